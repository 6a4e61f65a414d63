/** Medians and the cell formats of the page-speed bench's tables (one definition for every table). */
import {median} from '../lib';
import type {PageFigures} from './lighthouse';

export const medianOf = (figures: PageFigures[], key: keyof PageFigures) => (figures.length ? median(figures.map((f) => f[key])) : NaN);
export const ms = (v: number) => (Number.isNaN(v) ? 'n/a' : `${Math.round(v).toLocaleString('en')} ms`);
export const kb = (v: number) => (Number.isNaN(v) ? 'n/a' : `${(v / 1024).toFixed(0)} kB`);
export const ratio = (a: number, b: number) => (Number.isNaN(a) || Number.isNaN(b) || b === 0 ? 'n/a' : `×${(a / b).toFixed(2)}`);
export const scoreText = (v: number) => (Number.isNaN(v) ? 'n/a' : String(Math.round(v)));

/** A Markdown table: the first column left-aligned, the others right-aligned, padded to line up in a terminal. */
export function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

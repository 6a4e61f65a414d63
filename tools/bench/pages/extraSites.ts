/**
 * `--also=NAME=DIR` (repeatable): extra prebuilt sites of the same routes under
 * the same base path, e.g. the original Katachi site built from its own
 * repository outside the project. The bench serves each like ours, runs
 * Lighthouse on it interleaved with ours and the baseline, and prints one
 * table per extra site with the ratios ours ÷ it. Nothing of such a site is
 * built or kept here: it is measured as found. A route the site lacks is
 * printed as missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {builtFile} from '../lib';
import {kb, markdownTable, medianOf, ms, ratio, scoreText} from './figures';
import type {PageFigures} from './lighthouse';

export type ExtraSite = {name: string; dir: string};

const RESERVED = new Set(['ours', 'baseline']);

/** The `--also=NAME=DIR` options of `args`; throws a message naming the bad option. */
export function parseAlso(args: string[], basePath: string, cwd = process.cwd()): ExtraSite[] {
  const sites: ExtraSite[] = [];
  for (const arg of args.filter((a) => a === '--also' || a.startsWith('--also='))) {
    const value = arg.slice('--also='.length);
    const match = /^([a-z][a-z0-9-]*)=(.+)$/i.exec(value);
    if (!match) throw new Error(`${arg}: expected --also=NAME=DIR, e.g. --also=original=/tmp/original/katachi/docs/build`);
    const [, name, dirArg] = match;
    if (RESERVED.has(name)) throw new Error(`${arg}: "${name}" is one of the bench's own sites; pick another name`);
    if (sites.some((s) => s.name === name)) throw new Error(`${arg}: "${name}" is given twice`);
    const dir = path.resolve(cwd, dirArg);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new Error(`${arg}: no directory ${dir} (build the site first)`);
    if (!builtFile(dir, basePath)) throw new Error(`${arg}: ${dir} has no index.html; is it a built site (the build folder, base path ${basePath})?`);
    sites.push({name, dir});
  }
  return sites;
}

/** The routes (paths under the base path, e.g. "/katachi/docs/FAQ") that `dir` has no page for. */
export function missingRoutes(dir: string, routes: string[], basePath: string): string[] {
  return routes.filter((route) => !builtFile(dir, route, basePath));
}

export type Comparison = {route: string; ours: PageFigures[]; other: PageFigures[] | 'missing'};

/**
 * Ours against one extra site, per route: score, TBT, main thread, LCP, FCP and
 * bytes, each with ours ÷ it, and "goal": PASS when ours scores at least as
 * high with no more total blocking time than the site it is compared with.
 */
export function comparisonTable(name: string, comparisons: Comparison[], basePath: string): string {
  const header = [
    'route',
    'score',
    name,
    'TBT',
    name,
    'ours ÷',
    'main thread',
    name,
    'ours ÷',
    'LCP',
    name,
    'ours ÷',
    'FCP',
    name,
    'ours ÷',
    'bytes',
    name,
    'ours ÷',
    'goal',
  ];
  const rows = comparisons.map(({route, ours, other}) => {
    const shown = route.slice(basePath.length - 1) || '/';
    if (other === 'missing') return [shown, scoreText(medianOf(ours, 'score')), ...header.slice(2).map(() => 'missing')];
    const pair = (key: keyof PageFigures) => [medianOf(ours, key), medianOf(other, key)] as const;
    const [score, scoreOther] = pair('score');
    const [tbt, tbtOther] = pair('tbtMs');
    const timed = (key: keyof PageFigures) => {
      const [a, b] = pair(key);
      return [ms(a), ms(b), ratio(a, b)];
    };
    const [bytes, bytesOther] = pair('bytes');
    return [
      shown,
      scoreText(score),
      scoreText(scoreOther),
      ms(tbt),
      ms(tbtOther),
      ratio(tbt, tbtOther),
      ...timed('mainThreadMs'),
      ...timed('lcpMs'),
      ...timed('fcpMs'),
      kb(bytes),
      kb(bytesOther),
      ratio(bytes, bytesOther),
      Number.isNaN(score) || Number.isNaN(scoreOther) ? 'n/a' : score >= scoreOther && tbt <= tbtOther ? 'PASS' : 'MISS',
    ];
  });
  return markdownTable(header, rows);
}

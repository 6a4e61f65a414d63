/**
 * Code blocks off screen are not styled, laid out or painted while a page
 * loads: `content-visibility: auto` on each block's <code> (the rule is in
 * offscreenCode.module.css). On a code-heavy page most elements are Prism's
 * token spans (1,859 of 2,456 on Features/Hashes), and recalculating their
 * style and layout was the page's longest rendering task under 4× CPU
 * slowdown. The browser renders a block when it nears the viewport; the text
 * stays in the page for find-in-page, screen readers and search highlights.
 *
 * A skipped block takes the size given by `contain-intrinsic-size`, so the
 * block's real size is computed here from its text: lines × line height tall
 * and its longest line wide, in a monospace font (1ch per character). With
 * the true size, the page does not shift as blocks render, links to headings
 * below them land where they should, and the <pre>'s scroll width (which
 * decides whether a block gets the Word wrap button) is the same as rendered.
 */
import type {CSSProperties} from 'react';

/** Docusaurus' default `tab-size` for code (the browser default). */
const TAB_COLUMNS = 8;

export type CodeExtent = {lines: number; columns: number};

export function codeExtent(code: string): CodeExtent {
  const lines = code.split('\n');
  let columns = 0;
  for (const line of lines) {
    let width = 0;
    for (const char of line) width = char === '\t' ? (Math.floor(width / TAB_COLUMNS) + 1) * TAB_COLUMNS : width + 1;
    columns = Math.max(columns, width);
  }
  return {lines: lines.length, columns};
}

/** The custom properties offscreenCode.module.css sizes a skipped block by (set on the <pre>). */
export function extentStyle({lines, columns}: CodeExtent): CSSProperties {
  return {'--code-lines': lines, '--code-columns': columns} as CSSProperties;
}

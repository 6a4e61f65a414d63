/**
 * Highlighting the matched words on the page a reader opens from search.
 *
 * The result's matched terms travel in sessionStorage (one pending entry, for
 * one path), never in the URL, so shared links and recent searches stay clean.
 * Painting uses the CSS Custom Highlight API: ranges over the text, no DOM
 * changes, so React never finds nodes it did not create.
 */
import {indexTermsOfWordCached, wordSpans} from '../shared/tokenize';

const STORAGE_KEY = 'katachi-search-highlight';
export const HIGHLIGHT_NAME = 'katachi-search';
const MAX_RANGES = 500;

type Pending = {path: string; terms: string[]};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked storage: no highlighting, nothing else lost
  }
}

/** Called when a result is chosen: the next page load of `url` highlights `terms`. */
export function rememberHighlight(url: string, terms: readonly string[]): void {
  if (terms.length === 0) return;
  const path = new URL(url, window.location.href).pathname;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({path, terms: terms.slice(0, 50)} satisfies Pending));
  } catch {
    // full or blocked: the page simply opens without highlights
  }
}

/** The pending terms for `path`, consumed (a reload does not highlight again). */
export function takeHighlight(path: string): string[] | null {
  const store = storage();
  let pending: Pending | null = null;
  try {
    pending = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null') as Pending | null;
  } catch {
    pending = null;
  }
  if (!pending || pending.path !== path || !Array.isArray(pending.terms)) return null;
  try {
    store?.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
  return pending.terms.filter((t) => typeof t === 'string');
}

const BLOCK_SELECTOR = 'p, li, pre, td, th, h1, h2, h3, h4, h5, h6, blockquote, summary, dt, dd, .token-line, div';

/**
 * Ranges of the words under `root` whose terms include one of `terms`.
 * Words are read from the joined text, because syntax highlighting splits an
 * identifier such as `:$required_keys` over several text nodes; a Range may
 * span them.
 */
export function rangesOfTerms(root: Node, terms: readonly string[]): Range[] {
  const wanted = new Set(terms);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('.hash-link, button, script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  // The text of all nodes, with a line break wherever the block changes, and
  // where each node starts in it.
  const pieces: Array<{node: Text; start: number}> = [];
  let text = '';
  let previousBlock: Element | null = null;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const block = node.parentElement?.closest(BLOCK_SELECTOR) ?? null;
    if (pieces.length > 0 && block !== previousBlock) text += '\n';
    previousBlock = block;
    pieces.push({node, start: text.length});
    text += node.nodeValue ?? '';
  }
  const locate = (offset: number): {node: Text; offset: number} => {
    let low = 0;
    let high = pieces.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (pieces[mid].start <= offset) low = mid;
      else high = mid - 1;
    }
    const piece = pieces[low];
    return {node: piece.node, offset: Math.min(offset - piece.start, piece.node.length)};
  };

  const ranges: Range[] = [];
  for (const span of wordSpans(text)) {
    if (ranges.length >= MAX_RANGES) break;
    if (!indexTermsOfWordCached(span.word).some((term) => wanted.has(term))) continue;
    const from = locate(span.start);
    const to = locate(span.end - 1);
    const range = document.createRange();
    range.setStart(from.node, from.offset);
    range.setEnd(to.node, to.offset + 1);
    ranges.push(range);
  }
  return ranges;
}

function supported(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight !== 'undefined';
}

/** Paints the ranges; returns how many words were highlighted (0 when unsupported). */
export function paintHighlight(ranges: Range[]): number {
  if (!supported() || ranges.length === 0) return 0;
  CSS.highlights.set(HIGHLIGHT_NAME, new Highlight(...ranges));
  return ranges.length;
}

export function clearHighlight(): void {
  if (supported()) CSS.highlights.delete(HIGHLIGHT_NAME);
}

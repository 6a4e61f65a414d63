/**
 * Highlighting the matched words on the page a reader opens from search.
 *
 * The result's matched terms travel in sessionStorage (one pending entry, for
 * one path), never in the URL, so shared links and recent searches stay clean.
 * Painting uses the CSS Custom Highlight API: ranges over the text, no DOM
 * changes, so React never finds nodes it did not create.
 *
 * Finding the words needs the tokeniser (and its stemmer): that part is a
 * chunk of its own (landingHighlightRanges.ts), fetched only when a page has
 * words to highlight, and warmed when a result is chosen.
 */
import type {rangesOfTerms} from './landingHighlightRanges';

const STORAGE_KEY = 'katachi-search-highlight';
const HIGHLIGHT_NAME = 'katachi-search';

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
  loadRangesOfTerms().catch(() => undefined); // warm: the next page needs it
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

/** The word finder, fetched on first use (see the top of this file). */
export function loadRangesOfTerms(): Promise<typeof rangesOfTerms> {
  return import('./landingHighlightRanges').then((m) => m.rangesOfTerms);
}

/**
 * Highlighting and snippets as HTML strings. DocSearch injects these values as
 * HTML, so all text is escaped here and the only markup added is <mark>.
 */
import {escapeHtml} from '../../shared/escapeHtml';
import {indexTermsOfWordCached, wordSpans} from '../shared/tokenize';

const HIGHLIGHT_PRE = '<mark>';
const HIGHLIGHT_POST = '</mark>';
export const ELLIPSIS = '…';

type Range = {start: number; end: number};
type Word = Range & {terms: readonly string[]};

/** Texts split into words, most recent last: a result's texts come back at every key. */
const wordsOfText = new Map<string, Word[]>();
/** A few keys' results (a result has up to eight texts). */
const CACHED_TEXTS = 500;

function wordsOf(text: string): Word[] {
  let words = wordsOfText.get(text);
  if (words) wordsOfText.delete(text);
  else {
    words = wordSpans(text).map(({word, start, end}) => ({start, end, terms: indexTermsOfWordCached(word)}));
    if (wordsOfText.size >= CACHED_TEXTS) wordsOfText.delete(wordsOfText.keys().next().value as string);
  }
  wordsOfText.set(text, words);
  return words;
}

/** Character ranges of the words whose index terms include a matched term. */
function matchedRanges(text: string, matchedTerms: ReadonlySet<string>): Range[] {
  if (matchedTerms.size === 0) return [];
  const ranges: Range[] = [];
  for (const {start, end, terms} of wordsOf(text)) if (terms.some((term) => matchedTerms.has(term))) ranges.push({start, end});
  return ranges;
}

function markRanges(text: string, ranges: Range[], from = 0, to = text.length): string {
  let html = '';
  let cursor = from;
  for (const range of ranges) {
    if (range.end <= from || range.start >= to) continue;
    const start = Math.max(range.start, from);
    const end = Math.min(range.end, to);
    html += escapeHtml(text.slice(cursor, start)) + HIGHLIGHT_PRE + escapeHtml(text.slice(start, end)) + HIGHLIGHT_POST;
    cursor = end;
  }
  return html + escapeHtml(text.slice(cursor, to));
}

export type Highlighted = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]; fullyHighlighted: boolean};

export function highlight(text: string, matchedTerms: ReadonlySet<string>): Highlighted {
  const ranges = matchedRanges(text, matchedTerms);
  const matchedWords = [...new Set(ranges.map((r) => text.slice(r.start, r.end).toLowerCase()))];
  const wordCount = wordsOf(text).length;
  const fully = ranges.length > 0 && ranges.length === wordCount;
  return {
    value: markRanges(text, ranges),
    matchLevel: ranges.length === 0 ? 'none' : fully ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: fully,
  };
}

/**
 * A window of `wordCount` whitespace-separated words around the first match,
 * with `…` on each side where text was cut.
 */
export function snippet(text: string, matchedTerms: ReadonlySet<string>, wordCount: number): Highlighted {
  const words = [...text.matchAll(/\S+/g)].map((m) => ({start: m.index ?? 0, end: (m.index ?? 0) + m[0].length}));
  const ranges = matchedRanges(text, matchedTerms);
  if (words.length <= wordCount) return highlight(text, matchedTerms);
  const firstMatch = ranges.length > 0 ? words.findIndex((w) => w.end > ranges[0].start) : 0;
  // Show a little context before the first match, as search engines do.
  const first = Math.max(0, Math.min(firstMatch - 2, words.length - wordCount));
  const last = Math.min(words.length, first + wordCount) - 1;
  const from = words[first].start;
  const to = words[last].end;
  const value = (first > 0 ? ELLIPSIS : '') + markRanges(text, ranges, from, to) + (last < words.length - 1 ? ELLIPSIS : '');
  const inWindow = ranges.filter((r) => r.start < to && r.end > from);
  return {
    value,
    matchLevel: inWindow.length === 0 ? 'none' : 'partial',
    matchedWords: [...new Set(inWindow.map((r) => text.slice(r.start, r.end).toLowerCase()))],
    fullyHighlighted: false,
  };
}

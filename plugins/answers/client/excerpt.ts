/**
 * The part of a section's text worth sending when all of it does not fit:
 * its first sentence (what the section is about), then the sentences holding
 * the words the question matched, in reading order, gaps marked "…". A
 * section whose answer sits in its fifth paragraph is then still useful,
 * where its first N characters would not be.
 */
import {indexTermsOfWordCached, wordSpans} from '../../search/shared/tokenize';

const GAP = ' … ';
// A sentence ends at . ! or ? followed by white space and a capital, a digit, a backtick,
// a quote or "(", which leaves `Kt.compare`, `:$uuid?` and "e.g. this" whole.
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}`"'(])/u;

/** Sentences of a section's text, in order. */
function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_END).filter((s) => s.trim().length > 0);
}

function matchCount(sentence: string, terms: ReadonlySet<string>): number {
  const found = new Set<string>();
  for (const {word} of wordSpans(sentence)) {
    for (const term of indexTermsOfWordCached(word)) if (terms.has(term)) found.add(term);
  }
  return found.size;
}

/** `text` cut at a word boundary near `limit` characters, "…" marking the cut. */
function cutAt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const slice = text.slice(0, Math.max(0, limit - 2));
  const lastSpace = slice.lastIndexOf(' ');
  return `${slice.slice(0, lastSpace > slice.length * 0.7 ? lastSpace : slice.length).trimEnd()} …`;
}

/**
 * At most `limit` characters of `text` (gap marks included): the whole text
 * when it fits; else its first sentence and the sentences with the most of
 * `terms` (index terms, as the engine reports them for a hit), kept in
 * reading order; with no sentence matching, the text's beginning.
 */
export function excerpt(text: string, terms: Iterable<string>, limit: number): string {
  if (text.length <= limit) return text;
  const wanted = new Set(terms);
  const sentences = sentencesOf(text);
  const score = sentences.map((sentence) => (wanted.size > 0 ? matchCount(sentence, wanted) : 0));
  if (!score.some((s, i) => i > 0 && s > 0)) return cutAt(text, limit);
  const render = (kept: ReadonlySet<number>): string => {
    const order = [...kept].sort((a, b) => a - b);
    let out = order[0] === 0 ? '' : GAP.trimStart();
    order.forEach((k, j) => {
      if (j > 0) out += order[j - 1] === k - 1 ? ' ' : GAP;
      out += sentences[k];
    });
    return order[order.length - 1] < sentences.length - 1 ? out + GAP.trimEnd() : out;
  };
  const kept = new Set<number>();
  const keepIfFits = (i: number) => {
    if (kept.has(i)) return;
    kept.add(i);
    if (render(kept).length > limit) kept.delete(i);
  };
  // The first sentence, then the best-matching ones, then (room left) the sentence after each kept one.
  const matching = score
    .map((s, i) => ({s, i}))
    .filter(({s, i}) => i > 0 && s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i);
  [0, ...matching.map(({i}) => i)].forEach(keepIfFits);
  if (kept.size === 0 || ![...kept].some((i) => score[i] > 0)) return cutAt(text, limit);
  [...kept].sort((a, b) => a - b).forEach((i) => i + 1 < sentences.length && keepIfFits(i + 1));
  return render(kept);
}

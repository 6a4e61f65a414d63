/**
 * "Did you mean" for queries with no results: each word is replaced by the
 * closest word readers can actually see on the site (not an index stem), and
 * only suggestions that do return results are offered. With nothing close,
 * the site's top-level topics are offered instead (as DocSearch does).
 */
import {normalize} from '../shared/tokenize';

/** A word readers can see on the site, and how many sections have it. */
export type VisibleWord = {word: string; sections: number};

/**
 * Edit distance counting a swap of two neighbouring letters as one edit
 * (optimal string alignment, "Damerau-Levenshtein" as spell checkers use it:
 * `minitset` is one typo from `minitest`, not two). Gives up, returning
 * max + 1, once every alignment exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    // A swap reaches back two rows: stop only when both rows exceed `max`.
    if (rowMin > max && Math.min(...previous) > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length];
}

/** Closest visible words to `word`, best first (distance, then how common). */
export function corrections(word: string, candidates: Iterable<VisibleWord>, limit = 2): string[] {
  const term = normalize(word);
  const max = Math.max(1, Math.floor(term.length / 3));
  const scored: Array<[string, number, number]> = [];
  for (const {word: candidate, sections} of candidates) {
    if (candidate === term) return [term];
    const distance = editDistance(term, candidate, max);
    if (distance <= max) scored.push([candidate, distance, sections]);
  }
  scored.sort((x, y) => x[1] - y[1] || y[2] - x[2] || (x[0] < y[0] ? -1 : 1));
  return scored.slice(0, limit).map(([candidate]) => candidate);
}

export function suggestQueries(
  words: string[],
  correctionsOf: (word: string) => string[],
  hasResults: (query: string) => boolean,
  topics: string[],
  limit = 3,
): string[] {
  const options = words.map(correctionsOf);
  const candidates: string[] = [];
  if (options.every((o) => o.length > 0)) {
    candidates.push(options.map((o) => o[0]).join(' '));
    // Second-best spelling of each word in turn.
    options.forEach((o, i) => {
      if (o[1]) candidates.push(options.map((p, j) => (j === i ? o[1] : p[0])).join(' '));
    });
  }
  // Words that can be corrected on their own, when the whole query cannot.
  for (const o of options) if (o[0]) candidates.push(o[0]);
  const original = words.map(normalize).join(' ');
  const suggestions: string[] = [];
  for (const candidate of [...candidates, ...topics]) {
    if (suggestions.length === limit) break;
    if (candidate === original || suggestions.includes(candidate)) continue;
    if (hasResults(candidate)) suggestions.push(candidate);
  }
  return suggestions;
}

/**
 * "Did you mean" for queries with no results: each word is replaced by the
 * closest word readers can actually see on the site (not an index stem), and
 * only suggestions that do return results are offered. With nothing close,
 * the site's top-level topics are offered instead (as DocSearch does).
 */
import {editDistance} from '../../shared/editDistance';
import {normalize} from '../shared/normalize';

/** A word readers can see on the site, and how many sections have it. */
export type VisibleWord = {word: string; sections: number};

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

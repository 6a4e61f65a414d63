/**
 * Ranking: MiniSearch finds the candidates and a BM25 score; hits are then
 * ordered by criteria compared one after another (as Algolia does), so that a
 * strong signal is never outvoted by a pile of weak ones:
 *
 *   1. more query words matched        (all words before some)
 *   2. fewer words matched with a typo (exact before typo)
 *   3. fewer words matched only approximately: by a variant (stem, joined
 *      form), by prefix, or by a namespaced name's last part
 *   4. words closer together in the section (proximity)
 *   5. words matched in higher-ranked places: page title, h2, h3, deeper
 *      headings, the section's parent headings, body text (attribute)
 *   6. higher page rank (a site can demote pages, e.g. contributor docs)
 *   7. higher BM25 score
 *   8. earlier in the site's reading order (stable tie-break)
 */
import {editDistance} from './suggest';

export type MatchQuality = 'exact' | 'variant' | 'part' | 'prefix' | 'typo';

export type PlannedWord = {
  /** Whole-word alternatives; the first is the word as typed (`any_of`), then variants (`anyof`, a stem). */
  whole: string[];
  /** Weaker alternative: the last segment of a namespaced name. */
  tail: string | null;
  prefix: boolean;
  typos: number;
};

/** Field → rank used by criterion 5 (lower is better). */
export const FIELD_RANK: Record<string, number> = {title: 0, heading2: 1, heading3: 2, heading4: 3, context: 4, content: 5};
const UNMATCHED_FIELD_RANK = 6;
export const MAX_PROXIMITY = 8;

export type WordMatch = {quality: MatchQuality; fieldRank: number; terms: string[]};

/** How a query word matched a document term, if it did. */
export function qualityOf(word: PlannedWord, term: string): MatchQuality | null {
  if (word.whole[0] === term) return 'exact';
  if (word.whole.includes(term)) return 'variant';
  if (word.tail === term) return 'part';
  const all = word.tail ? [...word.whole, word.tail] : word.whole;
  if (word.prefix && all.some((alternative) => term.startsWith(alternative))) return 'prefix';
  if (word.typos > 0 && editDistance(word.whole[0], term, word.typos) <= word.typos) return 'typo';
  return null;
}

const QUALITY_ORDER: Record<MatchQuality, number> = {exact: 0, variant: 1, part: 2, prefix: 3, typo: 4};

/** The best match of each query word among a hit's matched terms (null: not matched). */
export function wordMatches(words: PlannedWord[], match: Record<string, string[]>): (WordMatch | null)[] {
  return words.map((word) => {
    let best: WordMatch | null = null;
    for (const [term, fields] of Object.entries(match)) {
      const quality = qualityOf(word, term);
      if (!quality) continue;
      const fieldRank = Math.min(...fields.map((f) => FIELD_RANK[f] ?? UNMATCHED_FIELD_RANK));
      if (!best || QUALITY_ORDER[quality] < QUALITY_ORDER[best.quality] || (quality === best.quality && fieldRank < best.fieldRank)) {
        best = {quality, fieldRank, terms: [term]};
      } else if (quality === best.quality) {
        best.terms.push(term);
      }
    }
    return best;
  });
}

/**
 * Smallest window of tokens holding one match of every matched word, minus
 * the words themselves: 0 when adjacent. `tokenTerms` are a section's tokens.
 */
export function proximity(wordTerms: string[][], tokenTerms: readonly (readonly string[])[]): number {
  if (wordTerms.length < 2) return 0;
  const sets = wordTerms.map((terms) => new Set(terms));
  const positions: Array<[number, number]> = [];
  tokenTerms.forEach((terms, position) => {
    sets.forEach((set, word) => {
      if (terms.some((t) => set.has(t))) positions.push([position, word]);
    });
  });
  const need = sets.length;
  const counts = new Array<number>(need).fill(0);
  let covered = 0;
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < positions.length; right += 1) {
    if (counts[positions[right][1]]++ === 0) covered += 1;
    while (covered === need) {
      best = Math.min(best, positions[right][0] - positions[left][0] - (need - 1));
      if (--counts[positions[left][1]] === 0) covered -= 1;
      left += 1;
    }
  }
  return Math.min(Math.max(best, 0), MAX_PROXIMITY);
}

export type RankKey = {
  matchedWords: number;
  typos: number;
  approximate: number;
  proximity: number;
  attribute: number;
  pageRank: number;
  score: number;
  position: number;
};

export function compareRankKeys(a: RankKey, b: RankKey): number {
  return (
    b.matchedWords - a.matchedWords ||
    a.typos - b.typos ||
    a.approximate - b.approximate ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    b.pageRank - a.pageRank ||
    b.score - a.score ||
    a.position - b.position
  );
}

export function rankKeyOf(
  matches: (WordMatch | null)[],
  fields: {score: number; position: number; pageRank: number},
  proximityOf: (wordTerms: string[][]) => number,
): RankKey {
  const found = matches.filter((m): m is WordMatch => m !== null);
  return {
    matchedWords: found.length,
    typos: found.filter((m) => m.quality === 'typo').length,
    approximate: found.filter((m) => m.quality !== 'exact' && m.quality !== 'typo').length,
    proximity: found.length > 1 ? proximityOf(found.map((m) => m.terms)) : 0,
    attribute: matches.reduce((sum, m) => sum + (m ? m.fieldRank : UNMATCHED_FIELD_RANK), 0),
    pageRank: fields.pageRank,
    score: fields.score,
    position: fields.position,
  };
}

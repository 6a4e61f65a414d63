/**
 * Ranking: the engine finds the candidates and their BM25 score; hits are then
 * ordered by criteria compared one after another (as Algolia does), so that a
 * strong signal is never outvoted by a pile of weak ones:
 *
 *   1. fewer query words missing (all words before some: engine/relaxation.ts
 *      relaxes a query no section fully matches), and among sections
 *      missing as many, those missing only common words (by inverse
 *      document frequency). Question words ("how", "do", "must") are not
 *      query words at all (shared/queryWords.ts).
 *   2. fewer words matched with a typo (exact before typo)
 *   3. fewer words matched only approximately: by a synonym, a part of an
 *      identifier (`match` in `must_match_shape`), by prefix, by a
 *      namespaced name's last part, or an identifier by a variant (`anyof`
 *      for `any_of`); a plain word's stem (`allowed` → `allow`) is the word
 *      itself to a reader, as plurals are to hosted engines
 *   4. words matched in higher-ranked places: page title, h2 or the
 *      section's keywords, h3 or the section's page title and parent
 *      headings (fields.ts: attributeOfFieldRank), deeper headings, body text
 *      (attribute; a word's stem counts for where the word is)
 *   5. higher page rank (a site can demote pages, e.g. contributor docs)
 *   6. words closer together in the section (proximity)
 *   7. higher BM25 score
 *   8. earlier in the site's reading order (stable tie-break)
 *
 * engine/ranking.ts compares in this order straight from its per-section arrays (a
 * big site has too many candidates to build a key for each); the RankKey of
 * a shown hit is made here and reports the same values.
 */
import {attributeOfFieldRank, UNMATCHED_FIELD_RANK} from '../shared/fields';

export type MatchQuality = 'exact' | 'variant' | 'synonym' | 'part' | 'prefix' | 'typo';

/** Lower is better: the order of criterion 2 and 3. */
export const QUALITY_ORDER: Record<MatchQuality, number> = {exact: 0, variant: 1, synonym: 2, part: 3, prefix: 4, typo: 5};
/** How much of a term's BM25 weight a match of this quality earns (criterion 7). */
export const QUALITY_WEIGHT: Record<MatchQuality, number> = {exact: 1, variant: 0.8, synonym: 0.7, part: 0.6, prefix: 0.5, typo: 0.3};
const MAX_PROXIMITY = 8;

/** The best match of one query word in one section. */
export type WordMatch = {
  quality: MatchQuality;
  fieldRank: number;
  positions: number[];
  /** A plain word (not an identifier): its variants (stems) count as the word itself in criterion 3. */
  plainWord?: boolean;
};

/**
 * Smallest window of tokens holding one match of every matched word, minus
 * the words themselves: 0 when adjacent. `positions[i]` are word i's token
 * positions in the section (any order). A word with no positions was found
 * only past the section's first tokens: the words count as far apart.
 */
export function proximity(positions: number[][]): number {
  if (positions.some((list) => list.length === 0)) return MAX_PROXIMITY;
  if (positions.length < 2) return 0;
  const merged: Array<[number, number]> = [];
  positions.forEach((list, word) => list.forEach((position) => merged.push([position, word])));
  merged.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const need = positions.length;
  const counts = new Array<number>(need).fill(0);
  let covered = 0;
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < merged.length; right += 1) {
    if (counts[merged[right][1]]++ === 0) covered += 1;
    while (covered === need) {
      best = Math.min(best, merged[right][0] - merged[left][0] - (need - 1));
      if (--counts[merged[left][1]] === 0) covered -= 1;
      left += 1;
    }
  }
  return Math.min(Math.max(best, 0), MAX_PROXIMITY);
}

export type RankKey = {
  /** Relaxation level (criterion 1): 0 when the section has every query word. */
  level: number;
  matchedWords: number;
  typos: number;
  approximate: number;
  proximity: number;
  attribute: number;
  pageRank: number;
  score: number;
  position: number;
};

export function rankKeyOf(matches: (WordMatch | null)[], fields: {score: number; position: number; pageRank: number; level: number}): RankKey {
  let matchedWords = 0;
  let typos = 0;
  let approximate = 0;
  let attribute = 0;
  for (const m of matches) {
    if (!m) {
      attribute += UNMATCHED_FIELD_RANK;
      continue;
    }
    matchedWords += 1;
    if (m.quality === 'typo') typos += 1;
    else if (m.quality !== 'exact' && !(m.quality === 'variant' && m.plainWord)) approximate += 1;
    attribute += attributeOfFieldRank(m.fieldRank);
  }
  return {
    level: fields.level,
    matchedWords,
    typos,
    approximate,
    proximity: matchedWords > 1 ? proximity(matches.flatMap((m) => (m ? [m.positions] : []))) : 0,
    attribute,
    pageRank: fields.pageRank,
    score: fields.score,
    position: fields.position,
  };
}

/**
 * The answer to a query: the ranked page's hits, each with its record, rank,
 * the terms to highlight and the words it lacks, and which of the query's
 * words the hits were found with (what the relaxed-query notice shows).
 */
import {HEADING_FIELD_RANK_LIMIT} from '../../shared/fields';
import type {SearchRecord} from '../../shared/record';
import type {RankKey} from '../rank';
import type {ScoredCandidates} from './ranking';
import {hasWord, type Matched} from './sectionMatches';
import {namesNothing} from '../../shared/queryWords';

export type EngineHit = {
  record: SearchRecord;
  /** Section number: the documented tie-break (reading order of the site). */
  position: number;
  score: number;
  rank: RankKey;
  /** Document terms that matched, for highlighting. */
  terms: string[];
  /** True when some matched term is in the record's own heading (else body only). */
  headingMatched: boolean;
  allWordsMatched: boolean;
  /**
   * The query's words (as typed) this section lacks, when the query was
   * relaxed for it: shown beside the result ("Missing: …"), as web search
   * engines do. Optional words (task verbs, "any") and words naming nothing
   * ("but", shared/queryWords.ts) are never listed.
   */
  missingWords: string[];
  /** Brought by meaning alone: the word ranking did not reach it (../fusion.ts); `terms` are any query words it holds. */
  byMeaning?: true;
};

export type EngineResult = {
  hits: EngineHit[];
  total: number;
  /**
   * The query's words (question words left out) that the first hits have
   * all of: every word, unless no section had them all and the query was
   * relaxed (relaxation.ts). Empty for an empty query.
   */
  words: string[];
  /** Words of the query left out because no section had every word (empty when none were). */
  droppedWords: string[];
};

/** The result of a query with no words to search. */
export function noResult(): EngineResult {
  return {hits: [], total: 0, words: [], droppedWords: []};
}

export type RankedPage = {
  matched: Matched;
  candidates: ScoredCandidates;
  /** Per query word: optional (queryPlan.ts). */
  optional: boolean[];
  /** The page's sections, in order (ranking.ts, orderSections). */
  sections: number[];
  offset: number;
  /** Sections of the page that another ranking brought and no word matched. */
  meaningOnly?: Set<number>;
};

type HitSources = {
  /** A section's record; its fragment must be loaded. */
  recordOf(section: number): SearchRecord;
  termsOf(matched: Matched, section: number): string[];
};

export function resultOf({matched, candidates, optional, sections, offset, meaningOnly}: RankedPage, {recordOf, termsOf}: HitSources): EngineResult {
  const {words} = matched;
  const listed = (w: number) => !optional[w] && !namesNothing(words[w].typed);
  const hits = sections.map((section): EngineHit => {
    const record = recordOf(section);
    // Found by meaning, yet it may hold some of the query's words (a word hit too far down to be fused): those are marked.
    if (meaningOnly?.has(section)) return meaningOnlyHit(record, section, termsOf(matched, section));
    const rank = candidates.rankKeyOf(section);
    return {
      record,
      position: section,
      score: matched.score[section],
      rank,
      terms: termsOf(matched, section),
      headingMatched: matched.bestField[section] < HEADING_FIELD_RANK_LIMIT,
      allWordsMatched: rank.matchedWords === words.length,
      missingWords: words.filter((_, w) => listed(w) && !hasWord(matched, section, w)).map((word) => word.typed),
    };
  });
  // The words the first hit has: all of them, or those the relaxed query kept.
  const best = sections.find((section) => !meaningOnly?.has(section));
  const has = (w: number) => offset > 0 || best === undefined || candidates.firstLevel === 0 || hasWord(matched, best, w);
  return {
    hits,
    total: candidates.sections.length + (meaningOnly?.size ?? 0),
    words: words.filter((_, w) => has(w)).map((word) => word.typed),
    droppedWords: words.filter((_, w) => !has(w) && !namesNothing(words[w].typed)).map((word) => word.typed),
  };
}

function meaningOnlyHit(record: SearchRecord, section: number, terms: string[]): EngineHit {
  return {
    record,
    position: section,
    score: 0,
    rank: {level: Infinity, matchedWords: 0, typos: 0, approximate: 0, proximity: 0, attribute: 0, pageRank: 0, score: 0, position: section},
    terms,
    headingMatched: false,
    allWordsMatched: false,
    missingWords: [],
    byMeaning: true,
  };
}

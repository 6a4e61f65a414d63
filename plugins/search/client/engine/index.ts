/**
 * The search engine over the split index (shared/indexFormat.ts): query in,
 * ranked hits out. Pure and synchronous: it reads shards through `read`, and
 * when one it needs is not loaded yet it throws MissingShards naming all of
 * them, so the caller (engineHost.ts) downloads exactly those and asks again.
 * Tests and benchmarks hand it every shard up front.
 *
 * Why our own engine: MiniSearch and lunr can only load a whole index, which
 * at 1,000 pages is megabytes before the first result (tools/bench measures
 * it). Here a query loads one vocabulary shard per distinct first letter,
 * the postings of its terms, and the fragments of the hits it shows.
 *
 * A query's way through: shards.ts (loading) → queryPlan.ts (words) →
 * termMatches.ts (index terms per word) → sectionMatches.ts (sections and
 * scores) → ranking.ts (criteria, relaxation.ts) → results.ts (hits).
 */
import type {Manifest} from '../../shared/indexFormat';
import {synonymLookup} from '../../shared/synonyms';
import {queryAlternativesOfWord} from '../../shared/tokenize';
import {completionOf, expansionBudgetOf, swappedStart, typoCorrectionOf} from './expansions';
import {createMatchTerms} from './phrases';
import {createQueryPlanner, optionalWordsOf, typoBudget} from './queryPlan';
import {createCandidateScorer, orderSections, pageRankLookup} from './ranking';
import {noResult, resultOf, type EngineResult} from './results';
import {createSectionMatcher} from './sectionMatches';
import {createShardStore, type ShardReader} from './shards';
import {createSuggester, type SpeltRight} from './suggestions';
import {createTermMatcher} from './termMatches';

export {MissingShards, type ShardReader} from './shards';
export {typoBudget} from './queryPlan';
export type {EngineHit, EngineResult} from './results';

/** The word ranking's first sections, as another ranking joining it reads them. */
export type WordRanking = {
  order: number[];
  /** `complete[i]`: the i-th section has every query word (relaxation level 0). */
  complete: boolean[];
  /** `inTitle[i]`: the query's words matched in the i-th section's page title (TITLE_MATCH). */
  inTitle: boolean[];
};

/**
 * Another ranking joining this one (the meaning layer, ../fusion.ts): given
 * the word ranking's first sections (at least `depth`, and as many as the page
 * reaches), the fused order, and which of its sections no word matched.
 */
type FuseRanking = {
  depth: number;
  fuse(words: WordRanking): {order: number[]; meaningOnly: Set<number>};
};

/**
 * A section's words count as matched in its page title when their mean place (the
 * ranking's attribute: 0 the page title, 1 an h2 or keywords, … 7 unmatched) is at most
 * this: every word in the title, or most of them with the rest in an h2 or keywords.
 */
const TITLE_MATCH = 0.5;

/** Typo corrections kept (typoCorrection): a session's words, not a dictionary. */
const CACHED_CORRECTIONS = 500;

/** Coarse rank values below this have every query word (ranking.ts packs the level highest). */
const COMPLETE_BELOW = 16 ** 3;

type SearchOptions = {
  limit?: number;
  offset?: number;
  fuse?: FuseRanking;
  /**
   * Leave out the sections that lack a query word and have the others only as typos
   * (long shots): for a query another ranking finds to be about nothing the site covers.
   */
  withoutLongShots?: boolean;
};

export type SearchEngine = {
  search(query: string, options?: SearchOptions): EngineResult;
  /**
   * Up to `limit` queries that do have results, close in spelling to one that has none;
   * no look-alike of a word `speltRight` vouches for.
   */
  suggest(query: string, limit?: number, speltRight?: SpeltRight): string[];
  /**
   * The term the site writes most that `word` may be a typo of (within its typo budget), or
   * null when the site writes `word` itself or nothing near it. Needs vocabulary shards.
   */
  typoCorrection(word: string): string | null;
  /**
   * The word the site writes most that starts with `word`, or null when the site writes
   * `word` itself or nothing longer from it: a word still being typed. Needs its vocabulary shard.
   */
  completion(word: string): string | null;
  readonly size: number;
};

export function createEngine(manifest: Manifest, read: ShardReader): SearchEngine {
  const shards = createShardStore(manifest, read);
  const planOf = createQueryPlanner(shards, synonymLookup(manifest.synonyms));
  const matchTerms = createMatchTerms(shards);
  const {requireVocabulariesOf, termMatchesOf} = createTermMatcher(shards, matchTerms, expansionBudgetOf(manifest.sections));
  const {match, wordMatchesOf, positionsFilesFor, termsOf} = createSectionMatcher(manifest.sections, {
    shards,
    matchTerms,
    requireVocabulariesOf,
    termMatchesOf,
  });
  const scoreCandidates = createCandidateScorer(manifest.sections, pageRankLookup(manifest.pageRanks), wordMatchesOf, {
    positionsFilesFor,
    require: shards.require,
  });

  /** Ranked hits [offset, offset + limit) and the total; needs the shown hits' fragments too. */
  const searchRanked = (query: string, limit: number, offset: number, fuse?: FuseRanking, withoutLongShots = false): EngineResult => {
    const words = planOf(query);
    if (words.length === 0 && !fuse) return noResult();
    const matched = match(words);
    const optional = optionalWordsOf(words);
    const candidates = scoreCandidates(matched, optional, withoutLongShots);
    let sections: number[];
    let meaningOnly: Set<number> | undefined;
    if (fuse) {
      const wordOrder = words.length ? orderSections(candidates, Math.max(fuse.depth, offset + limit), 0) : [];
      const complete = wordOrder.map((section) => candidates.coarse[section] < COMPLETE_BELOW);
      const inTitle = wordOrder.map((section) => candidates.attributes[section] <= TITLE_MATCH * words.length);
      ({order: sections, meaningOnly} = fuse.fuse({order: wordOrder, complete, inTitle}));
      sections = sections.slice(offset, offset + limit);
    } else {
      sections = orderSections(candidates, offset + limit, offset);
    }
    // The hits' rank keys measure their words' proximity too.
    shards.require([
      ...shards.recordFilesOf(sections),
      ...positionsFilesFor(
        matched,
        sections.filter((section) => !meaningOnly?.has(section)),
        new Set(sections),
      ),
    ]);
    return resultOf({matched, candidates, optional, sections, offset, meaningOnly}, {recordOf: shards.recordOf, termsOf});
  };

  /** True when `query` has results; needs only vocabulary and postings. */
  const hasResults = (query: string): boolean => {
    const words = planOf(query);
    return words.length > 0 && match(words, false).sections.length > 0;
  };
  const suggest = createSuggester(shards, hasResults, manifest.topics);
  const corrections = new Map<string, string | null>();

  return {
    size: manifest.sections,
    search(query, {limit = 20, offset = 0, fuse, withoutLongShots} = {}) {
      return searchRanked(query, Math.max(0, limit), Math.max(0, offset), fuse, withoutLongShots);
    },
    suggest(query, limit = 3, speltRight) {
      return suggest(query, limit, speltRight);
    },
    typoCorrection(word) {
      // Asked again on every later keystroke of the query: each answer kept.
      if (corrections.has(word)) return corrections.get(word)!;
      const typed = queryAlternativesOfWord(word)[0];
      if (!typed) return null;
      const swapped = swappedStart(typed);
      shards.requireVocabularies(swapped ? [typed, swapped] : [typed]);
      const correction = typoCorrectionOf(shards.vocabularyOfTerm, shards.visibleTerm, typed, typoBudget(typed));
      if (corrections.size >= CACHED_CORRECTIONS) corrections.clear();
      corrections.set(word, correction);
      return correction;
    },
    completion(word) {
      const typed = queryAlternativesOfWord(word)[0];
      if (!typed) return null;
      shards.requireVocabularies([typed]);
      return completionOf(shards.vocabularyOfTerm(typed), shards.visibleTerm, typed);
    },
  };
}

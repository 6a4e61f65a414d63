/**
 * The index terms one planned word matches, each with how well (rank.ts,
 * MatchQuality): the word and its variants, inside identifiers, a namespaced
 * name's tail, synonyms, the two words it was typed for, completions of a
 * prefix and typo neighbours.
 */
import {partTermOf} from '../../shared/tokenize';
import {QUALITY_ORDER, type MatchQuality} from '../rank';
import {
  completionsOf,
  mostCommon,
  prefixExpansionLimit,
  swappedStart,
  swappedStartNeighbours,
  typoNeighbours,
  TYPO_EXPANSIONS,
  withinBudget,
} from './expansions';
import type {MatchTerms} from './phrases';
import {alternativesOf, type PlannedWord} from './queryPlan';
import type {ShardStore} from './shards';

/** `term` is an index term, or a phrase key (phrases.ts) standing for all of a phrase's words. */
export type TermMatch = {term: string; quality: MatchQuality};

/** Matches kept between queries (a reader typing repeats the same words); cleared past this many words. */
const CACHED_WORDS = 500;

export function createTermMatcher(shards: ShardStore, matchTerms: MatchTerms, expansionBudget: number) {
  /** The vocabulary shards termMatchesOf will read for `words`. */
  const requireVocabulariesOf = (words: PlannedWord[]): void => {
    shards.requireVocabularies(words.flatMap((word) => [...alternativesOf(word), ...word.synonyms.flat(2)]));
    // Words whose first two letters may be swapped need a second vocabulary shard.
    shards.requireVocabularies(
      words.flatMap((word) => {
        const swapped = word.typos > 0 ? swappedStart(word.whole[0]) : null;
        return swapped && !shards.knownTerm(word.whole[0]) ? [swapped] : [];
      }),
    );
  };

  const cache = new Map<string, TermMatch[]>();
  /** Needs the word's vocabulary shards (requireVocabulariesOf). */
  const termMatchesOf = (word: PlannedWord): TermMatch[] => {
    const cacheKey = JSON.stringify(word);
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const best = new Map<string, MatchQuality>();
    const offer = (term: string, quality: MatchQuality) => {
      const known = best.get(term);
      if (!known || QUALITY_ORDER[quality] < QUALITY_ORDER[known]) best.set(term, quality);
    };
    const exactly = (term: string, quality: MatchQuality) => {
      if (shards.knownTerm(term)) offer(term, quality);
    };
    if (word.fromIdentifier) {
      // Inside an identifier or on its own, the part is what was typed.
      word.whole.forEach((term, i) => exactly(partTermOf(term), i === 0 ? 'exact' : 'variant'));
      word.whole.forEach((term, i) => exactly(term, i === 0 ? 'exact' : 'variant'));
    } else {
      word.whole.forEach((term, i) => exactly(term, i === 0 ? 'exact' : 'variant'));
      // The same word inside an identifier (`match` in `must_match_shape`): below the word itself.
      word.whole.forEach((term) => exactly(partTermOf(term), 'part'));
    }
    if (word.tail) {
      exactly(word.tail, 'part');
      exactly(partTermOf(word.tail), 'part');
    }
    for (const phrase of word.synonyms) {
      if (phrase.length === 1) phrase[0].forEach((term) => exactly(term, 'synonym'));
      else if (phrase.every((alternatives) => alternatives.some(shards.knownTerm))) offer(matchTerms.phraseKeyOf(phrase), 'synonym');
    }
    for (const phrase of word.splits) offer(matchTerms.phraseKeyOf(phrase), 'variant');
    if (word.prefix) {
      for (const alternative of alternativesOf(word)) {
        const completions = mostCommon(completionsOf(shards.vocabularyOfTerm(alternative), alternative), prefixExpansionLimit(alternative));
        withinBudget(completions, expansionBudget).forEach((term) => offer(term, 'prefix'));
      }
    }
    // A word the site writes as a plain word is taken as meant, not as a typo
    // of another (`date` is not `data`, `tree` is not `three`), much as
    // Typesense looks for typos only when the words as typed find too little.
    if (word.typos > 0 && !shards.visibleTerm(word.whole[0])) {
      // Typos are forgiven after the first letter, on the word as typed (not
      // its stem: `hashes` → `hash` → one typo → `has`).
      const typed = word.whole[0];
      const near = typoNeighbours(shards.vocabularyOfTerm(typed), typed, word.typos);
      withinBudget(mostCommon(near, TYPO_EXPANSIONS), expansionBudget).forEach((term) => offer(term, 'typo'));
      const swapped = swappedStart(typed);
      if (swapped && !shards.knownTerm(typed)) {
        const nearSwapped = swappedStartNeighbours(shards.vocabularyOfTerm(swapped), typed, swapped, word.typos);
        withinBudget(mostCommon(nearSwapped, TYPO_EXPANSIONS), expansionBudget).forEach((term) => offer(term, 'typo'));
      }
    }
    const matches = [...best].map(([term, quality]) => ({term, quality}));
    if (cache.size > CACHED_WORDS) cache.clear();
    cache.set(cacheKey, matches);
    return matches;
  };

  return {requireVocabulariesOf, termMatchesOf};
}

/**
 * "Did you mean" (suggest.ts) over the index: each typed word's corrections
 * come from its vocabulary shard's visible words, and a suggestion is kept
 * only when searching it has results.
 */
import {normalize} from '../../shared/normalize';
import {corrections, suggestQueries, type VisibleWord} from '../suggest';
import {typedWordsOf} from './queryPlan';
import type {ShardStore, Vocabulary} from './shards';

/** The words readers can see on the site, of one vocabulary shard, with how many sections have each. */
export function visibleWordsOf(vocabulary: Vocabulary): VisibleWord[] {
  return vocabulary.terms.flatMap((term, i) => (vocabulary.visible[i] ? [{word: term, sections: vocabulary.sections[i]}] : []));
}

/**
 * True for a word spelt right that the site may not write ("cheap", "weather"): a
 * dictionary's word, not a typo. Its look-alikes on the site ("cheat", "whether") are
 * not what the reader meant, so none is offered for it.
 */
export type SpeltRight = (word: string) => boolean;

export function createSuggester(shards: ShardStore, hasResults: (query: string) => boolean, topics: string[]) {
  /** Up to `limit` queries that have results, close in spelling to `query`; needs vocabulary and postings shards. */
  return (query: string, limit: number, speltRight?: SpeltRight): string[] => {
    const words = typedWordsOf(query);
    if (words.length === 0) return [];
    shards.requireVocabularies(words.map(normalize));
    const correctionsOf = (word: string) => {
      const vocabulary = shards.vocabularyOfTerm(normalize(word));
      const closest = vocabulary ? corrections(word, visibleWordsOf(vocabulary)) : [];
      return closest[0] === normalize(word) || !speltRight?.(word) ? closest : [];
    };
    return suggestQueries(words, correctionsOf, hasResults, topics, limit);
  };
}

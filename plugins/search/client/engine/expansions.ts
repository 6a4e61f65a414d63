/**
 * A typed word's expansions into index terms it may stand for: completions
 * of a prefix and neighbours within a typo budget, read from one vocabulary
 * shard and capped, most common first, so a short prefix or a loose typo on a
 * big site stays within a bounded download and time.
 */
import {isPartTerm} from '../../shared/tokenize';
import {editDistance} from '../../../shared/editDistance';
import {topK} from '../topK';
import type {Vocabulary} from './shards';
import {lowerBound} from './sortedSearch';

/**
 * Completions searched per prefix length (0, 1, 2, 3 or more characters): a
 * short prefix stands for many words, so only its most common completions are
 * searched (an exact word always is).
 */
const PREFIX_EXPANSIONS = [0, 4, 12, 40];
/** Typo neighbours searched per word, most common first. */
export const TYPO_EXPANSIONS = 20;

/** Terms of a vocabulary, by index (null: the site has no shard for them). */
export type VocabularyTerms = {vocabulary: Vocabulary | null; indexes: number[]};

/** How many completions of `prefix` are searched. */
export function prefixExpansionLimit(prefix: string): number {
  return PREFIX_EXPANSIONS[Math.min([...prefix].length, PREFIX_EXPANSIONS.length - 1)];
}

/** Terms that start with `prefix` (and are longer). */
export function completionsOf(vocabulary: Vocabulary | null, prefix: string): VocabularyTerms {
  const indexes: number[] = [];
  if (vocabulary) {
    for (let i = lowerBound(vocabulary.terms, prefix); i < vocabulary.terms.length && vocabulary.terms[i].startsWith(prefix); i += 1) {
      if (vocabulary.terms[i] !== prefix) indexes.push(i);
    }
  }
  return {vocabulary, indexes};
}

/** Whole terms (not parts) of a vocabulary within `typos` edits of `typed`. */
export function typoNeighbours(vocabulary: Vocabulary | null, typed: string, typos: number): VocabularyTerms {
  const indexes: number[] = [];
  vocabulary?.terms.forEach((term, i) => {
    if (!isPartTerm(term) && editDistance(typed, term, typos) <= typos) indexes.push(i);
  });
  return {vocabulary, indexes};
}

/**
 * Typo neighbours of `typed` among the terms starting with `swapped`'s first
 * two letters: a word typed with its first two letters swapped (`imnitest`)
 * has its neighbours in another shard, and only that corner of it is read.
 */
export function swappedStartNeighbours(vocabulary: Vocabulary | null, typed: string, swapped: string, typos: number): VocabularyTerms {
  const indexes: number[] = [];
  if (vocabulary) {
    const start = swapped.slice(0, 2);
    for (let i = lowerBound(vocabulary.terms, start); i < vocabulary.terms.length && vocabulary.terms[i].startsWith(start); i += 1) {
      if (!isPartTerm(vocabulary.terms[i]) && editDistance(typed, vocabulary.terms[i], typos) <= typos) indexes.push(i);
    }
  }
  return {vocabulary, indexes};
}

/** The word with its first two letters swapped, when they differ (null otherwise). */
export function swappedStart(word: string): string | null {
  const chars = [...word];
  if (chars.length < 2 || chars[0] === chars[1]) return null;
  return chars[1] + chars[0] + chars.slice(2).join('');
}

/** The `limit` terms found in the most sections (ties: vocabulary order, so results are stable). */
export function mostCommon({vocabulary, indexes}: VocabularyTerms, limit: number): VocabularyTerms {
  if (!vocabulary) return {vocabulary, indexes: []};
  return {vocabulary, indexes: topK(indexes, limit, (a, b) => vocabulary.sections[b] - vocabulary.sections[a] || a - b)};
}

/**
 * The terms, in order, while the sections they add up to stay within
 * `budget` (the first is always kept): on a big site a one-letter prefix
 * would otherwise touch every section.
 */
export function withinBudget({vocabulary, indexes}: VocabularyTerms, budget: number): string[] {
  if (!vocabulary) return [];
  const kept: string[] = [];
  let spent = 0;
  for (const i of indexes) {
    spent += vocabulary.sections[i];
    if (kept.length > 0 && spent > budget) break;
    kept.push(vocabulary.terms[i]);
  }
  return kept;
}

/** The expansion budget of a site: an eighth of its sections, and never below 2,000. */
export function expansionBudgetOf(sections: number): number {
  return Math.max(2000, sections / 8);
}

/**
 * The word the site writes most among a word's typo neighbours (within `typos`
 * edits, then with its first two letters swapped), or null when the site writes
 * the word itself or nothing near it. Only plain words the pages show count, as
 * in the word engine's typo rule (termMatches.ts): a stem (`instal`, `diagnost`)
 * or an identifier joined (`ktcompare`) is no word to read for. The meaning
 * layer reads it for a word its table lacks (fusedEngine.ts): the word engine
 * forgives the typo, and so meaning does too. Needs the vocabulary shards of
 * the word and of its swapped start.
 */
export function typoCorrectionOf(
  vocabularyOfTerm: (term: string) => Vocabulary | null,
  visibleTerm: (term: string) => boolean,
  typed: string,
  typos: number,
): string | null {
  if (typos === 0 || visibleTerm(typed)) return null;
  const mostWritten = ({vocabulary, indexes}: VocabularyTerms): string | null => {
    const shown = mostCommon({vocabulary, indexes: indexes.filter((i) => vocabulary?.visible[i])}, 1);
    return shown.vocabulary && shown.indexes.length ? shown.vocabulary.terms[shown.indexes[0]] : null;
  };
  const near = mostWritten(typoNeighbours(vocabularyOfTerm(typed), typed, typos));
  if (near) return near;
  const swapped = swappedStart(typed);
  return swapped ? mostWritten(swappedStartNeighbours(vocabularyOfTerm(swapped), typed, swapped, typos)) : null;
}

/**
 * The word the site writes most that starts with `prefix`, when the site does not write
 * `prefix` itself as a word: what a word still being typed most likely becomes.
 */
export function completionOf(vocabulary: Vocabulary | null, visibleTerm: (term: string) => boolean, prefix: string): string | null {
  if (!vocabulary || visibleTerm(prefix)) return null;
  const whole = completionsOf(vocabulary, prefix).indexes.filter((i) => vocabulary.visible[i] && !isPartTerm(vocabulary.terms[i]));
  const [best] = mostCommon({vocabulary, indexes: whole}, 1).indexes;
  return best === undefined ? null : vocabulary.terms[best];
}

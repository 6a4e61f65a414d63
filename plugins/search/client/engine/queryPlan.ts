/**
 * Planning a query: the words to search (question words left out), and per
 * word what it may match: its variants, a namespaced name's tail, synonyms,
 * a prefix while it is being typed, a typo budget, and the two words it may
 * have been typed for. Which words are optional is decided here too.
 */
import {queryAlternativesOfWord, queryTailOfWord} from '../../shared/tokenize';
import {isOptionalWord, meaningfulQueryWords, piecesOfUnknownWord} from '../../shared/queryWords';
import type {SynonymLookup} from '../../shared/synonyms';
import {completionsOf, typoNeighbours} from './expansions';
import type {ShardStore} from './shards';

const MAX_QUERY_LENGTH = 512;
export const MAX_QUERY_WORDS = 12;
/** The shortest piece a word typed joined is cut into (`resultcodes` → `result codes`; 2 would cut `tokens` as `to kens`). */
const MIN_SPLIT_PIECE = 3;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

export type PlannedWord = {
  /** The word as typed. */
  typed: string;
  /** Whole-word alternatives; the first is the word as typed (`any_of`), then variants (`anyof`, a stem). */
  whole: string[];
  /** Weaker alternative: the last segment of a namespaced name. */
  tail: string | null;
  prefix: boolean;
  typos: number;
  /** Synonyms (shared/synonyms.ts): phrases, each word with its whole-word alternatives. */
  synonyms: string[][][];
  /** The word typed joined, read as two words (`resultcodes` → `result codes`): the word itself, not a synonym. */
  splits: string[][][];
  /** A part of an identifier typed whole (`new` of `anyof.new`): found best inside identifiers. */
  fromIdentifier?: boolean;
};

/** 1 typo from 4 characters, 2 from 8 (counting characters of the typed word). */
export function typoBudget(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

/** The query's words as typed, question words left out, within the query limits. */
export function typedWordsOf(query: string): string[] {
  return meaningfulQueryWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
}

/** A plain word (letters and digits), as opposed to an identifier or a symbol. */
export function isPlainWord(word: PlannedWord): boolean {
  return PLAIN_WORD.test(word.typed);
}

/** A word's whole-word alternatives, then its namespaced tail if it has one. */
export function alternativesOf(word: PlannedWord): string[] {
  return word.tail ? [...word.whole, word.tail] : word.whole;
}

/**
 * Optional words ("check", "validate", "any": queryWords.ts) a section may
 * lack and still have every word; a query of only such words needs them all.
 */
export function optionalWordsOf(words: PlannedWord[]): boolean[] {
  const optional = words.map((word) => isOptionalWord(word.typed));
  if (optional.every(Boolean)) optional.fill(false);
  return optional;
}

export function createQueryPlanner(shards: ShardStore, synonymsOf: SynonymLookup) {
  const plannedWord = (word: string, prefix: boolean): PlannedWord => ({
    typed: word,
    whole: queryAlternativesOfWord(word),
    tail: queryTailOfWord(word),
    prefix,
    typos: typoBudget(word),
    synonyms: synonymsOf(word).map((phrase) => phrase.map(queryAlternativesOfWord)),
    splits: [],
  });

  const hasCompletions = (prefix: string): boolean => completionsOf(shards.vocabularyOfTerm(prefix), prefix).indexes.length > 0;
  const isTypoOfKnownTerm = (word: PlannedWord): boolean =>
    word.typos > 0 && typoNeighbours(shards.vocabularyOfTerm(word.whole[0]), word.whole[0], word.typos).indexes.length > 0;

  /**
   * Two words typed as one (`resultcodes`, `hashkey`): a plain word the site
   * never writes, cut where both pieces are words it does write, is searched
   * as that two-word phrase, which counts as the word itself: a reader who
   * typed `resultcodes` meant "result codes" as much as the identifier
   * `result.code` that code joins the same way. Each piece needs its own
   * vocabulary shard: read only for words the site does not know.
   */
  const splitsOf = (word: PlannedWord): string[][][] => {
    const typed = word.whole[0];
    // (Known only as identifiers joined, `resultcode` of `result.code`, it may still be two words.)
    if (!PLAIN_WORD.test(typed) || typed.length < 2 * MIN_SPLIT_PIECE || word.whole.some(shards.visibleTerm)) return [];
    if (word.prefix && hasCompletions(typed)) return [];
    const pieces: string[][][] = [];
    for (let at = MIN_SPLIT_PIECE; at <= typed.length - MIN_SPLIT_PIECE; at += 1) {
      pieces.push([typed.slice(0, at), typed.slice(at)].map(queryAlternativesOfWord));
    }
    shards.requireVocabularies(pieces.flat(2));
    return pieces.filter((phrase) => phrase.every((alternatives) => alternatives.some(shards.knownTerm)));
  };

  /** The query's words; needs their vocabulary shards. */
  const planOf = (query: string): PlannedWord[] => {
    const typed = typedWordsOf(query);
    // The last word is probably still being typed: let it match as a prefix.
    const typingLastWord = !/\s$/.test(query);
    const words = typed.map((word, i) => plannedWord(word, typingLastWord && i === typed.length - 1)).filter((word) => word.whole.length > 0);
    shards.requireVocabularies(words.flatMap(alternativesOf));
    for (const word of words) word.splits = splitsOf(word);
    // An identifier the site never writes that way (`anyof.new` for
    // `Kt::AnyOf.new`) is searched as its parts, each a word of its own, and
    // so is a compound it never writes (`copy-pasting`, `min/max`); not when
    // it is a typo of one the site does write (`kv_key_mismtach`): its parts
    // would find every section that says "key".
    return words
      .flatMap((word) => {
        const split = piecesOfUnknownWord(word.typed);
        if (!split || word.whole.some(shards.knownTerm) || (word.prefix && hasCompletions(word.whole[0])) || isTypoOfKnownTerm(word)) return [word];
        const {pieces, identifier} = split;
        return pieces.map((piece, i) => ({...plannedWord(piece, word.prefix && i === pieces.length - 1), fromIdentifier: identifier}));
      })
      .slice(0, MAX_QUERY_WORDS);
  };

  return planOf;
}

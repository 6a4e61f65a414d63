/**
 * The search engine over the split index (shared/indexFormat.ts): query in,
 * ranked hits out. Pure and synchronous: it reads shards through `read`, and
 * when one it needs is not loaded yet it throws MissingShards naming all of
 * them, so the caller (engineHost.ts) downloads exactly those and asks again.
 * Tests and benchmarks hand it every shard up front.
 *
 * Why our own engine: MiniSearch (which this replaced) and lunr can only load
 * a whole index, which at 1,000 pages is megabytes before the first result;
 * the benchmark (tools/bench) measured that. Here a query loads one
 * vocabulary shard per distinct first letter, the postings of its terms, and
 * the fragments of the hits it shows.
 */
import {
  fragmentFile,
  postingsFile,
  unpackPosting,
  unpackRecord,
  vocabularyFile,
  vocabularyKeyOf,
  type FragmentFile,
  type Manifest,
  type PostingsFile,
  type VocabularyShard,
} from '../shared/indexFormat';
import {attributeOfFieldRank, HEADING_FIELD_RANK_LIMIT, UNMATCHED_FIELD_RANK} from '../shared/fields';
import {
  isOptionalWord,
  isPartTerm,
  meaningfulQueryWords,
  normalize,
  partTermOf,
  piecesOfUnknownWord,
  queryAlternativesOfWord,
  queryTailOfWord,
} from '../shared/tokenize';
import {synonymLookup} from '../shared/synonyms';
import type {SearchRecord} from '../shared/record';
import {proximity, rankKeyOf, QUALITY_ORDER, QUALITY_WEIGHT, type MatchQuality, type RankKey, type WordMatch} from './rank';
import {corrections, editDistance, suggestQueries} from './suggest';
import {topK} from './topK';

const MAX_QUERY_WORDS = 12;
export const MAX_QUERY_LENGTH = 512;
/**
 * A short prefix stands for many words: only its most common completions are
 * searched (an exact word always is), which keeps the bytes a keystroke
 * downloads, and the time it takes, bounded on big sites.
 */
const PREFIX_EXPANSIONS = [0, 4, 12, 40];
const TYPO_EXPANSIONS = 20;
/** Contenders whose word proximity is measured (see searchRanked). */
const RERANK = 200;

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
   * engines do. Optional words (task verbs, "any") are never listed.
   */
  missingWords: string[];
};

export type EngineResult = {
  hits: EngineHit[];
  total: number;
  /**
   * The query's words (question words left out) that the first hits have
   * all of: every word, unless no section had them all and the query was
   * relaxed (see searchRanked). Empty for an empty query.
   */
  words: string[];
  /** Words of the query left out because no section had every word (empty when none were). */
  droppedWords: string[];
};

export type SearchEngine = {
  search(query: string, options?: {limit?: number; offset?: number}): EngineResult;
  /** Up to `limit` queries that do have results, close in spelling to one that has none. */
  suggest(query: string, limit?: number): string[];
  readonly size: number;
};

/** Thrown when a shard the query needs is not loaded yet: download `files`, then ask again. */
export class MissingShards extends Error {
  constructor(readonly files: string[]) {
    super(`Search shards not loaded: ${files.join(', ')}`);
    this.name = 'MissingShards';
  }
}

/** A shard's parsed contents, or undefined while it is not loaded. */
export type ShardReader = (file: string) => unknown;

/** 1 typo from 4 characters, 2 from 8 (counting characters of the typed word). */
export function typoBudget(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

type PlannedWord = {
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

type Vocabulary = {terms: string[]; sections: number[]; files: number[]; visible: boolean[]};
/** One term's postings, decoded: section i's positions are positions[positionStarts[i] .. positionStarts[i + 1]). */
type Postings = {sections: Int32Array; weights: Float64Array; fieldRanks: Uint8Array; positionStarts: Int32Array; positions: Int32Array};
/** `term` is an index term, or a phrase key (PHRASE_MARK…) standing for all of a synonym phrase's words. */
type TermMatch = {term: string; quality: MatchQuality};

const PHRASE_MARK = '\u0000';
/** The shortest piece a word typed joined is cut into (`resultcodes` → `result codes`; 2 would cut `tokens` as `to kens`). */
const MIN_SPLIT_PIECE = 3;
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;
/**
 * When nothing has every word, the query is relaxed until the hits come to
 * at least this many (one screen of the modal), dropping its most common words first.
 */
const RELAXED_MIN_HITS = 5;

export function createEngine(manifest: Manifest, read: ShardReader): SearchEngine {
  const vocabularyKeys = new Set(manifest.vocabulary);
  const synonymsOf = synonymLookup(manifest.synonyms);

  /** Every file in `files` loaded, or MissingShards naming those that are not. */
  const require = (files: string[]): void => {
    const missing = [...new Set(files)].filter((file) => read(file) === undefined);
    if (missing.length > 0) throw new MissingShards(missing);
  };

  const vocabularies = new Map<string, Vocabulary>();
  const vocabularyOf = (key: string): Vocabulary | null => {
    if (!vocabularyKeys.has(key)) return null;
    let vocabulary = vocabularies.get(key);
    if (!vocabulary) {
      const shard = read(vocabularyFile(key)) as VocabularyShard;
      vocabulary = {
        terms: shard.map((e) => e[0]),
        sections: shard.map((e) => e[1]),
        files: shard.map((e) => e[2]),
        visible: shard.map((e) => e[3] === 1),
      };
      vocabularies.set(key, vocabulary);
    }
    return vocabulary;
  };
  const requireVocabularies = (terms: string[]) =>
    require(
      terms
        .map(vocabularyKeyOf)
        .filter((key) => vocabularyKeys.has(key))
        .map(vocabularyFile),
    );

  const postingsCache = new Map<string, Postings>();
  const postingsOf = (term: string): Postings => {
    let postings = postingsCache.get(term);
    if (postings) return postings;
    if (term.startsWith(PHRASE_MARK)) {
      postings = phrasePostingsOf(term);
      postingsCache.set(term, postings);
      return postings;
    }
    const numbers = (read(postingsFile(fileOfTerm(term))) as PostingsFile)[term] ?? [];
    // Two passes: count, then fill typed arrays (no object or array per posting).
    // A damaged count must not loop forever: it is read as 0 or more.
    const countAt = (i: number) => (numbers[i + 2] > 0 ? Math.floor(numbers[i + 2]) : 0);
    let count = 0;
    let positionCount = 0;
    for (let i = 0; i < numbers.length; i += 3 + countAt(i)) {
      count += 1;
      positionCount += countAt(i);
    }
    postings = {
      sections: new Int32Array(count),
      weights: new Float64Array(count),
      fieldRanks: new Uint8Array(count),
      positionStarts: new Int32Array(count + 1),
      positions: new Int32Array(positionCount),
    };
    let section = 0;
    let at = 0;
    for (let i = 0, n = 0; i < numbers.length; n += 1) {
      section += numbers[i];
      const {weight, fieldRank} = unpackPosting(numbers[i + 1]);
      const positions = countAt(i);
      i += 3;
      postings.sections[n] = section;
      postings.weights[n] = weight;
      postings.fieldRanks[n] = fieldRank;
      postings.positionStarts[n] = at;
      let position = 0;
      for (let j = 0; j < positions; j += 1) postings.positions[at++] = position += numbers[i + j];
      i += positions;
    }
    postings.positionStarts[count] = at;
    postingsCache.set(term, postings);
    return postings;
  };

  const plannedWord = (word: string, prefix: boolean): PlannedWord => ({
    typed: word,
    whole: queryAlternativesOfWord(word),
    tail: queryTailOfWord(word),
    prefix,
    typos: typoBudget(word),
    synonyms: synonymsOf(word).map((phrase) => phrase.map(queryAlternativesOfWord)),
    splits: [],
  });

  /** The query's words; needs their vocabulary shards. */
  const planOf = (query: string): PlannedWord[] => {
    const typed = meaningfulQueryWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
    // The last word is probably still being typed: let it match as a prefix.
    const typingLastWord = !/\s$/.test(query);
    const words = typed.map((word, i) => plannedWord(word, typingLastWord && i === typed.length - 1)).filter((word) => word.whole.length > 0);
    requireVocabularies(words.flatMap(alternativesOf));
    for (const word of words) word.splits = splitsOf(word);
    // An identifier the site never writes that way (`anyof.new` for
    // `Kt::AnyOf.new`) is searched as its parts, each a word of its own, and
    // so is a compound it never writes (`copy-pasting`, `min/max`); not when
    // it is a typo of one the site does write (`kv_key_mismtach`): its parts
    // would find every section that says "key".
    return words
      .flatMap((word) => {
        const split = piecesOfUnknownWord(word.typed);
        if (!split || word.whole.some(knownTerm) || (word.prefix && hasCompletions(word.whole[0])) || isTypoOfKnownTerm(word)) return [word];
        const {pieces, identifier} = split;
        return pieces.map((piece, i) => ({...plannedWord(piece, word.prefix && i === pieces.length - 1), fromIdentifier: identifier}));
      })
      .slice(0, MAX_QUERY_WORDS);
  };
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
    if (!PLAIN_WORD.test(typed) || typed.length < 2 * MIN_SPLIT_PIECE || word.whole.some(visibleTerm)) return [];
    if (word.prefix && hasCompletions(typed)) return [];
    const pieces: string[][][] = [];
    for (let at = MIN_SPLIT_PIECE; at <= typed.length - MIN_SPLIT_PIECE; at += 1) {
      pieces.push([typed.slice(0, at), typed.slice(at)].map(queryAlternativesOfWord));
    }
    requireVocabularies(pieces.flat(2));
    return pieces.filter((phrase) => phrase.every((alternatives) => alternatives.some(knownTerm)));
  };
  const isTypoOfKnownTerm = (word: PlannedWord): boolean =>
    word.typos > 0 && typoNeighbours(vocabularyOf(vocabularyKeyOf(word.whole[0])), word.whole[0], word.typos).length > 0;
  const hasCompletions = (prefix: string): boolean => completionsOf(vocabularyOf(vocabularyKeyOf(prefix)), prefix).indexes.length > 0;

  /** Phrases are matched through their words: a key per phrase, its words' alternatives kept here. */
  const phrases = new Map<string, string[][]>();
  const phraseKeyOf = (phrase: string[][]): string => {
    const key = PHRASE_MARK + phrase.map((alternatives) => alternatives[0]).join(' ');
    phrases.set(key, phrase);
    return key;
  };
  /** Where a term is in its vocabulary shard, or null when the site does not have it. */
  const lookUp = (term: string): {vocabulary: Vocabulary; at: number} | null => {
    const vocabulary = vocabularyOf(vocabularyKeyOf(term));
    const at = vocabulary ? indexOf(vocabulary.terms, term) : -1;
    return at >= 0 ? {vocabulary: vocabulary!, at} : null;
  };
  const knownTerm = (term: string): boolean => lookUp(term) !== null;
  /** A term the site writes as a plain word (not only inside code or as a stem). */
  const visibleTerm = (term: string): boolean => {
    const found = lookUp(term);
    return !!found && found.vocabulary.visible[found.at];
  };
  /** The index terms a match reads: itself, or the known alternatives of a phrase's words. */
  const indexTermsOfMatch = (term: string): string[] => (term.startsWith(PHRASE_MARK) ? phrases.get(term)!.flat().filter(knownTerm) : [term]);

  /**
   * Sections having a phrase's words one after the other (each by any of its
   * alternatives, as the positions at a section's start show): weights
   * summed, the worst place of its words, the first word's positions.
   */
  const phrasePostingsOf = (key: string): Postings => {
    type Entry = {weight: number; fieldRank: number; positions: number[]};
    const components = phrases.get(key)!.map((alternatives) => {
      const here = new Map<number, Entry>();
      for (const term of alternatives.filter(knownTerm)) {
        const postings = postingsOf(term);
        for (let i = 0; i < postings.sections.length; i += 1) {
          const section = postings.sections[i];
          const positions = Array.from(postings.positions.subarray(postings.positionStarts[i], postings.positionStarts[i + 1]));
          const entry = here.get(section);
          if (!entry) here.set(section, {weight: postings.weights[i], fieldRank: postings.fieldRanks[i], positions});
          else {
            entry.weight = Math.max(entry.weight, postings.weights[i]);
            entry.fieldRank = Math.min(entry.fieldRank, postings.fieldRanks[i]);
            entry.positions.push(...positions);
          }
        }
      }
      return here;
    });
    const follows = (next: number[], previous: number[]) => next.some((p) => previous.some((q) => p - q >= 1 && p - q <= 2));
    const sections = [...components[0].keys()]
      .filter((section) =>
        components.every((c, k) => c.has(section) && (k === 0 || follows(c.get(section)!.positions, components[k - 1].get(section)!.positions))),
      )
      .sort((x, y) => x - y);
    const first = (section: number) => components[0].get(section)!.positions;
    const postings: Postings = {
      sections: Int32Array.from(sections),
      weights: Float64Array.from(sections, (section) => components.reduce((sum, c) => sum + c.get(section)!.weight, 0)),
      fieldRanks: Uint8Array.from(sections, (section) => Math.max(...components.map((c) => c.get(section)!.fieldRank))),
      positionStarts: new Int32Array(sections.length + 1),
      positions: Int32Array.from(sections.flatMap(first)),
    };
    let at = 0;
    sections.forEach((section, n) => {
      postings.positionStarts[n] = at;
      at += first(section).length;
    });
    postings.positionStarts[sections.length] = at;
    return postings;
  };

  /**
   * Expansions (prefix completions, typo corrections) of one word, most common
   * first, while the sections they add up to stay within an eighth of the site:
   * on a big site a one-letter prefix would otherwise touch every section.
   */
  const expansionBudget = Math.max(2000, manifest.sections / 8);
  const withinBudget = ({vocabulary, terms}: {vocabulary: Vocabulary | null; terms: number[]}): string[] => {
    if (!vocabulary) return [];
    const kept: string[] = [];
    let spent = 0;
    for (const i of terms) {
      spent += vocabulary.sections[i];
      if (kept.length > 0 && spent > expansionBudget) break;
      kept.push(vocabulary.terms[i]);
    }
    return kept;
  };

  /** Whole terms (not parts) of a vocabulary within `typos` edits of `typed`, by index. */
  const typoNeighbours = (vocabulary: Vocabulary | null, typed: string, typos: number): number[] => {
    const near: number[] = [];
    vocabulary?.terms.forEach((term, i) => {
      if (!isPartTerm(term) && editDistance(typed, term, typos) <= typos) near.push(i);
    });
    return near;
  };

  /** The index terms one query word matches, each with how well. Needs the word's vocabulary shards. */
  const termMatchesCache = new Map<string, TermMatch[]>();
  const termMatchesOf = (word: PlannedWord): TermMatch[] => {
    const cacheKey = JSON.stringify(word);
    const cached = termMatchesCache.get(cacheKey);
    if (cached) return cached;
    const best = new Map<string, MatchQuality>();
    const offer = (term: string, quality: MatchQuality) => {
      const known = best.get(term);
      if (!known || QUALITY_ORDER[quality] < QUALITY_ORDER[known]) best.set(term, quality);
    };
    const exactly = (term: string, quality: MatchQuality) => {
      if (knownTerm(term)) offer(term, quality);
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
      else if (phrase.every((alternatives) => alternatives.some(knownTerm))) offer(phraseKeyOf(phrase), 'synonym');
    }
    for (const phrase of word.splits) offer(phraseKeyOf(phrase), 'variant');
    if (word.prefix) {
      for (const alternative of alternativesOf(word)) {
        const limit = PREFIX_EXPANSIONS[Math.min([...alternative].length, PREFIX_EXPANSIONS.length - 1)];
        withinBudget(mostCommon(completionsOf(vocabularyOf(vocabularyKeyOf(alternative)), alternative), limit)).forEach((term) =>
          offer(term, 'prefix'),
        );
      }
    }
    // A word the site writes as a plain word is taken as meant, not as a typo
    // of another (`date` is not `data`, `tree` is not `three`), much as
    // Typesense looks for typos only when the words as typed find too little.
    if (word.typos > 0 && !visibleTerm(word.whole[0])) {
      // Typos are forgiven after the first letter, on the word as typed (not
      // its stem: `hashes` → `hash` → one typo → `has`).
      const typed = word.whole[0];
      const vocabulary = vocabularyOf(vocabularyKeyOf(typed));
      withinBudget(mostCommon({vocabulary, indexes: typoNeighbours(vocabulary, typed, word.typos)}, TYPO_EXPANSIONS)).forEach((term) =>
        offer(term, 'typo'),
      );
      // The first two letters swapped (`imnitest`): those words are in another shard.
      const swapped = swappedStart(typed);
      const other = swapped && !knownTerm(typed) ? vocabularyOf(vocabularyKeyOf(swapped)) : null;
      if (other && swapped) {
        const nearOther: number[] = [];
        for (let i = lowerBound(other.terms, swapped.slice(0, 2)); i < other.terms.length && other.terms[i].startsWith(swapped.slice(0, 2)); i += 1) {
          if (!isPartTerm(other.terms[i]) && editDistance(typed, other.terms[i], word.typos) <= word.typos) nearOther.push(i);
        }
        withinBudget(mostCommon({vocabulary: other, indexes: nearOther}, TYPO_EXPANSIONS)).forEach((term) => offer(term, 'typo'));
      }
    }
    const matches = [...best].map(([term, quality]) => ({term, quality}));
    if (termMatchesCache.size > 500) termMatchesCache.clear();
    termMatchesCache.set(cacheKey, matches);
    return matches;
  };

  const fileOfTerm = (term: string): number => {
    const {vocabulary, at} = lookUp(term)!;
    return vocabulary.files[at];
  };
  /** The postings files a match reads (a phrase: those of its words). */
  const filesOfMatch = (term: string): string[] => indexTermsOfMatch(term).map((t) => postingsFile(fileOfTerm(t)));

  const pageRankOf = (section: number): number => {
    for (const [first, last, rank] of manifest.pageRanks) if (section >= first && section <= last) return rank;
    return 0;
  };

  // Per-section accumulators, reused by every query (a big site has tens of
  // thousands of sections; allocating per candidate was the slow part).
  const sectionCount = manifest.sections;
  const stamp = new Uint32Array(sectionCount);
  let generation = 0;
  const score = new Float64Array(sectionCount);
  const bestField = new Uint8Array(sectionCount);
  /** Per section and query word: QUALITY_ORDER + 1 of its best form (0: not matched), and where. */
  const wordQuality = new Uint8Array(sectionCount * MAX_QUERY_WORDS);
  const wordPlace = new Uint8Array(sectionCount * MAX_QUERY_WORDS);
  /** Criteria 1–3 as one number (lower is better) and criterion 5, per section. */
  const coarse = new Uint16Array(sectionCount);
  const attributes = new Uint8Array(sectionCount);
  /** Per section: its relaxation level and how many query words it has (see searchRanked). */
  const levels = new Uint8Array(sectionCount);
  const matchedCounts = new Uint8Array(sectionCount);
  const PART = QUALITY_ORDER.part + 1;
  const VARIANT = QUALITY_ORDER.variant + 1;

  type Matched = {words: PlannedWord[]; matches: TermMatch[][]; sections: number[]};

  /** Every section matching some word, scored; needs vocabulary and postings shards. */
  const match = (words: PlannedWord[]): Matched => {
    requireVocabularies(words.flatMap((word) => [...alternativesOf(word), ...word.synonyms.flat(2)]));
    // Words whose first two letters may be swapped need a second vocabulary shard.
    requireVocabularies(
      words.flatMap((word) => {
        const swapped = word.typos > 0 ? swappedStart(word.whole[0]) : null;
        return swapped && !knownTerm(word.whole[0]) ? [swapped] : [];
      }),
    );
    const matches = words.map(termMatchesOf);
    require(matches.flat().flatMap(({term}) => filesOfMatch(term)));

    generation += 1;
    const sections: number[] = [];
    const plain = words.map((word) => PLAIN_WORD.test(word.typed));
    matches.forEach((termMatches, w) => {
      for (const {term, quality} of termMatches) {
        const postings = postingsOf(term);
        const factor = QUALITY_WEIGHT[quality];
        const order = QUALITY_ORDER[quality] + 1;
        for (let i = 0; i < postings.sections.length; i += 1) {
          const section = postings.sections[i];
          const slot = section * MAX_QUERY_WORDS + w;
          if (stamp[section] !== generation) {
            stamp[section] = generation;
            score[section] = 0;
            bestField[section] = 7;
            for (let k = section * MAX_QUERY_WORDS, end = k + words.length; k < end; k += 1) wordQuality[k] = 0;
            sections.push(section);
          }
          const fieldRank = postings.fieldRanks[i];
          score[section] += postings.weights[i] * factor;
          if (fieldRank < bestField[section]) bestField[section] = fieldRank;
          // The word's best form counts, and where that form is; also where a
          // namespaced name's last part is (`Kt.compare` in the body of a
          // section headed `compare` documents it).
          // A word and its variants (`arrays` in a heading, `array` in the
          // body) are one word for where it is: the best place of either.
          const known = wordQuality[slot];
          // (Not for identifiers: `AnyOf` in a heading is not where `any_of` is.)
          const sameWord = plain[w] && known !== 0 && order <= VARIANT && known <= VARIANT;
          if (known === 0 || order < known) {
            wordPlace[slot] = known === PART || sameWord ? Math.min(fieldRank, wordPlace[slot]) : fieldRank;
            wordQuality[slot] = order;
          } else if ((order === known || order === PART || sameWord) && fieldRank < wordPlace[slot]) {
            wordPlace[slot] = fieldRank;
          }
        }
      }
    });
    return {words, matches, sections};
  };

  /** The best-quality match of each word in a section, with its token positions (for proximity). */
  const wordMatchesOf = ({words, matches}: Matched, section: number): (WordMatch | null)[] =>
    words.map((_, w) => {
      const order = wordQuality[section * MAX_QUERY_WORDS + w];
      if (order === 0) return null;
      const quality = matches[w].find((m) => QUALITY_ORDER[m.quality] + 1 === order)!.quality;
      const positions: number[] = [];
      for (const m of matches[w]) {
        if (m.quality !== quality) continue;
        const postings = postingsOf(m.term);
        const at = indexOf(postings.sections, section);
        for (let k = at < 0 ? 0 : postings.positionStarts[at], end = at < 0 ? 0 : postings.positionStarts[at + 1]; k < end; k += 1) {
          positions.push(postings.positions[k]);
        }
      }
      return {quality, fieldRank: wordPlace[section * MAX_QUERY_WORDS + w], positions, plainWord: PLAIN_WORD.test(words[w].typed)};
    });

  /** The matched document terms of a section (for highlighting). */
  const termsOf = ({matches}: Matched, section: number): string[] => {
    const terms = new Set<string>();
    for (const m of matches.flat()) {
      if (indexOf(postingsOf(m.term).sections, section) < 0) continue;
      for (const term of indexTermsOfMatch(m.term))
        if (!m.term.startsWith(PHRASE_MARK) || indexOf(postingsOf(term).sections, section) >= 0) terms.add(term);
    }
    return [...terms];
  };

  /** Ranked hits [offset, offset + limit) and the total; needs the shown hits' fragments too. */
  const searchRanked = (query: string, limit: number, offset: number): EngineResult => {
    const words = planOf(query);
    if (words.length === 0) return {hits: [], total: 0, words: [], droppedWords: []};
    const matched = match(words);
    const want = offset + limit;
    const n = words.length;

    // Relaxing (as hosted engines do when no record has every word): a
    // section's level is how many query words it lacks; among sections
    // lacking as many, those lacking only common words come first (a word's
    // weight is its inverse document frequency; words found nowhere weigh
    // nothing). Levels are included, fewest missing first, until there are
    // hits enough.
    // A plain word's variant (`allowed` for `allow`) is the same word to a
    // reader, not an approximation; an identifier's (`anyof` for `any_of`) is.
    const isPlainWord = words.map((word) => PLAIN_WORD.test(word.typed));
    const sectionsOfWord = words.map(() => 0);
    for (const section of matched.sections) {
      for (let w = 0; w < n; w += 1) if (wordQuality[section * MAX_QUERY_WORDS + w] !== 0) sectionsOfWord[w] += 1;
    }
    const weightOfWord = sectionsOfWord.map((df) => (df > 0 ? Math.log(1 + sectionCount / df) : 0));
    // Optional words ("check", "validate", "any": tokenize.ts): a section
    // lacking one is not relaxed (same level, no missing weight), it only
    // ranks after those that have it. A query of only such words needs them.
    const optional = words.map((word) => isOptionalWord(word.typed));
    if (optional.every(Boolean)) optional.fill(false);
    // (Missing weight stays a share of every word's weight, optional ones included.)
    const totalWeight = weightOfWord.reduce((sum, weight) => sum + weight, 0) || 1;

    // Criteria 1–3 are small integers: bucket by them, then rank in full only
    // the buckets that can reach the requested page, reading the per-section
    // arrays directly (a full RankKey is made for the shown hits only).
    const counts = new Map<number, number>();
    const perLevel = new Array<number>(n + 1).fill(0);
    for (const section of matched.sections) {
      let matchedWords = 0;
      let typos = 0;
      let approximate = 0;
      let attribute = 0;
      let missing = 0;
      let level = 0;
      for (let w = 0; w < n; w += 1) {
        const slot = section * MAX_QUERY_WORDS + w;
        const order = wordQuality[slot];
        if (order === 0) {
          attribute += UNMATCHED_FIELD_RANK;
          if (optional[w]) continue;
          missing += weightOfWord[w];
          level += 1;
          continue;
        }
        matchedWords += 1;
        attribute += attributeOfFieldRank(wordPlace[slot]);
        if (order === QUALITY_ORDER.typo + 1) typos += 1;
        else if (order > VARIANT || (order === VARIANT && !isPlainWord[w])) approximate += 1;
      }
      perLevel[level] += 1;
      levels[section] = level;
      matchedCounts[section] = matchedWords;
      const missingRank = Math.round((15 * missing) / totalWeight);
      const bucket = ((level * 16 + missingRank) * 16 + typos) * 16 + approximate;
      coarse[section] = bucket;
      attributes[section] = attribute;
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const firstLevel = perLevel.findIndex((count) => count > 0);
    let lastLevel = firstLevel;
    for (let hits = perLevel[firstLevel]; hits < RELAXED_MIN_HITS && lastLevel < n;) hits += perLevel[++lastLevel];
    const included = matched.sections.filter((section) => levels[section] <= lastLevel);

    let threshold = Infinity;
    let covered = 0;
    for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
      covered += counts.get(bucket)!;
      threshold = bucket;
      if (covered >= want) break;
    }
    const proximities = new Map<number, number>();
    const proximityOf = (section: number): number => {
      if (matchedCounts[section] < 2) return 0;
      let value = proximities.get(section);
      if (value === undefined) {
        value = proximity(wordMatchesOf(matched, section).flatMap((m) => (m ? [m.positions] : [])));
        proximities.set(section, value);
      }
      return value;
    };
    const withoutProximity = (a: number, b: number) =>
      coarse[a] - coarse[b] || attributes[a] - attributes[b] || pageRankOf(b) - pageRankOf(a) || score[b] - score[a] || a - b;
    // Proximity needs each word's positions: measured for the best RERANK
    // contenders only (by every other criterion), as search engines re-rank a top-N.
    const contenders = topK(
      included.filter((section) => coarse[section] <= threshold),
      Math.max(RERANK, want),
      withoutProximity,
    );
    const top = topK(
      contenders,
      want,
      (a, b) =>
        coarse[a] - coarse[b] ||
        attributes[a] - attributes[b] ||
        pageRankOf(b) - pageRankOf(a) ||
        proximityOf(a) - proximityOf(b) ||
        withoutProximity(a, b),
    ).slice(offset);
    const keyOf = (section: number): RankKey =>
      rankKeyOf(wordMatchesOf(matched, section), {score: score[section], position: section, pageRank: pageRankOf(section), level: levels[section]});
    require(top.map((section) => fragmentFile(Math.floor(section / manifest.fragmentSize))));
    const hits = top.map((section): EngineHit => {
      const fragment = read(fragmentFile(Math.floor(section / manifest.fragmentSize))) as FragmentFile;
      const rank = keyOf(section);
      return {
        record: unpackRecord(fragment[section % manifest.fragmentSize]),
        position: section,
        score: score[section],
        rank,
        terms: termsOf(matched, section),
        headingMatched: bestField[section] < HEADING_FIELD_RANK_LIMIT,
        allWordsMatched: rank.matchedWords === words.length,
        missingWords: words.filter((_, w) => !optional[w] && wordQuality[section * MAX_QUERY_WORDS + w] === 0).map((word) => word.typed),
      };
    });
    // The words the first hit has: all of them, or those the relaxed query kept.
    const best = top[0];
    const has = (w: number) => offset > 0 || best === undefined || firstLevel === 0 || wordQuality[best * MAX_QUERY_WORDS + w] !== 0;
    const usedWords = words.filter((_, w) => has(w)).map((word) => word.typed);
    const droppedWords = words.filter((_, w) => !has(w)).map((word) => word.typed);
    return {hits, total: included.length, words: usedWords, droppedWords};
  };

  /** True when `query` has results; needs only vocabulary and postings. */
  const hasResults = (query: string): boolean => {
    const words = planOf(query);
    return words.length > 0 && match(words).sections.length > 0;
  };

  return {
    size: manifest.sections,
    search(query, {limit = 20, offset = 0} = {}) {
      return searchRanked(query, Math.max(0, limit), Math.max(0, offset));
    },
    suggest(query, limit = 3) {
      const words = meaningfulQueryWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return [];
      requireVocabularies(words.map(normalize));
      const correctionsOf = (word: string) => {
        const vocabulary = vocabularyOf(vocabularyKeyOf(normalize(word)));
        if (!vocabulary) return [];
        const visible = vocabulary.terms.flatMap((term, i) => (vocabulary.visible[i] ? [{word: term, sections: vocabulary.sections[i]}] : []));
        return corrections(word, visible);
      };
      return suggestQueries(words, correctionsOf, hasResults, manifest.topics, limit);
    },
  };
}

/** Binary search in sorted `items` (terms, or a term's section numbers): the index of `value`, or -1. */
function indexOf<T extends string | number>(items: ArrayLike<T>, value: T): number {
  const at = lowerBound(items, value);
  return items[at] === value ? at : -1;
}

/** The first index whose item is not below `value`. */
function lowerBound<T extends string | number>(items: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (items[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The word with its first two letters swapped, when they differ (null otherwise). */
function swappedStart(word: string): string | null {
  const chars = [...word];
  if (chars.length < 2 || chars[0] === chars[1]) return null;
  return chars[1] + chars[0] + chars.slice(2).join('');
}

/** A word's whole-word alternatives, then its namespaced tail if it has one. */
function alternativesOf(word: PlannedWord): string[] {
  return word.tail ? [...word.whole, word.tail] : word.whole;
}

/** Terms that start with `prefix` (and are longer), as indexes into the vocabulary. */
function completionsOf(vocabulary: Vocabulary | null, prefix: string): {vocabulary: Vocabulary | null; indexes: number[]} {
  const indexes: number[] = [];
  if (vocabulary) {
    for (let i = lowerBound(vocabulary.terms, prefix); i < vocabulary.terms.length && vocabulary.terms[i].startsWith(prefix); i += 1) {
      if (vocabulary.terms[i] !== prefix) indexes.push(i);
    }
  }
  return {vocabulary, indexes};
}

/** The `limit` terms found in the most sections (ties: alphabetical, so results are stable), as vocabulary indexes. */
function mostCommon(
  {vocabulary, indexes}: {vocabulary: Vocabulary | null; indexes: number[]},
  limit: number,
): {vocabulary: Vocabulary | null; terms: number[]} {
  if (!vocabulary) return {vocabulary, terms: []};
  return {vocabulary, terms: topK(indexes, limit, (a, b) => vocabulary.sections[b] - vocabulary.sections[a] || a - b)};
}

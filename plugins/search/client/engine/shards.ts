/**
 * The engine's view of the split index (shared/indexFormat.ts): shards are
 * read through `read`, and one that is not loaded yet makes the query throw
 * MissingShards naming all of them, so the caller (engineHost.ts) downloads
 * exactly those and asks again. Parsed shards are kept decoded for later queries.
 */
import {
  fragmentFile,
  positionsFile,
  postingsFile,
  unpackPosting,
  unpackRecord,
  vocabularyFile,
  vocabularyKeyOf,
  type FragmentFile,
  type Manifest,
  type PositionsFile,
  type PostingsFile,
  type VocabularyShard,
} from '../../shared/indexFormat';
import type {SearchRecord} from '../../shared/record';
import {indexOf} from './sortedSearch';

/** Thrown when a shard the query needs is not loaded yet: download `files`, then ask again. */
export class MissingShards extends Error {
  constructor(readonly files: string[]) {
    super(`Search shards not loaded: ${files.join(', ')}`);
    this.name = 'MissingShards';
  }
}

/** A shard's parsed contents, or undefined while it is not loaded. */
export type ShardReader = (file: string) => unknown;

/**
 * One vocabulary shard, as columns: terms sorted, then per term its section count,
 * postings file, visibility, and the term its list is stored under (itself, or an
 * earlier term with the same list).
 */
export type Vocabulary = {terms: string[]; sections: number[]; files: number[]; visible: boolean[]; stored: string[]};

/** One term's postings, decoded. */
export type Postings = {sections: Int32Array; weights: Float64Array; fieldRanks: Uint8Array};
/** Its positions, decoded: the i-th posting's are positions[starts[i] .. starts[i + 1]). */
export type Positions = {starts: Int32Array; positions: Int32Array};

export type ShardStore = ReturnType<typeof createShardStore>;

export function createShardStore(manifest: Manifest, read: ShardReader) {
  const vocabularyKeys = new Set(manifest.vocabulary);

  /** Files an earlier require() found loaded. Asked without reading a file: a read is a download to the bench. */
  const required = new Set<string>();
  const isLoaded = (file: string): boolean => required.has(file);
  /** Every file in `files` loaded, or MissingShards naming those that are not. */
  const require = (files: string[]): void => {
    const missing = [...new Set(files)].filter((file) => read(file) === undefined);
    if (missing.length > 0) throw new MissingShards(missing);
    for (const file of files) required.add(file);
  };

  const vocabularies = new Map<string, Vocabulary>();
  /** The vocabulary shard of `key` (null when the site has none); it must be loaded (requireVocabularies). */
  const vocabularyOf = (key: string): Vocabulary | null => {
    if (!vocabularyKeys.has(key)) return null;
    let vocabulary = vocabularies.get(key);
    if (!vocabulary) {
      vocabulary = vocabularyOfShard(read(vocabularyFile(key)) as VocabularyShard);
      vocabularies.set(key, vocabulary);
    }
    return vocabulary;
  };
  const vocabularyOfTerm = (term: string): Vocabulary | null => vocabularyOf(vocabularyKeyOf(term));
  /** The vocabulary shards that may hold `terms`. */
  const requireVocabularies = (terms: string[]): void =>
    require(
      terms
        .map(vocabularyKeyOf)
        .filter((key) => vocabularyKeys.has(key))
        .map(vocabularyFile),
    );

  /** Where a term is in its vocabulary shard, or null when the site does not have it. */
  const lookUp = (term: string): {vocabulary: Vocabulary; at: number} | null => {
    const vocabulary = vocabularyOfTerm(term);
    const at = vocabulary ? indexOf(vocabulary.terms, term) : -1;
    return at >= 0 ? {vocabulary: vocabulary!, at} : null;
  };
  const knownTerm = (term: string): boolean => lookUp(term) !== null;
  /** A term the site writes as a plain word (not only inside code or as a stem). */
  const visibleTerm = (term: string): boolean => {
    const found = lookUp(term);
    return !!found && found.vocabulary.visible[found.at];
  };

  /** How many sections have a known term (its postings' length). */
  const sectionCountOf = (term: string): number => {
    const {vocabulary, at} = lookUp(term)!;
    return vocabulary.sections[at];
  };
  const fileNumberOf = (term: string): number => {
    const {vocabulary, at} = lookUp(term)!;
    return vocabulary.files[at];
  };
  /** The term a known term's list is stored under in its files. */
  const storedTermOf = (term: string): string => {
    const {vocabulary, at} = lookUp(term)!;
    return vocabulary.stored[at];
  };
  /** The postings file of a known term. */
  const postingsFileOf = (term: string): string => postingsFile(fileNumberOf(term));
  /** The positions file of a known term. */
  const positionsFileOf = (term: string): string => positionsFile(fileNumberOf(term));
  /**
   * A known term's list from `cache`, else decoded from the term it is stored under (its
   * own, or a twin's with the same list); kept under both, as inner loops ask by term.
   */
  const listOf = <T>(cache: Map<string, T>, term: string, decode: (stored: string) => T): T => {
    let list = cache.get(term);
    if (!list) {
      const stored = storedTermOf(term);
      list = cache.get(stored) ?? decode(stored);
      cache.set(stored, list).set(term, list);
    }
    return list;
  };
  const postingsCache = new Map<string, Postings>();
  /** A known term's postings; its postings file must be loaded. */
  const postingsOf = (term: string): Postings =>
    listOf(postingsCache, term, (stored) => decodePostings((read(postingsFileOf(term)) as PostingsFile)[stored] ?? []));
  const positionsCache = new Map<string, Positions>();
  /** A known term's positions, one list per posting; its positions file must be loaded. */
  const positionsOf = (term: string): Positions =>
    listOf(positionsCache, term, (stored) =>
      decodePositions((read(positionsFileOf(term)) as PositionsFile)[stored] ?? [], postingsOf(term).sections.length),
    );

  const fragmentFileOf = (section: number): string => fragmentFile(Math.floor(section / manifest.fragmentSize));
  /** The fragment files holding `sections`' records. */
  const recordFilesOf = (sections: number[]): string[] => sections.map(fragmentFileOf);
  /** A section's record; its fragment must be loaded (recordFilesOf). */
  const recordOf = (section: number): SearchRecord => unpackRecord((read(fragmentFileOf(section)) as FragmentFile)[section % manifest.fragmentSize]);

  return {
    require,
    isLoaded,
    requireVocabularies,
    vocabularyOfTerm,
    lookUp,
    knownTerm,
    visibleTerm,
    sectionCountOf,
    postingsFileOf,
    positionsFileOf,
    postingsOf,
    positionsOf,
    recordFilesOf,
    recordOf,
  };
}

export function vocabularyOfShard(shard: VocabularyShard): Vocabulary {
  return {
    terms: shard.map((e) => e[0]),
    sections: shard.map((e) => e[1]),
    files: shard.map((e) => e[2]),
    visible: shard.map((e) => e[3] === 1),
    stored: shard.map((e, i) => (e[4] === undefined ? e[0] : (shard[i + e[4]]?.[0] ?? e[0]))),
  };
}

/** A term's postings as stored (per section: section gap, packed weight and field rank) into typed arrays. */
export function decodePostings(numbers: number[]): Postings {
  const count = Math.floor(numbers.length / 2);
  const postings: Postings = {sections: new Int32Array(count), weights: new Float64Array(count), fieldRanks: new Uint8Array(count)};
  let section = 0;
  for (let n = 0; n < count; n += 1) {
    section += numbers[2 * n];
    const {weight, fieldRank} = unpackPosting(numbers[2 * n + 1]);
    postings.sections[n] = section;
    postings.weights[n] = weight;
    postings.fieldRanks[n] = fieldRank;
  }
  return postings;
}

/**
 * A term's positions as stored (per posting: the number of positions, then
 * their gaps) for its `count` postings. Two passes, count then fill, so no
 * array is made per posting; a damaged or short list reads as no positions.
 */
export function decodePositions(numbers: number[], count: number): Positions {
  // A damaged count must not loop forever (it is read as 0 or more), nor read past the list.
  const countAt = (i: number) => (numbers[i] > 0 ? Math.min(Math.floor(numbers[i]), numbers.length - i - 1) : 0);
  let total = 0;
  for (let i = 0, n = 0; n < count && i < numbers.length; n += 1, i += 1 + countAt(i)) total += countAt(i);
  const positions: Positions = {starts: new Int32Array(count + 1), positions: new Int32Array(total)};
  let at = 0;
  for (let i = 0, n = 0; n < count; n += 1) {
    positions.starts[n] = at;
    const length = i < numbers.length ? countAt(i) : 0;
    let position = 0;
    for (let j = 1; j <= length && at < total; j += 1) positions.positions[at++] = position += numbers[i + j];
    i += 1 + length;
  }
  positions.starts[count] = at;
  return positions;
}

/**
 * The split index format (v5), shared by the indexer that writes it and the
 * runtime that reads it. A query downloads only what it needs:
 *
 *   search-index/index.json          manifest: build id, counts, which shards exist
 *   search-index/<buildId>/v-<key>.json   vocabulary shard: the terms that start
 *                                    with one character, with their document
 *                                    frequency and the postings file holding them
 *   search-index/<buildId>/p-<n>.json     postings: term → sections, each with a
 *                                    precomputed BM25 weight and the best field it
 *                                    appears in
 *   search-index/<buildId>/q-<n>.json     the same terms' first positions in those
 *                                    sections, read only by a query of two words
 *                                    or more (proximity) or a phrase: about half
 *                                    the postings' bytes, which a one-word query
 *                                    (every keystroke of the first word) skips; a
 *                                    long list's only when the ranking reads them
 *                                    (engine/sectionMatches.ts)
 *   search-index/<buildId>/f-<n>.json     fragments: the display records (the
 *                                    DocSearch shape of record.ts) of manifest.fragmentSize
 *                                    consecutive sections
 *   search-index/<buildId>/m-<n>.json     section vectors, and search-index/table-<sum>/t-<n>.json
 *                                    the word table's shards: the meaning layer (meaning.ts)
 *   search-index/<buildId>/v-all.json     every vocabulary shard in one file, written
 *                                    only when the whole vocabulary is small
 *                                    (manifest.vocabularyBundle): fetched at intent,
 *                                    in parallel with the manifest, so a cold
 *                                    query waits only on postings, then fragments
 *
 * Sections are numbered in reading order, so a section's number is also the
 * final tie-break and tells which fragment holds it. Shards live under the
 * build's own folder: a manifest and the shards it names always match.
 */
import {INDEX_DIRECTORY, type RecordType, type SearchRecord} from './record';
import type {Synonyms} from './synonyms';
import {isMeaningManifest, type MeaningManifest} from './meaning';

export const INDEX_FORMAT_VERSION = 5;
export const MANIFEST_FILE = 'index.json';
export {INDEX_DIRECTORY};

export type Manifest = {
  version: typeof INDEX_FORMAT_VERSION;
  /** Identifies the build (cache busting, staleness); its shards are under search-index/<buildId>/. */
  buildId: string;
  /** Number of sections (records). */
  sections: number;
  /** Sections per fragment file. */
  fragmentSize: number;
  /** Keys of the vocabulary shards that exist (see vocabularyKeyOf). */
  vocabulary: string[];
  /** Page ranks other than 0, as [first section, last section, rank]. */
  pageRanks: Array<[number, number, number]>;
  /** Top-level groups (lvl0), offered when a query has no close spelling. */
  topics: string[];
  /** The site's own synonyms (theme option `synonyms`, see synonyms.ts), read at query time. */
  synonyms?: Synonyms;
  /** True when VOCABULARY_BUNDLE_FILE holds every vocabulary shard (small sites). */
  vocabularyBundle?: boolean;
  /** The meaning layer's files (shared/meaning.ts); absent when the site has none. */
  meaning?: MeaningManifest;
};

/**
 * The whole vocabulary goes into one file when its JSON is at most this many
 * bytes (about 20 kB gzipped; this site's size: BENCHMARKS.md). Larger
 * vocabularies are fetched one first-letter shard at a time.
 */
export const VOCABULARY_BUNDLE_MAX_BYTES = 96_000;
export const VOCABULARY_BUNDLE_FILE = 'v-all.json';
/** Vocabulary key → that shard. */
export type VocabularyBundle = Record<string, VocabularyShard>;

/**
 * [term, sections containing it, postings file number, 1 when readers see it as a word
 * (for suggestions)], and when its list fills a postings file of its own and its postings
 * and positions are the same as an earlier term's of the shard (a word and its stem, `active` and `activ`; an identifier and its
 * parts joined, `with_code` and `withcode`): that entry's offset (negative). The list is
 * stored once, under that term, and a query of both fetches it once.
 */
export type VocabularyEntry = [string, number, number, 0 | 1] | [string, number, number, 0 | 1, number];
/** Sorted by term. */
export type VocabularyShard = VocabularyEntry[];

/**
 * term → flat list, per section: gap from the previous section number and
 * the packed weight and field rank (packPosting).
 */
export type PostingsFile = Record<string, number[]>;
/**
 * term → flat list, per section of its postings in the same order: the
 * number of positions, then the position gaps. `q-<n>` holds the terms of `p-<n>`.
 */
export type PositionsFile = Record<string, number[]>;

/** Weights are stored as integers in quarters; the field rank (0–7) below them. */
const WEIGHT_SCALE = 4;
const FIELD_RANKS = 8;

export function packPosting(weight: number, fieldRank: number): number {
  return Math.round(weight * WEIGHT_SCALE) * FIELD_RANKS + fieldRank;
}

export function unpackPosting(packed: number): {weight: number; fieldRank: number} {
  return {weight: Math.floor(packed / FIELD_RANKS) / WEIGHT_SCALE, fieldRank: packed % FIELD_RANKS};
}

/** [url, type, lvl0..lvlN (trailing empty levels dropped), content, pageRank]. */
export type PackedRecord = [string, RecordType, string[], string | null, number];
export type FragmentFile = PackedRecord[];

export const vocabularyFile = (key: string) => `v-${key}.json`;
export const postingsFile = (n: number) => `p-${n}.json`;
export const positionsFile = (n: number) => `q-${n}.json`;
export const fragmentFile = (n: number) => `f-${n}.json`;

/** The shard a term's vocabulary entry is in: its first character (code point in hex when not a-z/0-9). */
export function vocabularyKeyOf(term: string): string {
  const first = String.fromCodePoint(term.codePointAt(0) ?? 0);
  return /^[a-z0-9]$/.test(first) ? first : `u${(first.codePointAt(0) ?? 0).toString(16)}`;
}

export function packRecord(record: SearchRecord): PackedRecord {
  const levels = [
    record.hierarchy.lvl0,
    record.hierarchy.lvl1,
    record.hierarchy.lvl2,
    record.hierarchy.lvl3,
    record.hierarchy.lvl4,
    record.hierarchy.lvl5,
    record.hierarchy.lvl6,
  ].map((level) => level ?? '');
  while (levels.length > 2 && !levels[levels.length - 1]) levels.pop();
  return [record.url, record.type, levels, record.content, record.weight?.pageRank ?? 0];
}

export function unpackRecord([url, type, levels, content, pageRank]: PackedRecord): SearchRecord {
  const hashAt = url.indexOf('#');
  const level = (i: number) => levels[i] || null;
  return {
    objectID: url,
    url,
    url_without_anchor: hashAt < 0 ? url : url.slice(0, hashAt),
    anchor: hashAt < 0 ? null : url.slice(hashAt + 1),
    type,
    hierarchy: {
      lvl0: levels[0] ?? '',
      lvl1: levels[1] ?? '',
      lvl2: level(2),
      lvl3: level(3),
      lvl4: level(4),
      lvl5: level(5),
      lvl6: level(6),
    },
    content,
    ...(pageRank ? {weight: {pageRank}} : {}),
  };
}

export function isManifest(value: unknown): value is Manifest {
  if (!value || typeof value !== 'object') return false;
  const m = value as Partial<Manifest>;
  return (
    m.version === INDEX_FORMAT_VERSION &&
    typeof m.buildId === 'string' &&
    /^[\w-]+$/.test(m.buildId) &&
    Number.isInteger(m.sections) &&
    Number.isInteger(m.fragmentSize) &&
    (m.fragmentSize ?? 0) > 0 &&
    Array.isArray(m.vocabulary) &&
    m.vocabulary.every((key) => typeof key === 'string' && /^[\w]+$/.test(key)) &&
    Array.isArray(m.pageRanks) &&
    Array.isArray(m.topics) &&
    (m.synonyms === undefined || (typeof m.synonyms === 'object' && m.synonyms !== null && Object.values(m.synonyms).every(Array.isArray))) &&
    (m.meaning === undefined || isMeaningManifest(m.meaning))
  );
}

export function isVocabularyShard(value: unknown): value is VocabularyShard {
  return (
    Array.isArray(value) &&
    value.every(
      (e, i) =>
        Array.isArray(e) &&
        typeof e[0] === 'string' &&
        typeof e[1] === 'number' &&
        typeof e[2] === 'number' &&
        (e[4] === undefined || (Number.isInteger(e[4]) && e[4] < 0 && i + e[4] >= 0)),
    )
  );
}

export function isVocabularyBundle(value: unknown): value is VocabularyBundle {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isVocabularyShard);
}

export function isPostingsFile(value: unknown): value is PostingsFile {
  return !!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(Array.isArray);
}

export const isPositionsFile: (value: unknown) => value is PositionsFile = isPostingsFile;

export function isFragmentFile(value: unknown): value is FragmentFile {
  return Array.isArray(value) && value.every((r) => Array.isArray(r) && typeof r[0] === 'string' && typeof r[1] === 'string' && Array.isArray(r[2]));
}

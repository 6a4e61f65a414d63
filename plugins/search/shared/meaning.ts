/**
 * The meaning layer's format and arithmetic, shared by the build (which
 * writes section vectors and shards the word table) and the browser (which
 * turns a query into a vector and compares it with the sections').
 *
 * The word table (plugins/search/data/semantic/, distilled by tools/semantic/)
 * gives each vocabulary word a vector. A text's vector is the normalised sum
 * of its words' vectors: static embeddings, as model2vec makes them.
 *
 *   search-index/<table>/t-<n>.json   table shard: the rows of the words whose
 *                                     hash falls in shard n (tableShardOf)
 *   search-index/<buildId>/m-<n>.json section vectors of cluster n (one cluster
 *                                     on a small site; see MeaningManifest)
 *
 * Table shards live in a folder named after the table's checksum, not the
 * build: they stay cached across deploys until the table itself changes.
 */

/** What the manifest says about the meaning layer (absent: the site has none). */
export type MeaningManifest = {
  /** Folder of the table shards under search-index/ (named by the table's checksum). */
  table: string;
  /** Number of table shards (a power of two). */
  tableShards: number;
  dims: number;
  /** Section-vector clusters; each m-<n>.json holds one. */
  clusters: number;
  /** Cluster centroids (base64 int8, clusters × dims), when there is more than one cluster. */
  centroids?: string;
  /** Clusters a query reads, nearest centroids first. */
  probe: number;
};

/** Rows of one table shard: words, their scales and their int8 vectors (base64, words × dims). */
export type TableShardFile = {w: string[]; s: number[]; v: string};
/**
 * One cluster: its sections' numbers, and their unit vectors in 4 bits a
 * value (base64, two values a byte, low nibble first; value = scale × nibble).
 * Half the bytes of int8 for the same ranking (tools/relevance/tuneFusion.ts).
 */
export type SectionVectorsFile = {n: number[]; s: number[]; v: string};

export const tableShardFile = (n: number) => `t-${n}.json`;
export const sectionVectorsFile = (n: number) => `m-${n}.json`;

/** The distiller's word rule (tools/semantic/table.py, WORD_RULE): lower case, accents dropped, runs of letters and digits joined by `_`. */
const WORD = /[a-z0-9]+(?:_[a-z0-9]+)*/g;

export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(WORD) ?? []
  );
}

/** FNV-1a: the same word lands in the same shard at build time and in the browser. */
export function tableShardOf(word: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < word.length; i += 1) {
    hash ^= word.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % shards;
}

/** A word's row, or undefined when the table does not know it. */
export type RowLookup = (word: string) => Float32Array | undefined;

/** The words whose rows a text's vector needs: a word unknown as a whole counts as its `_` parts. */
export function wordsNeeded(text: string): string[] {
  const needed = new Set<string>();
  for (const word of wordsOf(text)) {
    needed.add(word);
    if (word.includes('_')) for (const part of word.split('_')) needed.add(part);
  }
  return [...needed];
}

/** The normalised sum of the words' rows; null when no word is known. */
export function textVector(text: string, rowOf: RowLookup, dims: number): Float32Array | null {
  const sum = new Float32Array(dims);
  let known = 0;
  const add = (row: Float32Array) => {
    for (let d = 0; d < dims; d += 1) sum[d] += row[d];
    known += 1;
  };
  for (const word of wordsOf(text)) {
    const row = rowOf(word);
    if (row) add(row);
    else if (word.includes('_')) {
      for (const part of word.split('_')) {
        const partRow = rowOf(part);
        if (partRow) add(partRow);
      }
    }
  }
  return known ? normalised(sum) : null;
}

/** What the fusion (client/fusion.ts) knows about a query's words. */
export type QueryFacts = {
  /**
   * The table knows every word: each has a row, or is made of `_` parts that all have
   * one. A word it does not know (often a typo) adds nothing to the query's vector,
   * which then stands for less than the reader typed.
   */
  everyWordKnown: boolean;
  /** How many words the query has, split as the table's words are. */
  wordCount: number;
};

/** The table has a row for the word, or for each of its `_` parts. */
const knownWord = (word: string, rowOf: RowLookup): boolean => !!rowOf(word) || (word.includes('_') && word.split('_').every((part) => rowOf(part)));

export function queryFacts(text: string, rowOf: RowLookup): QueryFacts {
  const words = wordsOf(text);
  return {everyWordKnown: words.every((word) => knownWord(word, rowOf)), wordCount: words.length};
}

/** The text's words the table does not know (each once). */
export function unknownWords(text: string, rowOf: RowLookup): string[] {
  return [...new Set(wordsOf(text).filter((word) => !knownWord(word, rowOf)))];
}

/** The text's words, with each word `replacements` names replaced (the same vector as the text, but for those). */
export function withWordsReplaced(text: string, replacements: ReadonlyMap<string, string>): string {
  return wordsOf(text)
    .map((word) => replacements.get(word) ?? word)
    .join(' ');
}

export function normalised(vector: Float32Array): Float32Array | null {
  let norm = 0;
  for (const x of vector) norm += x * x;
  if (norm === 0) return null;
  const scale = 1 / Math.sqrt(norm);
  return vector.map((x) => x * scale);
}

/** Unit vector → int8 (× 127), the form section vectors ship in. */
export function quantizeUnit(vector: Float32Array): Int8Array {
  return Int8Array.from(vector, (x) => Math.max(-127, Math.min(127, Math.round(x * 127))));
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToInt8(text: string): Int8Array {
  return new Int8Array(base64ToBytes(text).buffer);
}

/** Row `row` of a table of int8 rows, as numbers: scale × each stored integer. */
export function dequantizedRow(vectors: Int8Array, scale: number, row: number, dims: number): Float32Array {
  return Float32Array.from(vectors.subarray(row * dims, (row + 1) * dims), (x) => x * scale);
}

/** Cosine of a unit query with row `row` of quantised unit vectors (value = scale × stored integer). */
export function cosineAt(query: Float32Array, vectors: Int8Array, row: number, dims: number, scale = 1 / 127): number {
  let dot = 0;
  const offset = row * dims;
  for (let d = 0; d < dims; d += 1) dot += query[d] * vectors[offset + d];
  return dot * scale;
}

/** A vector in 4-bit integers (−7…7) and its scale. */
export function quantizeNibbles(vector: Float32Array): {scale: number; values: Int8Array} {
  let max = 0;
  for (const x of vector) max = Math.max(max, Math.abs(x));
  const scale = max > 0 ? max / 7 : 1;
  return {scale: Number(scale.toPrecision(6)), values: Int8Array.from(vector, (x) => Math.max(-7, Math.min(7, Math.round(x / scale))))};
}

/** Signed 4-bit values, two a byte, low nibble first (an odd count pads with 0). */
export function packNibbles(values: Int8Array): Uint8Array {
  const bytes = new Uint8Array(Math.ceil(values.length / 2));
  for (let i = 0; i < values.length; i += 1) bytes[i >> 1] |= (values[i] & 0xf) << ((i & 1) * 4);
  return bytes;
}

export function unpackNibbles(bytes: Uint8Array, count: number): Int8Array {
  const values = new Int8Array(count);
  for (let i = 0; i < count; i += 1) values[i] = (((bytes[i >> 1] >> ((i & 1) * 4)) & 0xf) << 28) >> 28;
  return values;
}

export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function isTableShardFile(value: unknown): value is TableShardFile {
  const v = value as Partial<TableShardFile> | null;
  return !!v && Array.isArray(v.w) && Array.isArray(v.s) && typeof v.v === 'string' && v.w.length === v.s.length;
}

export function isSectionVectorsFile(value: unknown): value is SectionVectorsFile {
  const v = value as Partial<SectionVectorsFile> | null;
  return !!v && Array.isArray(v.n) && Array.isArray(v.s) && v.s.length === v.n.length && typeof v.v === 'string';
}

export function isMeaningManifest(value: unknown): value is MeaningManifest {
  const m = value as Partial<MeaningManifest> | null;
  return (
    !!m &&
    typeof m.table === 'string' &&
    /^[\w-]+$/.test(m.table) &&
    Number.isInteger(m.tableShards) &&
    Number.isInteger(m.dims) &&
    Number.isInteger(m.clusters) &&
    Number.isInteger(m.probe) &&
    (m.centroids === undefined || typeof m.centroids === 'string')
  );
}

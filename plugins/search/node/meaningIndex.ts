/**
 * Records → the meaning layer's files (shared/meaning.ts): a vector per
 * section, grouped in clusters, and the word table cut into shards so that a
 * query downloads only its own words' rows. Pure (no file system).
 */
import {recordHeading, type SearchRecord} from '../shared/record';
import {
  bytesToBase64,
  normalised,
  packNibbles,
  quantizeNibbles,
  quantizeUnit,
  sectionVectorsFile,
  tableShardFile,
  tableShardOf,
  textVector,
  type MeaningManifest,
  type SectionVectorsFile,
  type TableShardFile,
} from '../shared/meaning';
import {adaptedRows, offsetVector, rotated} from './queryAdapter';
import type {WordTable} from './wordTable';

/** Up to this many sections, one cluster: every query compares with every section. */
const ONE_CLUSTER_MAX_SECTIONS = 2_000;
/** Clusters a query reads at scale: the nearest centroids. */
const PROBE = 3;
/** At most this many rows per table shard on average (a power of two of shards: this table's are about 5 rows, 1.5 kB gzipped). */
const ROWS_PER_SHARD = 8;
const KMEANS_ROUNDS = 6;

/**
 * What a section means: its page title, its own heading, then its text. A heading
 * between the two (a section's parent) is left out: it pulls a parent's sections
 * together. The query adapter is fitted to vectors of this text (exportEvalData.ts
 * hands it to tools/semantic/adapter.py).
 */
export function sectionText(record: SearchRecord): string {
  const page = record.hierarchy.lvl1;
  const heading = recordHeading(record);
  return [page, ...(heading && heading !== page ? [heading] : []), record.content ?? ''].join('. ');
}

export type MeaningFiles = {
  meaning: MeaningManifest;
  /** Files of the build's own folder (section vectors). */
  files: Map<string, SectionVectorsFile>;
  /** Files of the table's folder (`meaning.table`), the same for every build of this table. */
  tableFiles: Map<string, TableShardFile>;
  /**
   * Sections the adapter was fitted with that this build no longer has (a heading renamed,
   * a page moved): their offsets went unused. writeIndex.ts warns; a refit mends it.
   */
  unusedOffsets: string[];
};

/**
 * A section's URL as the adapter's offsets are matched by: a folder's own page is the same
 * page served with or without its trailing slash (`…/Contributing/#x`, `…/Contributing#x`).
 */
const sectionKey = (url: string) => url.replace(/\/(?=#|$)/, '');

export function meaningFiles(records: SearchRecord[], table: WordTable): MeaningFiles {
  const {dims} = table;
  const signs = table.queryAdapter?.rotationSigns;
  const offsets = new Map([...(table.queryAdapter?.sectionOffsets ?? [])].map(([url, offset]) => [sectionKey(url), offset]));
  const vectors = records.map((record) => {
    const text = textVector(sectionText(record), table.rowOf, dims) ?? new Float32Array(dims);
    // Moved towards the questions readers ask of it, when the adapter was fitted with it.
    const offset = offsets.get(sectionKey(record.url));
    const vector = offset ? offsetVector(text, offset) : text;
    // Turned as the query rows were (queryAdapter.ts), before the 4-bit cut.
    return signs ? rotated(vector, signs) : vector;
  });
  const clusters = records.length <= ONE_CLUSTER_MAX_SECTIONS ? null : sphericalKMeans(vectors, Math.round(Math.sqrt(records.length)), dims);
  const members: number[][] = clusters
    ? clusters.assignment.reduce<number[][]>(groupInto(clusters.centroids.length), [])
    : [records.map((_, i) => i)];
  const files = new Map<string, SectionVectorsFile>();
  members.forEach((sections, n) => {
    const values = new Int8Array(sections.length * dims);
    const scales = sections.map((section, row) => {
      const {scale, values: quantized} = quantizeNibbles(vectors[section]);
      values.set(quantized, row * dims);
      return scale;
    });
    files.set(sectionVectorsFile(n), {n: sections, s: scales, v: bytesToBase64(packNibbles(values))});
  });
  const tableShards = tableShardCount(table.words.length);
  const meaning: MeaningManifest = {
    table: `table-${table.checksum.slice(0, 12)}`,
    tableShards,
    dims,
    clusters: members.length,
    probe: Math.min(PROBE, members.length),
    ...(clusters ? {centroids: int8Base64(clusters.centroids, dims)} : {}),
  };
  const urls = new Set(records.map((record) => sectionKey(record.url)));
  const unusedOffsets = [...(table.queryAdapter?.sectionOffsets?.keys() ?? [])].filter((url) => !urls.has(sectionKey(url)));
  return {meaning, files, tableFiles: tableShardFiles(table), unusedOffsets};
}

export function tableShardCount(rows: number): number {
  let shards = 1;
  while (shards * ROWS_PER_SHARD < rows) shards *= 2;
  return shards;
}

// The shards depend on the table alone (its checksum covers the adapter): made once per
// table, not on every dev-server reload; adapting the rows takes about 2 s.
const shardsOfTable = new Map<string, Map<string, TableShardFile>>();

function tableShardFiles(table: WordTable): Map<string, TableShardFile> {
  let files = shardsOfTable.get(table.checksum);
  if (!files) shardsOfTable.set(table.checksum, (files = shardTable(table, tableShardCount(table.words.length))));
  return files;
}

// The shards are read for queries only: with an adapter, they hold its rows.
function shardTable(table: WordTable, shards: number): Map<string, TableShardFile> {
  const {vectors, scales} = table.queryAdapter ? adaptedRows(table, table.queryAdapter) : table;
  const rowsOf: number[][] = Array.from({length: shards}, () => []);
  table.words.forEach((word, row) => rowsOf[tableShardOf(word, shards)].push(row));
  const files = new Map<string, TableShardFile>();
  rowsOf.forEach((rows, n) => {
    const bytes = new Int8Array(rows.length * table.dims);
    rows.forEach((row, i) => bytes.set(vectors.subarray(row * table.dims, (row + 1) * table.dims), i * table.dims));
    files.set(tableShardFile(n), {
      w: rows.map((row) => table.words[row]),
      // float32 → shortest decimal that reads back as the same float32
      s: rows.map((row) => Number(scales[row].toPrecision(9))),
      v: bytesToBase64(new Uint8Array(bytes.buffer)),
    });
  });
  return files;
}

function int8Base64(vectors: Float32Array[], dims: number): string {
  const bytes = new Int8Array(vectors.length * dims);
  vectors.forEach((vector, i) => bytes.set(quantizeUnit(vector), i * dims));
  return bytesToBase64(new Uint8Array(bytes.buffer));
}

const groupInto = (k: number) => (groups: number[][], cluster: number, section: number) => {
  while (groups.length < k) groups.push([]);
  groups[cluster].push(section);
  return groups;
};

/**
 * Spherical k-means on unit vectors, seeded with evenly spaced sections
 * (reading order), so the same records always give the same clusters.
 */
export function sphericalKMeans(vectors: Float32Array[], k: number, dims: number): {centroids: Float32Array[]; assignment: number[]} {
  let centroids = Array.from({length: k}, (_, i) => Float32Array.from(vectors[Math.floor((i * vectors.length) / k)]));
  let assignment: number[] = [];
  for (let round = 0; round < KMEANS_ROUNDS; round += 1) {
    assignment = vectors.map((vector) => nearest(vector, centroids, dims));
    const sums = Array.from({length: k}, () => new Float32Array(dims));
    assignment.forEach((cluster, i) => {
      for (let d = 0; d < dims; d += 1) sums[cluster][d] += vectors[i][d];
    });
    centroids = sums.map((sum, i) => normalised(sum) ?? centroids[i]);
  }
  return {centroids, assignment};
}

function nearest(vector: Float32Array, centroids: Float32Array[], dims: number): number {
  let best = 0;
  let bestDot = -Infinity;
  centroids.forEach((centroid, i) => {
    let dot = 0;
    for (let d = 0; d < dims; d += 1) dot += vector[d] * centroid[d];
    if (dot > bestDot) {
      bestDot = dot;
      best = i;
    }
  });
  return best;
}

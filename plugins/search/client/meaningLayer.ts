/**
 * The meaning layer in the browser: the query's vector from its words' table
 * rows, compared with the section vectors by cosine. Like the word engine it
 * never downloads anything itself: it throws MissingShards naming the files a
 * query needs (its words' table shards, then its clusters), and the host
 * fetches them and asks again.
 */
import {
  base64ToBytes,
  base64ToInt8,
  cosineAt,
  dequantizedRow,
  queryFacts,
  type QueryFacts,
  unpackNibbles,
  sectionVectorsFile,
  tableShardFile,
  tableShardOf,
  textVector,
  unknownWords,
  wordsNeeded,
  type MeaningManifest,
  type SectionVectorsFile,
  type TableShardFile,
} from '../shared/meaning';
import {MissingShards} from './engine';

export type MeaningHit = {position: number; similarity: number};

export type MeaningLayer = {
  /** Sections closest in meaning to the query, most similar first (empty when no query word is known). */
  rank(query: string, limit: number): MeaningHit[];
  /** The files `rank(query)` would still need (none: it answers at once). */
  missingFiles(query: string): string[];
  /** What the fusion knows of the query's words (once `rank(query)` has answered). */
  queryFacts(query: string): QueryFacts;
  /** The query's words the table does not know; needs their table shards (throws MissingShards). */
  unknownWords(query: string): string[];
};

type Cluster = {sections: number[]; scales: number[]; vectors: Int8Array};

export function createMeaningLayer(meaning: MeaningManifest, getFile: (file: string) => unknown): MeaningLayer {
  const {dims} = meaning;
  const rows = new Map<string, Float32Array>();
  const shardsRead = new Set<number>();
  const clusters = new Map<number, Cluster>();
  const centroids = meaning.centroids ? base64ToInt8(meaning.centroids) : null;
  const tableFile = (shard: number) => `${meaning.table}/${tableShardFile(shard)}`;

  const shardsOf = (query: string) => [...new Set(wordsNeeded(query).map((word) => tableShardOf(word, meaning.tableShards)))];

  const readShard = (shard: number): boolean => {
    if (shardsRead.has(shard)) return true;
    const file = getFile(tableFile(shard)) as TableShardFile | undefined;
    if (!file) return false;
    const vectors = base64ToInt8(file.v);
    file.w.forEach((word, i) => rows.set(word, dequantizedRow(vectors, file.s[i], i, dims)));
    shardsRead.add(shard);
    return true;
  };

  /** The table files of the query's words not loaded yet (those loaded are read). */
  const missingTableFiles = (query: string): string[] =>
    shardsOf(query)
      .filter((shard) => !readShard(shard))
      .map(tableFile);

  const clusterAt = (n: number): Cluster | undefined => {
    let cluster = clusters.get(n);
    if (!cluster) {
      const file = getFile(sectionVectorsFile(n)) as SectionVectorsFile | undefined;
      if (!file) return undefined;
      cluster = {sections: file.n, scales: file.s, vectors: unpackNibbles(base64ToBytes(file.v), file.n.length * dims)};
      clusters.set(n, cluster);
    }
    return cluster;
  };

  const nearestClusters = (query: Float32Array): number[] => {
    if (!centroids) return [0];
    const order = Array.from({length: meaning.clusters}, (_, n) => ({n, similarity: cosineAt(query, centroids, n, dims)}));
    order.sort((a, b) => b.similarity - a.similarity || a.n - b.n);
    return order.slice(0, meaning.probe).map((c) => c.n);
  };

  /** What `query` needs, in the order it can be known: its words' shards, then its vector's clusters. */
  const plan = (query: string): {missing: string[]; vector: Float32Array | null; clusters: number[]} => {
    const missingTables = missingTableFiles(query);
    if (missingTables.length) return {missing: missingTables, vector: null, clusters: []};
    const vector = textVector(query, (word) => rows.get(word), dims);
    const clusters = vector ? nearestClusters(vector) : [];
    return {missing: clusters.filter((n) => !clusterAt(n)).map(sectionVectorsFile), vector, clusters};
  };

  return {
    missingFiles: (query) => plan(query).missing,
    queryFacts: (query) => queryFacts(query, (word) => rows.get(word)),
    unknownWords(query) {
      const missing = missingTableFiles(query);
      if (missing.length) throw new MissingShards(missing);
      return unknownWords(query, (word) => rows.get(word));
    },
    rank(query, limit) {
      const {missing, vector, clusters} = plan(query);
      if (missing.length) throw new MissingShards(missing);
      if (!vector) return [];
      const hits: MeaningHit[] = [];
      for (const n of clusters) {
        const cluster = clusterAt(n)!;
        cluster.sections.forEach((position, row) =>
          hits.push({position, similarity: cosineAt(vector, cluster.vectors, row, dims, cluster.scales[row])}),
        );
      }
      hits.sort((a, b) => b.similarity - a.similarity || a.position - b.position);
      return hits.slice(0, limit);
    },
  };
}

/**
 * The search the site ships (words fused with meaning) and the meaning layer
 * alone, on the same records as ours (adapters/ours.ts, the word index):
 *  - files: the word index plus what the build adds when it has the word table
 *    (plugins/search/node/writeIndex.ts): section vectors `m-<n>.json` in the
 *    build's folder, table shards in `search-index/<table>/`, the manifest's `meaning`;
 *  - firstSearchBytes / sessionBytes: the files the fused search reads, counted
 *    as the browser fetches them (the meaning layer's in the same rounds as the
 *    word shards; a small site's vocabulary as its one bundle);
 *  - build/load: records or shipped files → createFusedEngine (or the meaning layer).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fusedEngineOfIndex, withMeaningFiles} from '../../../plugins/search/node/engineOfRecords';
import {shardIndex} from '../../../plugins/search/node/shardIndex';
import {meaningFiles, type MeaningFiles} from '../../../plugins/search/node/meaningIndex';
import {readWordTable, WORD_TABLE_DIR, type WordTable} from '../../../plugins/search/node/wordTable';
import {createMeaningLayer, type MeaningLayer} from '../../../plugins/search/client/meaningLayer';
import {INDEX_DIRECTORY, MANIFEST_FILE, type Manifest} from '../../../plugins/search/shared/indexFormat';
import type {SearchRecord} from '../../../plugins/search/shared/record';
import {bytesOf, gzipSize} from '../lib';
import {fetchRecorder, files as wordFiles, parseIndex, ready, sessionBytes} from './ours';
import {bundledEngine} from '../bundledEngine';
import type {ReadyEngine, RecordEngineAdapter} from './types';

const MANIFEST = `${INDEX_DIRECTORY}/${MANIFEST_FILE}`;
const LIMIT = 20;

let table: WordTable | undefined;
/** The committed word table (plugins/search/data/semantic/), read once. */
export const wordTable = (): WordTable => (table ??= readWordTable());

// The meaning layer's files for a set of records, computed once (at 10,000 pages
// it takes minutes) and timed: the hybrid's build computes them, the meaning
// layer alone reports that time as its own build.
const meaningCache = new WeakMap<SearchRecord[], {files: MeaningFiles; ms: number}>();
function meaningOf(records: SearchRecord[]): MeaningFiles {
  let meaning = meaningCache.get(records);
  if (!meaning) {
    const started = performance.now();
    const files = meaningFiles(records, wordTable());
    meaning = {files, ms: performance.now() - started};
    meaningCache.set(records, meaning);
  }
  return meaning.files;
}

const json = (data: unknown) => Buffer.from(JSON.stringify(data));

/** The word index's files with the meaning layer's added, named as the build writes them. */
async function hybridFiles(records: SearchRecord[]): Promise<Map<string, Buffer>> {
  const shipped = await wordFiles(records);
  const {meaning, files, tableFiles} = meaningOf(records);
  const manifest = JSON.parse(shipped.get(MANIFEST)!.toString('utf8')) as Manifest;
  shipped.set(MANIFEST, json({...manifest, meaning}));
  for (const [name, data] of files) shipped.set(`${INDEX_DIRECTORY}/${manifest.buildId}/${name}`, json(data));
  for (const [name, data] of tableFiles) shipped.set(`${INDEX_DIRECTORY}/${meaning.table}/${name}`, json(data));
  return shipped;
}

/**
 * What a file is, for the breakdown of a first search: the manifest (with the
 * meaning layer's cluster centroids when it has more than one cluster), a
 * table shard, section vectors, or the word index's shards.
 */
export function partOf(shippedFile: string): 'manifest' | 'table rows' | 'section vectors' | 'words' {
  if (shippedFile === MANIFEST) return 'manifest';
  if (/\/table-[^/]+\/t-\d+\.json$/.test(shippedFile)) return 'table rows';
  if (/\/m-\d+\.json$/.test(shippedFile)) return 'section vectors';
  return 'words';
}

/** The word index's shards by kind (file names as shared/indexFormat.ts writes them), for a later query's breakdown. */
export function wordPartOf(shippedFile: string): 'vocabulary' | 'postings' | 'positions' | 'fragments' | 'other' {
  const name = path.posix.basename(shippedFile);
  if (/^v-.+\.json$/.test(name)) return 'vocabulary';
  if (/^p-\d+\.json$/.test(name)) return 'postings';
  if (/^q-\d+\.json$/.test(name)) return 'positions';
  if (/^f-\d+\.json$/.test(name)) return 'fragments';
  return 'other';
}

/** A file's kind for a later query's breakdown: its part, the word index's split by kind of shard. */
export const fileKindOf = (shippedFile: string): string => (partOf(shippedFile) === 'words' ? wordPartOf(shippedFile) : partOf(shippedFile));

const urlsOf = (positions: number[], records: SearchRecord[]) => positions.map((position) => records[position].url);

export const hybrid: RecordEngineAdapter = {
  name: 'ours: hybrid (as shipped)',
  configuration:
    'plugins/search/client/fusedEngine.ts over the word index + the meaning layer (plugins/search/node/meaningIndex.ts with the committed word table, readWordTable()): section vectors (one cluster up to 2,000 sections, else √n clusters, probe 3), table shards by word hash; the meaning layer reads the query with the typos the word engine mends (fusedEngine.ts meaningQuery); fused by a learned linear score (client/fusion.ts); search(prefix, {limit: 20, meaning: on}); keystrokes timed on the engine bundled as the browser has it (tools/bench/bundledEngine.ts)',
  files: hybridFiles,
  build: (records) => {
    // fusedEngineOfRecords(records, table), with the meaning files kept for files() and the meaning layer alone.
    const {manifest, files} = withMeaningFiles(shardIndex('memory', records), meaningOf(records));
    return ready(bundledEngine().createFusedEngine(manifest, (file) => files.get(file)));
  },
  load: (shipped) => ready(fusedEngineOfIndex(parseIndex(shipped, {fresh: true}))),
  firstSearchBytes: (query, shipped) => sessionBytes([query], shipped)[0],
  sessionBytes,
};

/** The meaning layer alone: the files it reads (manifest, table shards, section vectors) and its cosine ranking. */
function meaningReady(layer: MeaningLayer, records: SearchRecord[]): ReadyEngine {
  return {
    search: (query, limit) =>
      urlsOf(
        layer.rank(query, limit).map((hit) => hit.position),
        records,
      ),
  };
}

export const meaningOnly: RecordEngineAdapter = {
  name: 'ours: meaning only',
  configuration:
    'plugins/search/client/meaningLayer.ts alone: the query vector (normalised sum of its words’ table rows) against the section vectors by cosine, same files as the hybrid; rank(prefix, 20)',
  files: async (records) => {
    const all = await hybridFiles(records);
    return new Map([...all].filter(([name]) => partOf(name) !== 'words'));
  },
  // The hybrid's build computed the meaning files (and timed them): reused here, that time reported.
  build: (records) => {
    const meaning = meaningOf(records);
    const tableDir = `${meaning.meaning.table}/`;
    const layer = createMeaningLayer(meaning.meaning, (file) =>
      file.startsWith(tableDir) ? meaning.tableFiles.get(file.slice(tableDir.length)) : meaning.files.get(file),
    );
    return meaningReady(layer, records);
  },
  buildMs: (records) => meaningCache.get(records)?.ms,
  load: (shipped, records) => {
    const {manifest, files} = parseIndex(shipped, {fresh: true});
    return meaningReady(
      createMeaningLayer(manifest.meaning!, (file) => files.get(file)),
      records,
    );
  },
  firstSearchBytes: (query, shipped) => {
    const parsed = parseIndex(shipped);
    const recorder = fetchRecorder(parsed);
    createMeaningLayer(parsed.manifest.meaning!, recorder.getFile).rank(query, LIMIT);
    return bytesOf(recorder.take(), shipped);
  },
};

/**
 * The word table's size: its committed files (plugins/search/data/semantic/*)
 * and the table shards the build writes from it (the same for every site).
 */
export function tableFootprint(records: SearchRecord[]) {
  const committed = fs.readdirSync(WORD_TABLE_DIR).map((name) => fs.statSync(path.join(WORD_TABLE_DIR, name)).size);
  const shards = [...meaningOf(records).tableFiles.values()].map(json);
  return {
    committedFiles: committed.length,
    committedBytes: committed.reduce((a, b) => a + b, 0),
    shards: shards.length,
    shardsRaw: shards.reduce((sum, data) => sum + data.length, 0),
    shardsGzip: shards.reduce((sum, data) => sum + gzipSize(data), 0),
    rows: wordTable().words.length,
    dims: wordTable().dims,
  };
}

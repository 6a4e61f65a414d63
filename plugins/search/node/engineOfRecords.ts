/**
 * Engines with every shard already "loaded": over records held in memory, or
 * over an index folder a build wrote. What unit tests, the relevance suite and
 * the benchmark search with; the same indexer and engine code the site ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createEngine, type SearchEngine} from '../client/engine';
import {fragmentFile, isManifest, MANIFEST_FILE, unpackRecord, type FragmentFile, type Manifest} from '../shared/indexFormat';
import type {SearchRecord} from '../shared/record';
import {shardIndex, type ShardOptions} from './shardIndex';
import {createFusedEngine, type FusedEngine} from '../client/fusedEngine';
import type {FusionSettings} from '../client/fusion';
import {meaningFiles, type MeaningFiles} from './meaningIndex';
import type {WordTable} from './wordTable';

export function engineOfRecords(records: SearchRecord[], options?: ShardOptions): SearchEngine {
  const {manifest, files} = shardIndex('memory', records, options);
  return createEngine(manifest, (file) => files.get(file));
}

/** A written index (`<site>/search-index`): its manifest and every shard, parsed. */
export function readIndexDirectory(indexDir: string): {manifest: Manifest; files: Map<string, unknown>} {
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(indexDir, MANIFEST_FILE), 'utf8'));
  if (!isManifest(manifest)) throw new Error(`${indexDir}: not a search index manifest`);
  const shardDir = path.join(indexDir, manifest.buildId);
  const files = new Map<string, unknown>();
  for (const name of fs.readdirSync(shardDir)) files.set(name, JSON.parse(fs.readFileSync(path.join(shardDir, name), 'utf8')));
  if (manifest.meaning) {
    const tableDir = path.join(indexDir, manifest.meaning.table);
    for (const name of fs.readdirSync(tableDir).filter((n) => n.endsWith('.json'))) {
      files.set(`${manifest.meaning.table}/${name}`, JSON.parse(fs.readFileSync(path.join(tableDir, name), 'utf8')));
    }
  }
  return {manifest, files};
}

export function engineOfIndex({manifest, files}: {manifest: Manifest; files: Map<string, unknown>}): SearchEngine {
  return createEngine(manifest, (file) => files.get(file));
}

/** The search the site ships (words, fused with meaning when the index has it) over a loaded index. */
export function fusedEngineOfIndex({manifest, files}: {manifest: Manifest; files: Map<string, unknown>}, settings?: FusionSettings): FusedEngine {
  return createFusedEngine(manifest, (file) => files.get(file), settings);
}

/** The same over records in memory, with the meaning layer of `wordTable` (without one: words only). */
export function fusedEngineOfRecords(records: SearchRecord[], wordTable?: WordTable, options?: ShardOptions, settings?: FusionSettings): FusedEngine {
  const index = shardIndex('memory', records, options);
  return fusedEngineOfIndex(wordTable ? withMeaning(index, records, wordTable) : index, settings);
}

/** A loaded index with the meaning layer's files added (what the build writes when it has the table). */
export function withMeaning(
  index: {manifest: Manifest; files: Map<string, unknown>},
  records: SearchRecord[],
  wordTable: WordTable,
): {manifest: Manifest; files: Map<string, unknown>} {
  return withMeaningFiles(index, meaningFiles(records, wordTable));
}

/** The same with the meaning layer's files already made (meaningFiles). */
export function withMeaningFiles(
  index: {manifest: Manifest; files: Map<string, unknown>},
  meaning: MeaningFiles,
): {manifest: Manifest; files: Map<string, unknown>} {
  const files = new Map<string, unknown>(index.files);
  for (const [name, data] of meaning.files) files.set(name, data);
  for (const [name, data] of meaning.tableFiles) files.set(`${meaning.meaning.table}/${name}`, data);
  return {manifest: {...index.manifest, meaning: meaning.meaning}, files};
}

/** Every record of a written index, in section order. */
export function recordsOfIndex({manifest, files}: {manifest: Manifest; files: Map<string, unknown>}): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (let n = 0; n * manifest.fragmentSize < manifest.sections; n += 1) {
    records.push(...(files.get(fragmentFile(n)) as FragmentFile).map(unpackRecord));
  }
  return records;
}

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
  return {manifest, files};
}

export function engineOfIndex({manifest, files}: {manifest: Manifest; files: Map<string, unknown>}): SearchEngine {
  return createEngine(manifest, (file) => files.get(file));
}

/** Every record of a written index, in section order. */
export function recordsOfIndex({manifest, files}: {manifest: Manifest; files: Map<string, unknown>}): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (let n = 0; n * manifest.fragmentSize < manifest.sections; n += 1) {
    records.push(...(files.get(fragmentFile(n)) as FragmentFile).map(unpackRecord));
  }
  return records;
}

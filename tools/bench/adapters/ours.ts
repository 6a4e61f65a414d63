/**
 * Everything the benchmark knows about OUR search lives here, so that a change
 * of index format (e.g. a split, sharded index) is one edit in one file:
 *  - indexHtmlSite: the build-time indexer over a directory of rendered HTML,
 *  - files: every file our indexer writes (name → bytes),
 *  - firstSearchBytes: which of them the browser fetches for a first query,
 *  - build/load: records or shipped files → the engine, and its result URLs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pagesOfBuiltSite} from '../../../search/indexer/buildIndex';
import {writeSearchIndex} from '../../../search/indexer/writeIndex';
import {createEngine} from '../../../search/runtime/engine';
import {recordsOfIndexFile} from '../../../search/shared/pages';
import {INDEX_DIRECTORY, INDEX_FILE, type SearchIndexFile, type SearchRecord} from '../../../search/shared/record';
import {bytesOf, readTree} from '../lib';
import type {ReadyEngine, RecordEngineAdapter} from './types';

export const BASE_URL = '/katachi/';
const MAIN_FILE = `${INDEX_DIRECTORY}/${INDEX_FILE}`;

// The files our indexer wrote, by the records they hold (index format v2
// packs pages, so the shipped bytes cannot be rebuilt from records alone).
const shippedFiles = new WeakMap<SearchRecord[], Map<string, Buffer>>();

/** Records as the browser gets them from the shipped file(s). */
function recordsOfShipped(files: Map<string, Buffer>): SearchRecord[] {
  return recordsOfIndexFile(JSON.parse(files.get(MAIN_FILE)!.toString('utf8')) as SearchIndexFile);
}

/** The records a production build wrote (what the site really ships). */
export function recordsOfBuild(outDir: string): SearchRecord[] {
  const files = readTree(path.join(outDir, INDEX_DIRECTORY));
  const shipped = new Map([...files].map(([name, data]) => [`${INDEX_DIRECTORY}/${name}`, data]));
  const records = recordsOfShipped(shipped);
  shippedFiles.set(records, shipped);
  return records;
}

/** Route paths of every `index.html` (and `*.html`) under `outDir`, as Docusaurus reports them. */
export function routesOfHtmlDir(outDir: string, baseUrl = BASE_URL): string[] {
  const routes: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (['pagefind', 'assets', INDEX_DIRECTORY].includes(entry.name)) continue;
        walk(path.join(dir, entry.name), `${rel}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        routes.push(`${baseUrl}${rel}`.replace(/(.)\/$/, '$1'));
      } else if (entry.name.endsWith('.html')) {
        routes.push(`${baseUrl}${rel}${entry.name.replace(/\.html$/, '')}`);
      }
    }
  };
  walk(outDir, '');
  return routes.sort();
}

/** Our build-time indexer (what postBuild runs) over a directory of rendered pages: HTML → records → files written. */
export async function indexHtmlSite(outDir: string, options: {fallbackLvl0?: string} = {}) {
  const routesPaths = routesOfHtmlDir(outDir);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ours-'));
  const started = performance.now();
  const pages = await pagesOfBuiltSite({
    outDir,
    baseUrl: BASE_URL,
    routesPaths,
    excludedPaths: [`${BASE_URL}search`],
    fallbackLvl0: options.fallbackLvl0 ?? 'Katachi',
  });
  await writeSearchIndex(scratch, 'bench', pages);
  const ms = performance.now() - started;
  const shipped = readTree(scratch);
  fs.rmSync(scratch, {recursive: true, force: true});
  const records = recordsOfShipped(shipped);
  shippedFiles.set(records, shipped);
  return {records, ms, pages: routesPaths.length};
}

/** Every file our indexer wrote for these records (today one: search-index/index.json). */
async function files(records: SearchRecord[]): Promise<Map<string, Buffer>> {
  const shipped = shippedFiles.get(records);
  if (!shipped) throw new Error('ours: records must come from recordsOfBuild or indexHtmlSite (the index packs pages)');
  return new Map(shipped);
}

/**
 * What the browser fetches before the first query is answered. Today's format
 * is one file, so every query needs all of it; a split format would list only
 * the shards the query's terms live in.
 */
export function firstSearchBytes(_query: string, shipped: Map<string, Buffer>) {
  return bytesOf([...shipped.keys()], shipped);
}

function ready(engine: ReturnType<typeof createEngine>): ReadyEngine {
  return {search: (query, limit) => engine.search(query, {limit}).hits.map((hit) => hit.record.url)};
}

export const ours: RecordEngineAdapter = {
  name: 'ours',
  configuration:
    'search/runtime/engine.ts createEngine(records), as shipped: code-aware tokeniser, stemming, typo budget, AND-then-OR query plan, rank.ts criteria; search(prefix, {limit: 20})',
  files,
  build: (records) => ready(createEngine(records)),
  load: (shipped) => ready(createEngine(recordsOfShipped(shipped))),
  firstSearchBytes,
};

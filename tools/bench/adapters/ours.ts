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
import {pagesOfBuiltSite} from '../../../plugins/search/node/buildIndex';
import {writeSearchIndex} from '../../../plugins/search/node/writeIndex';
import {engineOfIndex, recordsOfIndex} from '../../../plugins/search/node/engineOfRecords';
import {shardIndex} from '../../../plugins/search/node/shardIndex';
import {createEngine, type SearchEngine} from '../../../plugins/search/client/engine';
import {createFusedEngine} from '../../../plugins/search/client/fusedEngine';
import {INDEX_DIRECTORY, MANIFEST_FILE, VOCABULARY_BUNDLE_FILE, type Manifest} from '../../../plugins/search/shared/indexFormat';
import type {SearchRecord} from '../../../plugins/search/shared/record';
import {bytesOf, readTree, type Bytes} from '../lib';
import {bundledEngine} from '../bundledEngine';
import type {ReadyEngine, RecordEngineAdapter} from './types';

const BASE_URL = '/katachi/';
const MANIFEST = `${INDEX_DIRECTORY}/${MANIFEST_FILE}`;

// The files our indexer wrote, by the records they hold (the fragments pack
// records, so the shipped bytes are what the indexer wrote, not re-derived).
const shippedFiles = new WeakMap<SearchRecord[], Map<string, Buffer>>();

export type ParsedIndex = {manifest: Manifest; shardDir: string; files: Map<string, unknown>};
const parsedCache = new WeakMap<Map<string, Buffer>, ParsedIndex>();

/**
 * The shipped files, parsed: the manifest and the files the engine asks for,
 * by the names it asks with (its build's shards by name; the meaning layer's
 * table shards, when the manifest has one, as `<table>/t-<n>.json`).
 */
export function parseIndex(shipped: Map<string, Buffer>, {fresh = false} = {}): ParsedIndex {
  // fresh: parsed again, so that a timed load pays for it.
  let parsed = fresh ? undefined : parsedCache.get(shipped);
  if (!parsed) {
    const manifest = JSON.parse(shipped.get(MANIFEST)!.toString('utf8')) as Manifest;
    const shardDir = `${INDEX_DIRECTORY}/${manifest.buildId}/`;
    const tableDir = manifest.meaning ? `${INDEX_DIRECTORY}/${manifest.meaning.table}/` : null;
    const files = new Map<string, unknown>();
    for (const [name, data] of shipped) {
      if (name.startsWith(shardDir)) files.set(name.slice(shardDir.length), JSON.parse(data.toString('utf8')));
      else if (tableDir && name.startsWith(tableDir) && name.endsWith('.json')) {
        files.set(name.slice(INDEX_DIRECTORY.length + 1), JSON.parse(data.toString('utf8')));
      }
    }
    parsed = {manifest, shardDir, files};
    parsedCache.set(shipped, parsed);
  }
  return parsed;
}

/** The shipped name of a file the engine asks for: its build's folder, or (a table shard) its own folder. */
export const shippedName = (parsed: ParsedIndex, file: string) => (file.includes('/') ? `${INDEX_DIRECTORY}/${file}` : parsed.shardDir + file);

/**
 * The word index alone: a build with the meaning layer (plugins/search/node/
 * meaningIndex.ts) also wrote section vectors, table shards and the manifest's
 * `meaning`; they are left out here (adapters/hybrid.ts adds them back).
 */
function wordsOnly(shipped: Map<string, Buffer>): Map<string, Buffer> {
  const {manifest, shardDir} = parseIndex(shipped);
  if (!manifest.meaning) return shipped;
  const {meaning, ...words} = manifest;
  const tableDir = `${INDEX_DIRECTORY}/${meaning.table}/`;
  const kept = new Map<string, Buffer>();
  for (const [name, data] of shipped) {
    if (name.startsWith(tableDir) || (name.startsWith(shardDir) && /^m-\d+\.json$/.test(name.slice(shardDir.length)))) continue;
    kept.set(name, name === MANIFEST ? Buffer.from(JSON.stringify(words)) : data);
  }
  return kept;
}

function recordsOfShipped(shipped: Map<string, Buffer>): SearchRecord[] {
  const records = recordsOfIndex(parseIndex(shipped));
  shippedFiles.set(records, wordsOnly(shipped));
  return records;
}

/** The records a production build wrote (what the site really ships). */
export function recordsOfBuild(outDir: string): SearchRecord[] {
  const files = readTree(path.join(outDir, INDEX_DIRECTORY));
  return recordsOfShipped(new Map([...files].map(([name, data]) => [`${INDEX_DIRECTORY}/${name}`, data])));
}

/**
 * Route paths of every `index.html` (and `*.html`) under `outDir`, as Docusaurus
 * reports them: the not-found page as `404.html`, which the indexer leaves out.
 */
function routesOfHtmlDir(outDir: string, baseUrl = BASE_URL): string[] {
  const routes: string[] = [];
  const walk = (dir: string, rel: string): void => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (['pagefind', 'assets', INDEX_DIRECTORY].includes(entry.name)) continue;
        walk(path.join(dir, entry.name), `${rel}${entry.name}/`);
      } else if (entry.name === 'index.html') {
        routes.push(`${baseUrl}${rel}`.replace(/(.)\/$/, '$1'));
      } else if (entry.name === '404.html') {
        routes.push(`${baseUrl}${rel}${entry.name}`);
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
  await writeSearchIndex(scratch, 'bench', pages, {synonyms: synonymsOfBuild(outDir)});
  const ms = performance.now() - started;
  const shipped = readTree(scratch);
  fs.rmSync(scratch, {recursive: true, force: true});
  return {records: recordsOfShipped(shipped), ms, pages: routesPaths.length};
}

/** The site's synonyms, as its own build wrote them into its manifest (none for a synthetic corpus). */
function synonymsOfBuild(outDir: string): Manifest['synonyms'] {
  const file = path.join(outDir, MANIFEST);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest).synonyms : undefined;
}

/** Every file our indexer wrote for these records: the manifest and its shards (the word index). */
export async function files(records: SearchRecord[]): Promise<Map<string, Buffer>> {
  const shipped = shippedFiles.get(records);
  if (!shipped) throw new Error('ours: records must come from recordsOfBuild or indexHtmlSite (the index packs records)');
  return new Map(shipped);
}

/**
 * What the browser fetches before the first query is answered: the manifest,
 * then exactly the shards the engine asks for (the same MissingShards rounds
 * the browser's engine host makes), found by recording every shard it reads.
 */
export function firstSearchBytes(query: string, shipped: Map<string, Buffer>) {
  return sessionBytes([query], shipped, createEngine)[0];
}

/**
 * Records what a page fetches: every file the engine reads, by its shipped
 * name, once (a small site's vocabulary shards come as the one bundle).
 */
export function fetchRecorder(parsed: ParsedIndex) {
  const fetched = new Set<string>();
  let fresh: string[] = [];
  const getFile = (file: string) => {
    const name = parsed.manifest.vocabularyBundle && /^v-/.test(file) ? parsed.shardDir + VOCABULARY_BUNDLE_FILE : shippedName(parsed, file);
    if (!fetched.has(name)) {
      fetched.add(name);
      fresh.push(name);
    }
    return parsed.files.get(file);
  };
  /** The files fetched since the last call (the first call: with the manifest). */
  const take = () => {
    const files = fetched.has(MANIFEST) ? fresh : [MANIFEST, ...fresh];
    fetched.add(MANIFEST);
    fresh = [];
    return files;
  };
  return {getFile, take};
}

/**
 * Bytes of a session: `queries` searched one after another on one page, by
 * the search the site ships (fused with meaning when the files have it). The
 * first counts the manifest and every file it reads; each later one only the
 * files no earlier query fetched.
 */
export function sessionBytes(
  queries: string[],
  shipped: Map<string, Buffer>,
  createSearch: (manifest: Manifest, getFile: (file: string) => unknown) => Pick<SearchEngine, 'search'> = createFusedEngine,
): Bytes[] {
  const parsed = parseIndex(shipped);
  const recorder = fetchRecorder(parsed);
  const engine = createSearch(parsed.manifest, recorder.getFile);
  return queries.map((query) => {
    engine.search(query, {limit: 20});
    return bytesOf(recorder.take(), shipped);
  });
}

export function ready(engine: Pick<SearchEngine, 'search'>): ReadyEngine {
  return {search: (query, limit) => engine.search(query, {limit}).hits.map((hit) => hit.record.url)};
}

export const ours: RecordEngineAdapter = {
  name: 'ours: words only',
  configuration:
    'plugins/search/node/shardIndex.ts + plugins/search/client/engine/, the word engine alone (the hybrid’s word half): split index (manifest, vocabulary shards by first letter, postings with precomputed BM25 weights, fragments), code-aware tokeniser, stemming, typo budget, rank.ts criteria; search(prefix, {limit: 20}); keystrokes timed on the engine bundled as the browser has it (tools/bench/bundledEngine.ts)',
  files,
  build: (records) => {
    const {manifest, files: index} = shardIndex('memory', records);
    return ready(bundledEngine().createEngine(manifest, (file) => index.get(file)));
  },
  load: (shipped) => ready(engineOfIndex(parseIndex(shipped, {fresh: true}))),
  firstSearchBytes,
  sessionBytes,
};

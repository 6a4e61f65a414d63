/**
 * Pagefind (npm `pagefind`, its binary from @pagefind/<platform>) on the same
 * rendered HTML our indexer reads. Indexing runs through its Node API; search
 * runs its own browser bundle (pagefind.js + wasm) in headless Chromium
 * (/usr/bin/chromium, driven by playwright-core), served by a local HTTP
 * server that records every file the page fetches, so first-search bytes are
 * the bytes really requested, not a model of them.
 *
 * Configuration: rootSelector "article" (the doc content, as our indexer reads
 * .theme-doc-markdown inside it) and excludeSelectors mirroring our indexer's
 * skipped chrome; everything else default (English stemming, its default
 * ranking, no includeCharacters).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import type {Browser} from 'playwright-core';
import {readTree, wireSize} from '../lib';
import {CHROMIUM, missingChromium} from '../chromium';

const PAGEFIND_CONFIG = {
  rootSelector: 'article',
  excludeSelectors: [
    '.hash-link',
    '.theme-doc-breadcrumbs',
    '.theme-doc-toc-mobile',
    '.theme-doc-footer',
    '.pagination-nav',
    '.theme-edit-this-page',
    '.theme-doc-version-badge',
    'button',
    'nav',
  ],
};
export const PAGEFIND_CONFIGURATION =
  `pagefind 1.x Node API: createIndex(${JSON.stringify(PAGEFIND_CONFIG)}), addDirectory(site), writeFiles; ` +
  'searched with its own pagefind.js in headless Chromium: search(prefix) for latency, data() of the top 5 results (its UI page size) for first-search bytes; ' +
  'relevance flattens each page result as its default UI shows it (page, then up to 3 sub-results with the most matches, in page order)';
const DISPLAYED_RESULTS = 5;

type PagefindModule = typeof import('pagefind');

export async function loadPagefind(): Promise<PagefindModule | string> {
  try {
    const module = (await import('pagefind')) as PagefindModule;
    return module;
  } catch (error) {
    return `pagefind npm package not installed (${(error as Error).message.split('\n')[0]}); run: npm install -D pagefind`;
  }
}

/** Indexes `siteDir` into `<siteDir>/pagefind`; returns the time and the files written. */
export async function indexWithPagefind(pagefind: PagefindModule, siteDir: string) {
  const outputPath = path.join(siteDir, 'pagefind');
  fs.rmSync(outputPath, {recursive: true, force: true});
  const started = performance.now();
  const {index, errors} = await pagefind.createIndex(PAGEFIND_CONFIG);
  if (!index) throw new Error(`pagefind createIndex failed: ${errors.join('; ')}`);
  const added = await index.addDirectory({path: siteDir});
  if (added.errors.length) throw new Error(`pagefind addDirectory: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({outputPath});
  if (written.errors.length) throw new Error(`pagefind writeFiles: ${written.errors.join('; ')}`);
  const ms = performance.now() - started;
  await index.deleteIndex();
  const files = readTree(outputPath);
  return {ms, pages: added.page_count, files, outputPath};
}

/** Index files only (what a search can fetch): not the UI bundles, CSS or the other-language wasm. */
export function pagefindIndexBytes(files: Map<string, Buffer>) {
  let raw = 0;
  let gzip = 0;
  for (const [name, data] of files) {
    if (/\.(js|css)$/.test(name)) continue;
    raw += data.length;
    gzip += wireSize(data);
  }
  return {raw, gzip};
}

// In-page code, kept as plain JavaScript text: the TypeScript loader would
// otherwise add its own helpers to a function passed to page.evaluate.
const SEARCH_IN_PAGE = `async ({query, shown}) => {
  const pf = await import('/katachi/pagefind/pagefind.js');
  await pf.options({baseUrl: '/katachi/'});
  const search = await pf.search(query);
  await Promise.all(search.results.slice(0, shown).map((r) => r.data()));
}`;

const REPLAY_IN_PAGE = `async ({queries, prefixes, shown}) => {
  const pf = await import('/katachi/pagefind/pagefind.js');
  await pf.options({baseUrl: '/katachi/'});
  await pf.init();
  // The default UI: the page (when its first sub-result is the page itself), then
  // at most 3 sub-results, the ones with the most matched locations, in page order.
  const shownUrls = (data) => {
    const subs = data.sub_results || [];
    const hasRoot = subs.length > 0 && subs[0].url === data.url;
    const rest = hasRoot ? subs.slice(1) : subs;
    const top = new Set([...rest].sort((a, b) => b.locations.length - a.locations.length).slice(0, 3).map((s) => s.url));
    const thinned = rest.length <= 3 ? rest : rest.filter((s) => top.has(s.url));
    return [...(hasRoot ? [data.url] : []), ...thinned.map((s) => s.url)];
  };
  const results = {};
  for (const query of queries) {
    const search = await pf.search(query);
    const data = await Promise.all(search.results.slice(0, shown).map((r) => r.data()));
    results[query] = data.flatMap(shownUrls);
  }
  // Warm-up (loads the index chunks the replay needs; at most 60 s: on 10,000
  // pages one-letter prefixes take seconds each), then timed passes in the
  // runner's shuffled order, within the same 30 s budget as the other engines.
  const warmStarted = performance.now();
  for (const prefix of prefixes) {
    await pf.search(prefix);
    if (performance.now() - warmStarted > 60000) break;
  }
  const times = [];
  const started = performance.now();
  timing: for (let pass = 0; pass < 3; pass += 1) {
    for (const prefix of prefixes) {
      if (performance.now() - started > 30000) break timing;
      const t = performance.now();
      await pf.search(prefix);
      times.push(performance.now() - t);
    }
  }
  return {results, times};
}`;

/**
 * A reading session in Pagefind: `queries` searched one after another on one page, each
 * with the data of its first `shown` results loaded; per query, the index files it fetched
 * that no earlier query had (the first also counts what loading pagefind.js fetched), and
 * their gzip bytes; pagefind.js and other scripts are not counted.
 */
export function runPagefindSession(
  siteDir: string,
  queries: string[],
  shown: number,
): Promise<Array<{query: string; files: string[]; gzip: number}> | string> {
  return inPagefindBrowser(siteDir, async ({browser, server, files}) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/bench.html`);
    server.take();
    const session = [];
    const seen = new Set<string>();
    for (const query of queries) {
      await page.evaluate(`(${SEARCH_IN_PAGE})(${JSON.stringify({query, shown})})`);
      const fresh = takenIndexFiles(server).filter((name) => !name.endsWith('.js') && !seen.has(name));
      fresh.forEach((name) => seen.add(name));
      session.push({query, files: fresh, gzip: fresh.reduce((sum, name) => sum + (files.has(name) ? wireSize(files.get(name)!) : 0), 0)});
    }
    return session;
  });
}

type PagefindBrowser = {browser: Browser; server: Served; files: Map<string, Buffer>};

/** `siteDir` served and Chromium launched for `run`, both closed after it; why not, when there is no Chromium. */
async function inPagefindBrowser<T>(siteDir: string, run: (opened: PagefindBrowser) => Promise<T>): Promise<T | string> {
  const missing = missingChromium();
  if (missing) return missing;
  const {chromium} = await import('playwright-core');
  const files = readTree(path.join(siteDir, 'pagefind'));
  const server = await serve(siteDir);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
  try {
    return await run({browser, server, files});
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The files under pagefind/ the page fetched since the last take, each once. */
const takenIndexFiles = (server: Served) => [...new Set(server.take().map((rel) => rel.replace(/^pagefind\//, '')))];

type Served = {url: string; close(): Promise<void>; take(): string[]};

/** Serves `siteDir` under /katachi/ and a blank page at /bench.html; records requested paths. */
async function serve(siteDir: string): Promise<Served> {
  let log: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/bench.html') {
      res.writeHead(200, {'content-type': 'text/html'});
      res.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body></body></html>');
      return;
    }
    const rel = decodeURIComponent(url.pathname.replace(/^\/katachi\//, ''));
    const file = path.join(siteDir, rel);
    if (!file.startsWith(siteDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    log.push(rel);
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    res.writeHead(200, {'content-type': type});
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
    take: () => {
      const taken = log;
      log = [];
      return taken;
    },
  };
}

export type PagefindRun = {
  firstSearch: Array<{query: string; files: string[]; gzip: number; raw: number; jsGzip: number}>;
  latency: {times: number[]} | null;
  results: Record<string, string[]>;
  /** Why the keystroke replay gave no figures, when it failed. */
  replayError?: string;
};

/** Drives pagefind.js in Chromium: first-search bytes per query (fresh cache each), keystroke latency, and results. */
export async function runPagefindInBrowser(
  siteDir: string,
  queries: string[],
  prefixes: string[],
  options: {firstSearchQueries?: string[]} = {},
): Promise<PagefindRun | string> {
  return inPagefindBrowser(siteDir, async ({browser, server, files}) => {
    const firstSearch: PagefindRun['firstSearch'] = [];
    for (const query of options.firstSearchQueries ?? queries) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/bench.html`);
      server.take();
      await page.evaluate(`(${SEARCH_IN_PAGE})(${JSON.stringify({query, shown: DISPLAYED_RESULTS})})`);
      const fetched = takenIndexFiles(server);
      let gzip = 0;
      let raw = 0;
      let jsGzip = 0;
      for (const name of fetched) {
        const data = files.get(name);
        if (!data) continue;
        if (name.endsWith('.js')) jsGzip += wireSize(data);
        else {
          gzip += wireSize(data);
          raw += data.length;
        }
      }
      firstSearch.push({query, files: fetched, gzip, raw, jsGzip});
      await context.close();
    }

    // The replay can take the page down on big corpora (10,000 pages); the
    // first-search bytes are kept either way.
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/bench.html`);
      const measured = (await page.evaluate(`(${REPLAY_IN_PAGE})(${JSON.stringify({queries, prefixes, shown: DISPLAYED_RESULTS})})`)) as {
        results: Record<string, string[]>;
        times: number[];
      };
      return {firstSearch, latency: {times: measured.times}, results: measured.results};
    } catch (error) {
      return {firstSearch, latency: null, results: {}, replayError: (error as Error).message.split('\n')[0]};
    }
  });
}

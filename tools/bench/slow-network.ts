/**
 * A cold first query on a slow network, in the real search UI: headless
 * Chromium with the DevTools protocol's network emulation (150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up: DevTools' "Slow 4G"-like preset), a fresh
 * browser context per run (nothing cached), and for each query:
 *
 *  - ours: the reader shows intent (Ctrl+K), the modal opens, the query is
 *    typed; timed from the key press to the results shown in the modal;
 *  - Pagefind, on the same built site (indexed here with its Node API), in
 *    its own UI (pagefind-ui.js, typing debounce off): added and focused at
 *    the same moment of intent, timed from the key press to its first result
 *    shown;
 *  - hosted search (Algolia DocSearch), estimated: one round trip plus the
 *    upload of the request and the download of a typical gzipped response
 *    (our own answer to the query, in Algolia's response shape).
 *
 * The reader types `--gap` ms (default 500) after intent, or as soon as the
 * modal is ready if that takes longer. It also counts the request rounds our
 * query waits on after the key press (a request that starts after another
 * ended is a round later). Prints a table with ratios to Pagefind and hosted
 * search measured in the same run; never fails on the figures.
 *
 * Usage: npm run bench:slow-network -- [built site, default build] [--runs=3] [--gap=500] [--http1]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {execFileSync} from 'node:child_process';
import {createSecureServer, type Http2ServerRequest, type Http2ServerResponse} from 'node:http2';
import type {AddressInfo} from 'node:net';
import type {Browser, Page} from 'playwright-core';
import {indexWithPagefind, loadPagefind} from './adapters/pagefind';
import {engineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {answerRequest} from '../../plugins/search/client/docsearchClient';
import {INDEX_DIRECTORY} from '../../plugins/search/shared/indexFormat';
import {builtFile, summarize} from './lib';
import {roundsAfter, type TimedRequest} from './requestRounds';
import {refuse, toolArguments} from '../cliArguments';
import {CHROMIUM} from './chromium';

const SLOW_NETWORK = {latencyMs: 150, downloadBitsPerSecond: 1_600_000, uploadBitsPerSecond: 750_000};
const QUERIES = process.env.SLOW_NETWORK_QUERIES?.split(',') ?? ['hash', 'any_of', 'optional key', 'nullable', 'regular expression', 'compare'];
const TIMEOUT_MS = 30_000;

type Timed = {ms: number; rounds: number; requests: number};

/** A self-signed certificate for 127.0.0.1 (browsers speak HTTP/2 only over TLS). */
function selfSignedCertificate(dir: string): {key: Buffer; cert: Buffer} {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1'], {
    stdio: 'ignore',
  });
  return {key: fs.readFileSync(key), cert: fs.readFileSync(cert)};
}

/**
 * Serves the site gzip-compressed where a real host would (Pagefind's own
 * files are already compressed), over HTTP/2 as GitHub Pages and most static
 * hosts do (`--http1`: HTTP/1.1, where a browser opens at most 6 connections).
 */
async function serve(root: string, http2: boolean): Promise<{url: string; close(): Promise<void>}> {
  const types: Record<string, string> = {
    html: 'text/html',
    js: 'text/javascript',
    css: 'text/css',
    json: 'application/json',
    svg: 'image/svg+xml',
    wasm: 'application/wasm',
  };
  const handler = (req: http.IncomingMessage | Http2ServerRequest, response: http.ServerResponse | Http2ServerResponse) => {
    const res = response as http.ServerResponse;
    const url = new URL(req.url ?? '/', 'http://x');
    const file = builtFile(root, url.pathname);
    if (!file) return void res.writeHead(404).end();
    const extension = path.extname(file).slice(1);
    const body = fs.readFileSync(file);
    const compress = extension in types && extension !== 'wasm' && /gzip/.test(String(req.headers['accept-encoding']));
    res.writeHead(200, {'content-type': types[extension] ?? 'application/octet-stream', ...(compress ? {'content-encoding': 'gzip'} : {})});
    res.end(compress ? zlib.gzipSync(body) : body);
  };
  const server = http2 ? createSecureServer({...selfSignedCertificate(root), allowHTTP1: true}, handler) : http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const scheme = http2 ? 'https' : 'http';
  return {url: `${scheme}://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r()))};
}

/** A fresh context and page, the page loaded at full speed, then the network slowed down. */
async function slowPage(browser: Browser, siteUrl: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}, ignoreHTTPSErrors: true});
  const page = await context.newPage();
  await page.goto(`${siteUrl}/katachi/docs/WhatIsKatachi`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const requests: Array<{url: string; start: number; end: number}> = [];
  const started = new Map<object, number>();
  // Page time (ms since navigation) from Node: requests are stamped when seen.
  const origin = Date.now() - ((await page.evaluate('performance.now()')) as number);
  context.on('request', (request) => started.set(request, Date.now() - origin));
  const finish = (request: import('playwright-core').Request) => {
    const start = started.get(request);
    if (start !== undefined) requests.push({url: request.url(), start, end: Date.now() - origin});
  };
  context.on('requestfinished', finish);
  context.on('requestfailed', finish);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_NETWORK.latencyMs,
    downloadThroughput: SLOW_NETWORK.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_NETWORK.uploadBitsPerSecond / 8,
  });
  return {context, page, requests};
}

async function waitUntil(page: Page, at: number): Promise<void> {
  const now = (await page.evaluate('performance.now()')) as number;
  if (at > now) await page.waitForTimeout(at - now);
}

async function timeOurs(browser: Browser, siteUrl: string, query: string, gapMs: number): Promise<Timed> {
  const {context, page, requests} = await slowPage(browser, siteUrl);
  try {
    const intentAt = (await page.evaluate('performance.now()')) as number;
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input:focus').waitFor({timeout: TIMEOUT_MS});
    await waitUntil(page, intentAt + gapMs);
    const pressedAt = (await page.evaluate(`(() => {
      window.__marks = [];
      if (${Boolean(process.env.SLOW_NETWORK_DEBUG)}) new MutationObserver(() => {
        const hit = !!document.querySelector('.DocSearch-Hit');
        const status = document.querySelector('[data-testid="search-status"]')?.textContent ?? '';
        const last = window.__marks.at(-1);
        if (!last || last[0] !== hit || last[1] !== status) window.__marks.push([hit, status, Math.round(performance.now())]);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
      return performance.now();
    })()`)) as number;
    await page.keyboard.insertText(query);
    // Results shown: the hits of this query rendered and announced.
    const shownAt = (await page.evaluate(`new Promise((resolve, reject) => {
      const expected = ${JSON.stringify(`for "${query}"`)};
      const check = () => {
        const status = document.querySelector('[data-testid="search-status"]')?.textContent ?? '';
        if (status.endsWith(expected) && document.querySelector('.DocSearch-Hit')) resolve(performance.now());
        else if (performance.now() - ${pressedAt} > ${TIMEOUT_MS}) reject(new Error('no results for ' + expected));
        else requestAnimationFrame(check);
      };
      check();
    })`)) as number;
    const index = requests.filter((r) => r.url.includes(`/${INDEX_DIRECTORY}/`));
    if (process.env.SLOW_NETWORK_DEBUG) {
      // Every request with its page time, and when hits and the live region changed.
      console.log(
        `ours "${query}": intent ${intentAt.toFixed(0)}, key press ${pressedAt.toFixed(0)}, shown ${shownAt.toFixed(0)}`,
        await page.evaluate('JSON.stringify(window.__marks)'),
      );
      for (const r of requests) console.log(`  ${r.start.toFixed(0)}–${r.end.toFixed(0)} ${r.url.replace(siteUrl, '')}`);
    }
    return timedAnswer(index, pressedAt, shownAt);
  } finally {
    await context.close();
  }
}

/** Key press → results shown, and the rounds of index requests the answer waited on. */
function timedAnswer(index: TimedRequest[], pressedAt: number, shownAt: number): Timed {
  return {
    ms: shownAt - pressedAt,
    rounds: roundsAfter(
      index.filter((r) => r.start < shownAt),
      pressedAt,
    ),
    requests: index.length,
  };
}

async function timePagefind(browser: Browser, siteUrl: string, query: string, gapMs: number): Promise<Timed> {
  const {context, page, requests} = await slowPage(browser, siteUrl);
  try {
    // Intent: Pagefind's own UI is added and its input focused (it starts
    // loading pagefind.js, its metadata and wasm on focus). No typing
    // debounce, so it is timed like ours.
    const intentAt = (await page.evaluate(`new Promise((resolve) => {
      const intentAt = performance.now();
      const css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = '/katachi/pagefind/pagefind-ui.css';
      document.head.appendChild(css);
      const host = document.createElement('div');
      host.id = 'pagefind-bench';
      document.body.prepend(host);
      const script = document.createElement('script');
      script.src = '/katachi/pagefind/pagefind-ui.js';
      script.onload = () => {
        new PagefindUI({element: '#pagefind-bench', baseUrl: '/katachi/', showImages: false, debounceTimeoutMs: 0});
        document.querySelector('#pagefind-bench input').focus();
        resolve(intentAt);
      };
      document.head.appendChild(script);
    })`)) as number;
    await waitUntil(page, intentAt + gapMs);
    const pressedAt = (await page.evaluate('performance.now()')) as number;
    await page.keyboard.insertText(query);
    const shownAt = (await page.evaluate(`new Promise((resolve, reject) => {
      const check = () => {
        const title = document.querySelector('#pagefind-bench .pagefind-ui__result-title');
        if (title && title.textContent.trim()) resolve(performance.now());
        else if (performance.now() - ${pressedAt} > ${TIMEOUT_MS}) reject(new Error('Pagefind showed no results for ${query}'));
        else requestAnimationFrame(check);
      };
      check();
    })`)) as number;
    const index = requests.filter((r) => r.url.includes('/pagefind/'));
    return timedAnswer(index, pressedAt, shownAt);
  } finally {
    await context.close();
  }
}

/** One round trip, the request up and a typical response (ours, in Algolia's shape, gzipped) down. */
async function hostedEstimate(siteDir: string, query: string): Promise<{ms: number; responseBytes: number}> {
  const engine = engineOfIndex(readIndexDirectory(path.join(siteDir, INDEX_DIRECTORY)));
  const request = {indexName: 'katachi', query, hitsPerPage: 20, attributesToSnippet: ['content:10']};
  const response = {results: [await answerRequest(engine, request)]};
  const responseBytes = zlib.gzipSync(JSON.stringify(response)).length;
  const requestBytes = JSON.stringify({requests: [request]}).length + 600; // headers
  const ms =
    SLOW_NETWORK.latencyMs +
    (requestBytes * 8 * 1000) / SLOW_NETWORK.uploadBitsPerSecond +
    (responseBytes * 8 * 1000) / SLOW_NETWORK.downloadBitsPerSecond;
  return {ms, responseBytes};
}

const median = (values: number[]) => summarize(values).p50;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

async function main() {
  const {values, positionals} = toolArguments('slow-network', {
    options: {runs: {type: 'string'}, gap: {type: 'string'}, http1: {type: 'boolean'}},
    allowPositionals: true,
  });
  const site = path.resolve(positionals[0] ?? 'build');
  const runs = Number(values.runs ?? 3);
  const gapMs = Number(values.gap ?? 500);
  if (!(runs >= 1) || !(gapMs >= 0)) refuse('slow-network', `--runs must be 1 or more and --gap a number of ms (got ${values.runs}, ${values.gap})`);
  const http2 = values.http1 !== true;
  if (!fs.existsSync(path.join(site, INDEX_DIRECTORY))) throw new Error(`${site}: no built site with a search index (run npm run build first)`);
  const pagefind = await loadPagefind();
  if (typeof pagefind === 'string') throw new Error(pagefind);

  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'slow-network-'));
  fs.cpSync(site, copy, {recursive: true});
  await indexWithPagefind(pagefind, copy);
  const server = await serve(copy, http2);
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors']});
  const rows: string[] = [];
  const all = {ours: [] as number[], pagefind: [] as number[], hosted: [] as number[], rounds: [] as number[], pagefindRounds: [] as number[]};
  try {
    for (const query of QUERIES) {
      const ours: Timed[] = [];
      const theirs: Timed[] = [];
      // Interleaved, so a busy moment of the shared machine hits both.
      for (let run = 0; run < runs; run += 1) {
        ours.push(await timeOurs(browser, server.url, query, gapMs));
        theirs.push(await timePagefind(browser, server.url, query, gapMs));
      }
      const hosted = await hostedEstimate(site, query);
      const o = median(ours.map((t) => t.ms));
      const p = median(theirs.map((t) => t.ms));
      const rounds = Math.max(...ours.map((t) => t.rounds));
      const pagefindRounds = Math.max(...theirs.map((t) => t.rounds));
      all.ours.push(o);
      all.pagefind.push(p);
      all.hosted.push(hosted.ms);
      all.rounds.push(rounds);
      all.pagefindRounds.push(pagefindRounds);
      rows.push(
        `| ${query} | ${fmt(o)} | ${fmt(p)} | ${fmt(hosted.ms)} | ×${(o / p).toFixed(2)} | ×${(o / hosted.ms).toFixed(2)} | ${rounds} | ${pagefindRounds} | ${ours[0].requests} / ${theirs[0].requests} |`,
      );
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(copy, {recursive: true, force: true});
  }
  const o = median(all.ours);
  const p = median(all.pagefind);
  const h = median(all.hosted);
  console.log(
    `Cold first query, key press → results shown; network ${SLOW_NETWORK.latencyMs} ms round trip, ` +
      `${SLOW_NETWORK.downloadBitsPerSecond / 1e6} Mbit/s down, ${SLOW_NETWORK.uploadBitsPerSecond / 1e3} kbit/s up; ` +
      `${http2 ? 'HTTP/2' : 'HTTP/1.1'}; typed ${gapMs} ms after intent; median of ${runs} fresh contexts per query`,
  );
  console.log(
    '| query | ours | Pagefind | hosted (estimate) | ours ÷ Pagefind | ours ÷ hosted | rounds after key press (ours) | rounds after key press (Pagefind) | index requests from intent (ours / Pagefind) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
  console.log(
    `| **median** | **${fmt(o)}** | **${fmt(p)}** | **${fmt(h)}** | **×${(o / p).toFixed(2)}** | **×${(o / h).toFixed(2)}** | ${Math.max(...all.rounds)} (max) | ${Math.max(...all.pagefindRounds)} (max) | |`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

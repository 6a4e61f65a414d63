/**
 * Typing in the real search modal, measured: a copy of a built site is served
 * with a given search index in place of its own (e.g. a 10,000-page synthetic
 * corpus), and headless Chromium types each relevance query letter by letter
 * into the DocSearch modal. For every keystroke it records the time from the
 * key press to the modal announcing the results for that exact prefix (the
 * live region): worker, shard downloads over localhost, ranking, rendering.
 * The site's own index is measured in the same run as the baseline.
 *
 * Usage: tsx tools/bench/modal-latency.ts <built site> [<search-index dir> ...]
 *   e.g. tsx tools/bench/modal-latency.ts build /tmp/quick-ours/bench-corpus-10000/search-index
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {expect} from '@playwright/test';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {builtFile, summarize} from './lib';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A later build id than any page's, so the page accepts the swapped-in index.
const SWAPPED_BUILD_ID = 'zzzzzzzz';

/** A copy of the site whose search-index is `indexDir` (null: the site's own). */
function siteWithIndex(site: string, indexDir: string | null): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'modal-latency-'));
  fs.cpSync(site, copy, {recursive: true, filter: (source) => !source.startsWith(path.join(site, 'search-index'))});
  if (!indexDir) {
    fs.cpSync(path.join(site, 'search-index'), path.join(copy, 'search-index'), {recursive: true});
    return copy;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(indexDir, 'index.json'), 'utf8'));
  fs.mkdirSync(path.join(copy, 'search-index'));
  fs.symlinkSync(path.resolve(indexDir, manifest.buildId), path.join(copy, 'search-index', SWAPPED_BUILD_ID));
  fs.writeFileSync(path.join(copy, 'search-index', 'index.json'), JSON.stringify({...manifest, buildId: SWAPPED_BUILD_ID}));
  return copy;
}

async function serve(root: string): Promise<{url: string; close(): Promise<void>}> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = builtFile(root, url.pathname);
    if (!file) return void res.writeHead(404).end();
    const type = file.endsWith('.html')
      ? 'text/html'
      : file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : file.endsWith('.json')
            ? 'application/json'
            : 'application/octet-stream';
    res.writeHead(200, {'content-type': type});
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r()))};
}

async function typeQueries(siteUrl: string): Promise<{times: number[]; first: number; unanswered: number}> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
  const times: number[] = [];
  let first = NaN;
  let unanswered = 0;
  try {
    const page = await browser.newPage();
    await page.goto(`${siteUrl}/katachi/docs/WhatIsKatachi`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    // Key-down times and every text the live region announces, with its time.
    await page.evaluate(`(() => {
      window.__answers = [];
      document.addEventListener('keydown', () => {
        window.__keyDownAt = performance.now();
        window.__answers = [];
      }, true);
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="search-status"]')?.textContent ?? '';
        window.__answers.push([text, performance.now()]);
      }).observe(document.body, {subtree: true, childList: true, characterData: true});
    })()`);
    for (const {query} of RELEVANCE_CASES) {
      await page.keyboard.press('Control+k');
      const input = page.locator('.DocSearch-Input');
      await input.waitFor();
      for (let i = 1; i <= query.length; i += 1) {
        const prefix = query.slice(0, i);
        if (prefix.endsWith(' ')) {
          // A trailing space asks nothing new of the engine: typed, not timed.
          await input.press('Space');
          continue;
        }
        await input.press(query[i - 1]);
        // Timed in the page: key down → the live region's text changing to this prefix's answer.
        // (A string, not a function: tsx would wrap a function with helpers the page lacks.)
        const ms = (await page.evaluate(`new Promise((resolve) => {
          const expected = ${JSON.stringify(`for "${prefix}"`)};
          const check = () => {
            const answer = window.__answers.find(([text]) => text.endsWith(expected));
            if (answer) resolve(answer[1] - window.__keyDownAt);
            else if (performance.now() - window.__keyDownAt > 10000) resolve(-1);
            else setTimeout(check, 5);
          };
          check();
        })`)) as number;
        // -1: no announcement seen for this prefix within 10 s (counted, not timed).
        if (ms < 0) unanswered += 1;
        else if (Number.isNaN(first)) first = ms;
        else times.push(ms);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
  } finally {
    await browser.close();
  }
  return {times, first, unanswered};
}

async function main() {
  const [site, ...indexes] = process.argv.slice(2);
  if (!site) throw new Error('usage: modal-latency.ts <built site> [<search-index dir> ...]');
  const runs: Array<[string, string | null]> = [['this site (baseline)', null], ...indexes.map((dir): [string, string] => [dir, dir])];
  const rows: string[] = [];
  let baseline: ReturnType<typeof summarize> | null = null;
  for (const [name, indexDir] of runs) {
    const copy = siteWithIndex(path.resolve(site), indexDir);
    const server = await serve(copy);
    try {
      const {times, first, unanswered} = await typeQueries(server.url);
      const s = summarize(times);
      baseline ??= s;
      rows.push(
        `| ${name} | ${first.toFixed(0)} ms | ${s.p50.toFixed(1)} ms | ${s.p95.toFixed(1)} ms | ×${(s.p50 / baseline.p50).toFixed(2)} | ×${(s.p95 / baseline.p95).toFixed(2)} | ${s.samples} | ${unanswered} |`,
      );
    } finally {
      await server.close();
      fs.rmSync(copy, {recursive: true, force: true});
    }
  }
  console.log('Key press → results announced in the modal (headless Chromium, index over localhost)');
  console.log('| index | first keystroke (cold) | p50 | p95 | p50 ÷ baseline | p95 ÷ baseline | keystrokes | unanswered |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

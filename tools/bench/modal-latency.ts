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
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {expect} from '@playwright/test';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {gotoHydrated, openModal} from '../../tests/support/search';
import {MEANING_ATTRIBUTE, MODAL_ROOT_CLASS} from '../../plugins/search/theme/SearchBar/answerState';
import {builtFile, median, summarize} from './lib';
import {siteWithIndex} from './siteWithIndex';
import {CHROMIUM} from './chromium';

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

type Typed = {words: number[]; settled: number[]; hits: number[]; first: number; firstSettled: number; unanswered: number};

/** Keystrokes whose list was drawn twice: from the words, then again when the meaning layer joined. */
const drawnTwice = (typed: Typed) => typed.words.filter((ms, i) => typed.settled[i] > ms).length;

async function typeQueries(siteUrl: string): Promise<Typed> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
  const typed: Typed = {words: [], settled: [], hits: [], first: NaN, firstSettled: NaN, unanswered: 0};
  try {
    const page = await browser.newPage();
    await gotoHydrated(page, `${siteUrl}/katachi/docs/WhatIsKatachi`);
    // Key-down times, and at every change of the page the live region's text
    // with whether the meaning layer is still to join that answer.
    await page.evaluate(`(() => {
      window.__answers = [];
      document.addEventListener('keydown', () => {
        window.__keyDownAt = performance.now();
        window.__answers = [];
      }, true);
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="search-status"]')?.textContent ?? '';
        const joining = document.querySelector('.${MODAL_ROOT_CLASS}')?.getAttribute('${MEANING_ATTRIBUTE}') === 'joining';
        window.__answers.push([text, performance.now(), joining]);
      }).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['${MEANING_ATTRIBUTE}']});
    })()`);
    for (const {query} of RELEVANCE_CASES) {
      await openModal(page);
      const input = page.locator('.DocSearch-Input');
      for (let i = 1; i <= query.length; i += 1) {
        const prefix = query.slice(0, i);
        if (prefix.endsWith(' ')) {
          // A trailing space asks nothing new of the engine: typed, not timed.
          await input.press('Space');
          continue;
        }
        await input.press(query[i - 1]);
        // Timed in the page from key down: the live region's text changing to this
        // prefix's answer (the words'), and that answer with the meaning layer joined.
        // (A string, not a function: tsx would wrap a function with helpers the page lacks.)
        const [words, settled, hits] = (await page.evaluate(`new Promise((resolve) => {
          const expected = ${JSON.stringify(`for "${prefix}"`)};
          const check = () => {
            const answer = window.__answers.find(([text]) => text.endsWith(expected));
            const done = window.__answers.find(([text, , joining]) => text.endsWith(expected) && !joining);
            if (answer && done) resolve([answer[1] - window.__keyDownAt, done[1] - window.__keyDownAt, document.querySelectorAll('.DocSearch-Hit').length]);
            else if (performance.now() - window.__keyDownAt > 10000) resolve([-1, -1, 0]);
            else setTimeout(check, 5);
          };
          check();
        })`)) as [number, number, number];
        // -1: no settled answer seen for this prefix within 10 s (counted, not timed).
        if (words < 0) typed.unanswered += 1;
        else if (Number.isNaN(typed.first)) [typed.first, typed.firstSettled] = [words, settled];
        else {
          typed.words.push(words);
          typed.settled.push(settled);
          typed.hits.push(hits);
        }
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
  } finally {
    await browser.close();
  }
  return typed;
}

async function main() {
  const [site, ...indexes] = process.argv.slice(2);
  if (!site) throw new Error('usage: modal-latency.ts <built site> [<search-index dir> ...]');
  const runs: Array<[string, string | null]> = [['this site (baseline)', null], ...indexes.map((dir): [string, string] => [dir, dir])];
  const rows: string[] = [];
  let baseline: {words: ReturnType<typeof summarize>; settled: ReturnType<typeof summarize>} | null = null;
  const ratio = (value: number, base: number) => `×${(value / base).toFixed(2)}`;
  for (const [name, indexDir] of runs) {
    const copy = siteWithIndex(path.resolve(site), indexDir);
    const server = await serve(copy);
    try {
      const typed = await typeQueries(server.url);
      const words = summarize(typed.words);
      const settled = summarize(typed.settled);
      baseline ??= {words, settled};
      rows.push(
        `| ${name} | ${typed.first.toFixed(0)} / ${typed.firstSettled.toFixed(0)} ms | ${words.p50.toFixed(1)} / ${settled.p50.toFixed(1)} ms | ${words.p95.toFixed(1)} / ${settled.p95.toFixed(1)} ms | ` +
          `${ratio(words.p50, baseline.words.p50)} / ${ratio(settled.p50, baseline.settled.p50)} | ${ratio(words.p95, baseline.words.p95)} / ${ratio(settled.p95, baseline.settled.p95)} | ${words.samples} | ${drawnTwice(typed)} | ${median(typed.hits)} | ${typed.unanswered} |`,
      );
    } finally {
      await server.close();
      fs.rmSync(copy, {recursive: true, force: true});
    }
  }
  console.log(
    'Key press → results announced in the modal / → the list settled with the meaning layer joined (headless Chromium, index over localhost)',
  );
  console.log(
    '| index | first keystroke (cold) | p50 | p95 | p50 ÷ baseline | p95 ÷ baseline | keystrokes | drawn twice | hits shown (median) | unanswered |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

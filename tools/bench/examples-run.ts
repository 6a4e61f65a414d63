/**
 * What the Run button costs, measured in headless Chromium against built sites:
 *  - the bytes a first Run downloads (raw, gzip -9, brotli -q 9): every response the
 *    page fetches from the click to the result (runtime files and JS chunks);
 *  - click → result, cold (first Run of a visit, empty HTTP cache), on a revisit
 *    (files from the HTTP cache, Ruby compiled again) and warm (a second Run in
 *    the same visit), each with the same example run in Node (compile + run,
 *    plugins/examples/shared/rubyVm.ts) as the baseline measured in the same run;
 *  - what printing costs (the page shows output as it is printed, one worker message per
 *    write): a warm run printing 100,000 characters in 100,000 writes, and in 50,000 writes
 *    alternating stdout and stderr, beside the same characters in one write as the baseline,
 *    with the page's longest task;
 *  - page-load JS, with and without Run: the scripts a page loads before any
 *    click, on sites built from the same sources without and with KATACHI_PATH
 *    (and, if given, a build of an older commit: `--before=DIR`).
 *
 * Usage: tsx tools/bench/examples-run.ts --with=<build with KATACHI_PATH> --without=<build without> [--before=<build>] [--rounds=3]
 * Port: EXAMPLES_BENCH_PORT (default 3610; 127.0.0.1 only).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium, type Browser, type Page} from '@playwright/test';
import {builtFile} from './lib';
import {rewriteAnnotations} from '../../plugins/examples/shared/annotations';
import {runInFreshVm, RUBY_WASM_FILE} from '../../plugins/examples/shared/rubyVm';
import {loadParser} from '../ruby-examples/syntax';
import {readGemFiles, RUNNER_RB} from '../../plugins/examples/node/gemFiles';
import {toolArguments} from '../cliArguments';
import {CHROMIUM} from './chromium';

const PORT = Number(process.env.EXAMPLES_BENCH_PORT ?? 3610);
const GEM = process.env.KATACHI_PATH ?? '../shared/katachi/gem-0.0.2.0';
const PAGE = '/katachi/docs/Features/BasicShapes';
const LOAD_PAGES = ['/katachi/', PAGE, '/katachi/docs/Features/Hashes', '/katachi/docs/FAQ'];

const {values: args} = toolArguments('examples-run', {
  options: {with: {type: 'string'}, without: {type: 'string'}, before: {type: 'string'}, rounds: {type: 'string'}},
});

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.wasm': 'application/wasm', // as `docusaurus serve` sends it, so streaming compilation applies
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** The build as a static host serves it under /katachi/ (folder → index.html, no compression). */
function serve(dir: string, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = builtFile(dir, url.pathname);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, {'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream'});
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
const MB = (n: number) => `${(n / 1e6).toFixed(2)} MB`;
const size = (n: number) => (n >= 1e6 ? MB(n) : kB(n));
const gzip = (b: Buffer) => zlib.gzipSync(b, {level: 9}).length;
const brotli = (b: Buffer) => zlib.brotliCompressSync(b, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 9}}).length;

/** Path under the build of a URL the page fetched. */
const fileOf = (dir: string, url: string) => path.join(dir, decodeURIComponent(new URL(url).pathname.slice('/katachi/'.length)));

async function clickToResult(page: Page, n = 0): Promise<number> {
  // Each Run is named for its example: "Run example 1: Basic Shapes".
  const run = page.getByRole('button', {name: /^Run example \d+/}).nth(n);
  const status = run.locator('xpath=../..').getByRole('status');
  await status.evaluate((el) => (el.textContent = '')).catch(() => {});
  const started = await page.evaluate(() => performance.now());
  await run.click();
  await page.waitForFunction(
    (i) => {
      const s = document.querySelectorAll('[data-testid="run-summary"]')[i];
      return s && /^Run finished/.test(s.textContent ?? '') ? performance.now() : false;
    },
    n,
    {timeout: 120_000, polling: 'raf'},
  );
  const ended = await page.evaluate(() => performance.now());
  return ended - started;
}

async function firstRun(browser: Browser, base: string, dir: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(base + PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  const fetched: string[] = [];
  page.on('requestfinished', (r) => fetched.push(r.url()));
  const cold = await clickToResult(page, 0);
  const warm = await clickToResult(page, 1);
  const firstRunUrls = [...fetched]; // before the revisit re-fetches the page itself
  // A revisit: same context (HTTP cache), new document (Ruby compiled again).
  await page.goto(base + PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const revisit = await clickToResult(page, 0);
  await context.close();
  const files = [...new Set(firstRunUrls)].filter((u) => u.startsWith(base)).map((u) => fileOf(dir, u));
  return {cold, warm, revisit, files};
}

/** Warm runs of example 1 edited to `code`: click → result, and the longest task on the page meanwhile. */
async function printingRuns(page: Page, code: string, rounds: number): Promise<{ms: number; longestTask: number}[]> {
  const example = page
    .getByRole('button', {name: /^Run example \d+/})
    .first()
    .locator('xpath=../..');
  const edit = example.getByRole('button', {name: /^Edit/});
  if (await edit.count()) await edit.click();
  await example.getByRole('textbox').fill(code);
  const runs = [];
  for (let i = 0; i < rounds; i++) {
    await page.evaluate(() => ((window as unknown as {longestTask: number}).longestTask = 0));
    const ms = await clickToResult(page, 0);
    runs.push({ms, longestTask: await page.evaluate(() => (window as unknown as {longestTask: number}).longestTask)});
  }
  return runs;
}

async function printingCost(browser: Browser, base: string, rounds: number) {
  const page = await browser.newPage();
  await page.goto(base + PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await clickToResult(page, 0); // Ruby downloaded and compiled
  // One observer for the visit: each round of printingRuns resets the longest task it keeps.
  await page.evaluate(() => {
    const w = window as unknown as {longestTask: number};
    w.longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longestTask = Math.max(w.longestTask, entry.duration);
    }).observe({type: 'longtask'});
  });
  const oneWrite = await printingRuns(page, 'print "." * 100_000\n', rounds);
  const manyWrites = await printingRuns(page, '100_000.times { print "." }\n', rounds);
  // Each write a piece of its own stream: the most elements the output could be drawn as.
  const alternating = await printingRuns(page, '25_000.times { print "o\\n"; $stderr.print "e\\n" }\n', rounds);
  await page.close();
  return {oneWrite, manyWrites, alternating};
}

async function nodeBaseline(): Promise<number> {
  const started = performance.now();
  const bytes = fs.readFileSync(require.resolve(`@ruby/3.4-wasm-wasi/dist/${RUBY_WASM_FILE}`));
  const module = await WebAssembly.compile(bytes);
  const parse = await loadParser();
  const code = 'require "katachi"\n\nKt.compare(value: "hello", shape: String).match? # => true\n';
  const rewritten = rewriteAnnotations(parse, code);
  await runInFreshVm({
    module,
    gemFiles: await readGemFiles(path.join(GEM, 'lib')),
    runnerSource: fs.readFileSync(RUNNER_RB, 'utf8'),
    code: rewritten.code,
    shownFile: 'example.rb',
  });
  return performance.now() - started;
}

async function pageLoadJs(browser: Browser, base: string, dir: string, route: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('requestfinished', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(base + route);
  await page.waitForLoadState('networkidle');
  await context.close();
  const bodies = [...new Set(scripts)].map((u) => fs.readFileSync(fileOf(dir, u)));
  return {raw: bodies.reduce((s, b) => s + b.length, 0), gzip: bodies.reduce((s, b) => s + gzip(b), 0)};
}

async function main() {
  const withRun = args.with;
  const without = args.without;
  if (!withRun || !without)
    throw new Error(
      'usage: tsx tools/bench/examples-run.ts --with=<build with KATACHI_PATH> --without=<build without> [--before=<build>] [--rounds=3]',
    );
  const rounds = Number(args.rounds ?? 3);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});

  const server = await serve(withRun, PORT);
  const base = `http://127.0.0.1:${PORT}`;
  const runs = [];
  const baselines = [];
  for (let i = 0; i < rounds; i++) {
    baselines.push(await nodeBaseline());
    runs.push(await firstRun(browser, base, withRun));
  }
  const printing = await printingCost(browser, base, rounds);
  server.close();

  const files = runs[0].files;
  let raw = 0,
    gz = 0,
    br = 0;
  console.log('\nBytes a first Run downloads (every response from the click to the result):\n');
  console.log('| file | raw | gzip | brotli |\n|---|--:|--:|--:|');
  for (const f of files) {
    const b = fs.readFileSync(f);
    const [r, g, z] = [b.length, gzip(b), brotli(b)];
    raw += r;
    gz += g;
    br += z;
    console.log(`| ${path.relative(withRun, f).replace(/\.[0-9a-f]{8,}\./, '.…​.')} | ${size(r)} | ${size(g)} | ${size(z)} |`);
  }
  console.log(`| **total** | **${size(raw)}** | **${size(gz)}** | **${size(br)}** |`);

  const base0 = median(baselines);
  const row = (name: string, xs: number[]) => `| ${name} | ${(median(xs) / 1000).toFixed(2)} s | ×${(median(xs) / base0).toFixed(2)} |`;
  console.log(`\nClick → result in headless Chromium, median of ${rounds} (page served from 127.0.0.1, no throttling):\n`);
  console.log('| | time | ÷ baseline |\n|---|--:|--:|');
  console.log(`| baseline: the same example in Node (compile Ruby + run) | ${(base0 / 1000).toFixed(2)} s | ×1.00 |`);
  console.log(
    row(
      'cold: first Run of a visit, empty cache (download + compile + run)',
      runs.map((r) => r.cold),
    ),
  );
  console.log(
    row(
      'revisit: first Run, files from the HTTP cache (compile + run)',
      runs.map((r) => r.revisit),
    ),
  );
  console.log(
    row(
      'warm: another Run in the same visit',
      runs.map((r) => r.warm),
    ),
  );

  const printed = (xs: {ms: number}[]) => median(xs.map((x) => x.ms));
  const longest = (xs: {longestTask: number}[]) => Math.max(...xs.map((x) => x.longestTask));
  console.log(`\nPrinting 100,000 characters, a warm Run, median of ${rounds} (the page shows output as it is printed):\n`);
  console.log('| | time | ÷ baseline | longest task on the page |\n|---|--:|--:|--:|');
  console.log(
    `| baseline: in one write (\`print "." * 100_000\`) | ${(printed(printing.oneWrite) / 1000).toFixed(2)} s | ×1.00 | ${longest(printing.oneWrite).toFixed(0)} ms |`,
  );
  console.log(
    `| in 100,000 writes (\`100_000.times { print "." }\`) | ${(printed(printing.manyWrites) / 1000).toFixed(2)} s | ×${(printed(printing.manyWrites) / printed(printing.oneWrite)).toFixed(2)} | ${longest(printing.manyWrites).toFixed(0)} ms |`,
  );
  console.log(
    `| stdout and stderr alternating, 50,000 writes (\`25_000.times { print "o\\n"; $stderr.print "e\\n" }\`) | ${(printed(printing.alternating) / 1000).toFixed(2)} s | ×${(printed(printing.alternating) / printed(printing.oneWrite)).toFixed(2)} | ${longest(printing.alternating).toFixed(0)} ms |`,
  );

  console.log('\nJS a page loads before any click (raw / gzip):\n');
  const builds: [string, string][] = [
    ['without Run (no KATACHI_PATH)', without],
    ['with Run (KATACHI_PATH)', withRun],
  ];
  if (args.before) builds.unshift(['before (older commit)', args.before]);
  const table: Record<string, Record<string, {raw: number; gzip: number}>> = {};
  let port = PORT + 1;
  for (const [name, dir] of builds) {
    const s = await serve(dir, port);
    table[name] = {};
    for (const route of LOAD_PAGES) table[name][route] = await pageLoadJs(browser, `http://127.0.0.1:${port}`, dir, route);
    s.close();
    port++;
  }
  const first = builds[0][0];
  console.log(`| page | ${builds.map(([n]) => n).join(' | ')} | ÷ ${first} (gzip) |`);
  console.log(`|---|${builds.map(() => '--:').join('|')}|--:|`);
  for (const route of LOAD_PAGES) {
    const cells = builds.map(([n]) => `${kB(table[n][route].raw)} / ${kB(table[n][route].gzip)}`);
    const ratios = builds
      .slice(1)
      .map(([n]) => `×${(table[n][route].gzip / table[first][route].gzip).toFixed(4)}`)
      .join(', ');
    console.log(`| ${route} | ${cells.join(' | ')} | ${ratios} |`);
  }
  await browser.close();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});

/**
 * `npm run bench`: our search as shipped (the hybrid: words fused with
 * meaning), beside its word engine alone and its meaning layer alone, against
 * MiniSearch (defaults), lunr (configured as @easyops-cn/docusaurus-search-local)
 * and Pagefind, on this site and on synthetic corpora of 1,000 and 10,000
 * pages, in one run; on this site the full encoder's dense retrieval
 * (tools/semantic/evaluate.py, when its Python environment exists) as the
 * ceiling of relevance. Prints a table per corpus and a summary of ratios;
 * writes /tmp/bench-results.json. Prints PASS/MISS next to targets but never
 * fails on them: it is a benchmark.
 *
 * Options:
 *   --reuse-build        use the existing /tmp/bench-site (and its recorded build time)
 *   --site-from=worktree build the working tree instead of a clean export of HEAD
 *   --sizes=1000,10000   synthetic corpus sizes (0 or empty: none)
 *   --no-pagefind        skip Pagefind
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {recordHeading, type SearchRecord} from '../../plugins/search/shared/record';
import {evaluateRelevance} from '../../tests/relevance/evaluate';
import {RELEVANCE_CASES, RELEVANCE_SUITES, mayShowMisses} from '../../tests/relevance/suites';
import {ours, indexHtmlSite, recordsOfBuild} from './adapters/ours';
import {hybrid, meaningOnly, partOf, tableFootprint} from './adapters/hybrid';
import {minisearchDefault} from './adapters/minisearch';
import {lunrEasyops} from './adapters/lunr';
import {indexWithPagefind, loadPagefind, pagefindIndexBytes, runPagefindInBrowser, PAGEFIND_CONFIGURATION} from './adapters/pagefind';
import type {RecordEngineAdapter} from './adapters/types';
import {generateCorpus} from './generate-corpus';
import {fullEncoderFigures, type FullEncoderFigures} from './fullEncoder';
import {prepareBundledEngine} from './bundledEngine';
import {gzipSize, keystrokes, median, percentile, replayLatency, shuffled, summarize, timed, wireSize, type Bytes} from './lib';

const REPO = path.resolve(__dirname, '../..');
// BENCH_DIR moves the scratch files (default /tmp), e.g. when two benchmarks share a machine.
const SCRATCH = process.env.BENCH_DIR ?? '/tmp';
const SITE_OUT = path.join(SCRATCH, 'bench-site');
const SITE_SRC = path.join(SCRATCH, 'bench-src');
const BUILD_RECORD = path.join(SCRATCH, 'bench-site.build.json');
const RESULTS = path.join(SCRATCH, 'bench-results.json');
const LIMIT = 20;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const sizes = option('sizes', '1000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const siteFrom = option('site-from', 'head');

type EngineFigures = {
  engine: string;
  configuration: string;
  indexFiles: number;
  indexRaw: number;
  indexGzip: number;
  firstSearchGzip: number;
  firstSearchRaw: number;
  firstSearchGzipMax: number;
  /** Records → ready engine (Pagefind: its indexing of the HTML). */
  buildMs: number | null;
  /** Shipped files → ready engine. */
  loadMs: number | null;
  p50: number | null;
  p95: number | null;
  latencySamples: number;
  latencyNote?: string;
  at1: number | null;
  at5: number | null;
  misses?: string[];
  /** Success per relevance suite (tests/relevance/suites.ts), by suite name; misses withheld for the held-out half. */
  suites?: Record<string, {at1: number; at5: number; misses: string[] | null}>;
  /** First-search gzip bytes (median) by part: manifest, words, table rows, section vectors (ours only). */
  firstSearchParts?: Record<string, number>;
  /** Gzip bytes each later query of a session newly fetches (the first suite's queries in order, after the first). */
  laterQuery?: {queries: number; median: number; p95: number; max: number; overBudget: number; meaningMedian: number; meaningMax: number};
  note?: string;
};

/** Suites' success added up, weighted by their cases: the tuning halves with the first suite, or the held-out halves. */
type Aggregate = {cases: number; at1: number; at5: number};
const SUITE_KINDS = [
  {heldOut: false, label: 'tuning halves + first suite'},
  {heldOut: true, label: 'held-out halves'},
] as const;
function aggregateOf(e: EngineFigures, heldOut: boolean): Aggregate | null {
  if (!e.suites) return null;
  let cases = 0;
  let at1 = 0;
  let at5 = 0;
  for (const suite of RELEVANCE_SUITES.filter((s) => s.heldOut === heldOut)) {
    const figures = e.suites[suite.name];
    if (!figures) return null;
    cases += suite.cases.length;
    at1 += figures.at1 * suite.cases.length;
    at5 += figures.at5 * suite.cases.length;
  }
  return {cases, at1: at1 / cases, at5: at5 / cases};
}
const casesOf = (heldOut: boolean) => RELEVANCE_SUITES.filter((s) => s.heldOut === heldOut).reduce((n, s) => n + s.cases.length, 0);

/** Every suite scored with one search function (results as /katachi/docs/… URLs). */
function suitesOf(search: (query: string) => string[]): NonNullable<EngineFigures['suites']> {
  const figures: NonNullable<EngineFigures['suites']> = {};
  for (const suite of RELEVANCE_SUITES) {
    const report = evaluateRelevance(search, suite.cases);
    figures[suite.name] = {
      at1: report.at1,
      at5: report.at5,
      misses: mayShowMisses(suite) ? report.misses.map((m) => `${JSON.stringify(m.query)} → ${m.rank ?? '>5'}`) : null,
    };
  }
  return figures;
}
const ALL_SUITE_QUERIES = [...new Set(RELEVANCE_SUITES.flatMap((s) => s.cases.map((c) => c.query)))];

type CorpusFigures = {
  corpus: string;
  pages: number;
  records: number;
  indexedTextGzip: number;
  ourIndexerMs: number;
  engines: EngineFigures[];
};

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

/** Production build of the site into /tmp/bench-site, timed (postBuild indexing included). */
function buildSite(): {ms: number; source: string} {
  if (flag('reuse-build') && fs.existsSync(path.join(SITE_OUT, 'search-index/index.json')) && fs.existsSync(BUILD_RECORD)) {
    log(`reusing ${SITE_OUT}`);
    return JSON.parse(fs.readFileSync(BUILD_RECORD, 'utf8'));
  }
  let cwd = REPO;
  let source = 'working tree';
  if (siteFrom === 'head') {
    // A clean checkout of HEAD: others' uncommitted work in the shared tree cannot break or skew it.
    // A local clone (objects shared, not copied) rather than `git archive`: the "last updated"
    // dates are read from git history, and a build without it fails.
    fs.rmSync(SITE_SRC, {recursive: true, force: true});
    const head = execFileSync('git', ['-C', REPO, 'rev-parse', 'HEAD']).toString().trim();
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', REPO, SITE_SRC]);
    execFileSync('git', ['-C', SITE_SRC, 'checkout', '--quiet', '--detach', head]);
    fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(SITE_SRC, 'node_modules'));
    cwd = SITE_SRC;
    source = `HEAD ${head.slice(0, 7)}`;
  }
  log(`building the site (${source}) into ${SITE_OUT} …`);
  fs.rmSync(SITE_OUT, {recursive: true, force: true});
  const started = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', SITE_OUT], {
    cwd,
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'},
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`docusaurus build failed (exit ${result.status}):\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
  const record = {ms, source};
  fs.writeFileSync(BUILD_RECORD, JSON.stringify(record));
  return record;
}

const indexedTextGzip = (records: SearchRecord[]) =>
  gzipSize(records.map((r) => [recordHeading(r), r.content ?? ''].filter(Boolean).join('\n')).join('\n'));

const normalizeUrl = (url: string) =>
  url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/^\/katachi\/docs\//, '')
    .replace(/\/index\.html/, '')
    .replace(/\/(?=#|$)/, '');

/** Build time per record, per engine, from the last corpus measured: used to skip what would not finish. */
const buildMsPerRecord = new Map<string, number>();
const BUILD_BUDGET_MS = Number(option('build-budget', '240000'));

async function measureRecordEngine(
  adapter: RecordEngineAdapter,
  records: SearchRecord[],
  prefixes: string[],
  relevance: boolean,
): Promise<EngineFigures | string> {
  const perRecord = buildMsPerRecord.get(adapter.name);
  // Ours is always measured: its 10,000-page figures are the point of the benchmark.
  if (!OURS.includes(adapter) && perRecord !== undefined && perRecord * records.length * 3 > BUILD_BUDGET_MS) {
    // Build, serialize and load are each about one build: skip when they would not fit the budget.
    return `skipped: extrapolated from the previous corpus, build + serialize + load ≈ ${ms(perRecord * records.length * 3)} > budget ${ms(BUILD_BUDGET_MS)} (--build-budget=ms)`;
  }
  log(`  ${adapter.name}: build`);
  const timedBuild = timed(() => adapter.build(records));
  const built = {value: timedBuild.value, ms: adapter.buildMs?.(records) ?? timedBuild.ms};
  buildMsPerRecord.set(adapter.name, built.ms / records.length);
  log(`  ${adapter.name}: files (${ms(built.ms)} to build)`);
  const files = await adapter.files(records);
  let indexRaw = 0;
  let indexGzip = 0;
  for (const data of files.values()) {
    indexRaw += data.length;
    indexGzip += wireSize(data);
  }
  const first = RELEVANCE_CASES.map((c) => adapter.firstSearchBytes(c.query, files));
  const firstSearchParts = OURS.includes(adapter) ? partsOf(first, files) : undefined;
  const session = adapter.sessionBytes?.(
    RELEVANCE_CASES.map((c) => c.query),
    files,
  );
  const later = session && session.length > 1 ? laterOf(session.slice(1), files) : undefined;
  // Loading costs about a build again; past a minute of building, skip it to keep the run short.
  const skipLoad = timedBuild.ms > 60_000;
  log(`  ${adapter.name}: load${skipLoad ? ' (skipped: build took over 60 s)' : ''}`);
  const loaded = skipLoad ? {ms: null, value: null} : timed(() => adapter.load(files, records));
  files.clear();
  log(`  ${adapter.name}: keystroke replay (${prefixes.length} prefixes)`);
  const engine = built.value;
  const latency = replayLatency((q) => engine.search(q, LIMIT), prefixes);
  // Relevance on what ships (for ours the written index: the site's synonyms
  // and front matter keywords are in it, not in the display records).
  const shipped = loaded.value ?? engine;
  const searchUrls = (q: string) =>
    shipped
      .search(q, LIMIT)
      .map(normalizeUrl)
      .map((u) => `/katachi/docs/${u}`);
  const report = relevance ? evaluateRelevance(searchUrls) : null;
  return {
    suites: relevance ? suitesOf(searchUrls) : undefined,
    engine: adapter.name,
    configuration: adapter.configuration,
    indexFiles: [...first[0].files].length,
    indexRaw,
    indexGzip,
    firstSearchGzip: median(first.map((b) => b.gzip)),
    firstSearchRaw: median(first.map((b) => b.raw)),
    firstSearchGzipMax: Math.max(...first.map((b) => b.gzip)),
    buildMs: built.ms,
    loadMs: loaded.ms,
    p50: latency.p50,
    p95: latency.p95,
    latencySamples: latency.samples,
    at1: report?.at1 ?? null,
    at5: report?.at5 ?? null,
    misses: report?.misses.map((m) => `${JSON.stringify(m.query)} → ${m.rank ?? '>5'}`),
    firstSearchParts,
    laterQuery: later,
  };
}

/** Our three searches, always measured (the hybrid first: it is what the site ships, the others its halves). */
const OURS: RecordEngineAdapter[] = [hybrid, ours, meaningOnly];

/** Median first-search gzip bytes of each part (manifest, words, table rows, section vectors). */
function partsOf(first: Bytes[], files: Map<string, Buffer>): Record<string, number> {
  const perQuery = first.map((b) => {
    const parts: Record<string, number> = {};
    for (const name of b.files) parts[partOf(name)] = (parts[partOf(name)] ?? 0) + wireSize(files.get(name)!);
    return parts;
  });
  const names = [...new Set(perQuery.flatMap((p) => Object.keys(p)))];
  return Object.fromEntries(names.map((name) => [name, median(perQuery.map((p) => p[name] ?? 0))]));
}

/** A later query's budget at 10,000 pages (gzip bytes newly fetched). */
const LATER_QUERY_BUDGET = 20_000;
function laterOf(later: Bytes[], files: Map<string, Buffer>): NonNullable<EngineFigures['laterQuery']> {
  const gzip = later.map((b) => b.gzip);
  const sorted = [...gzip].sort((a, b) => a - b);
  // The meaning layer's own share: the table rows and section vectors a later query adds.
  const meaning = later.map((b) =>
    b.files.filter((name) => /^(table rows|section vectors)$/.test(partOf(name))).reduce((sum, name) => sum + wireSize(files.get(name)!), 0),
  );
  return {
    meaningMedian: median(meaning),
    meaningMax: Math.max(...meaning),
    queries: gzip.length,
    median: median(gzip),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    overBudget: gzip.filter((g) => g > LATER_QUERY_BUDGET).length,
  };
}

/** An engine's figures before anything is measured. */
const unmeasured = (engine: string, configuration: EngineFigures['configuration']): EngineFigures => ({
  engine,
  configuration,
  indexFiles: 0,
  indexRaw: NaN,
  indexGzip: NaN,
  firstSearchGzip: NaN,
  firstSearchRaw: NaN,
  firstSearchGzipMax: NaN,
  buildMs: null,
  loadMs: null,
  p50: null,
  p95: null,
  latencySamples: 0,
  at1: null,
  at5: null,
});

const notMeasured = (adapter: RecordEngineAdapter, note: string): EngineFigures => ({...unmeasured(adapter.name, adapter.configuration), note});

async function measurePagefind(siteDir: string, prefixes: string[], relevance: boolean): Promise<EngineFigures> {
  const base = unmeasured('Pagefind', PAGEFIND_CONFIGURATION);
  if (flag('no-pagefind')) return {...base, note: 'skipped (--no-pagefind)'};
  const pagefind = await loadPagefind();
  if (typeof pagefind === 'string') return {...base, note: pagefind};
  log('  Pagefind: indexing');
  let indexed;
  try {
    indexed = await indexWithPagefind(pagefind, siteDir);
  } catch (error) {
    return {...base, note: `Pagefind indexing failed: ${(error as Error).message}`};
  }
  const bytes = pagefindIndexBytes(indexed.files);
  const figures: EngineFigures = {
    ...base,
    indexFiles: [...indexed.files.keys()].filter((n) => !/\.(js|css)$/.test(n)).length,
    indexRaw: bytes.raw,
    indexGzip: bytes.gzip,
    buildMs: indexed.ms,
  };
  log('  Pagefind: Chromium (first searches, keystroke replay, relevance)');
  // Results for every suite's queries; first-search bytes for the first suite's.
  const run = await runPagefindInBrowser(siteDir, relevance ? ALL_SUITE_QUERIES : RELEVANCE_CASES.map((c) => c.query), shuffled(prefixes), {
    firstSearchQueries: RELEVANCE_CASES.map((c) => c.query),
  });
  if (typeof run === 'string') return {...figures, note: `search not measured: ${run}`, latencyNote: run};
  const latency = run.latency ? summarize(run.latency.times) : {p50: null, p95: null, samples: 0};
  const pagefindUrls = (q: string) => (run.results[q] ?? []).map(normalizeUrl).map((u) => `/katachi/docs/${u}`);
  const report = relevance && run.latency ? evaluateRelevance(pagefindUrls) : null;
  return {
    ...figures,
    suites: relevance && run.latency ? suitesOf(pagefindUrls) : undefined,
    firstSearchGzip: median(run.firstSearch.map((f) => f.gzip)),
    firstSearchRaw: median(run.firstSearch.map((f) => f.raw)),
    firstSearchGzipMax: Math.max(...run.firstSearch.map((f) => f.gzip)),
    p50: latency.p50,
    p95: latency.p95,
    latencySamples: latency.samples,
    latencyNote: run.replayError
      ? `keystroke replay failed: ${run.replayError}`
      : 'in Chromium: await search(prefix) of its own pagefind.js (wasm), after a warm-up that loaded the chunks',
    at1: report?.at1 ?? null,
    at5: report?.at5 ?? null,
    misses: report?.misses.map((m) => `${JSON.stringify(m.query)} → ${m.rank ?? '>5'}`),
    note: `first-search files e.g. for ${JSON.stringify(run.firstSearch[0].query)}: ${run.firstSearch[0].files.join(', ')} (pagefind.js itself, ${run.firstSearch[0].jsGzip} B gz, not counted)${run.replayError ? `; keystroke replay failed: ${run.replayError}` : ''}`,
  };
}

async function measureCorpus(
  name: string,
  dir: string,
  records: SearchRecord[],
  ourIndexerMs: number,
  pages: number,
  relevance: boolean,
): Promise<CorpusFigures> {
  log(`${name}: ${pages} pages, ${records.length} records`);
  const prefixes = keystrokes(RELEVANCE_CASES.map((c) => c.query));
  const engines: EngineFigures[] = [];
  for (const adapter of [...OURS, minisearchDefault, lunrEasyops]) {
    let figures: EngineFigures | string;
    try {
      figures = await measureRecordEngine(adapter, records, prefixes, relevance);
    } catch (error) {
      figures = `failed: ${(error as Error).message.split('\n')[0]}`;
      log(`  ${adapter.name}: ${figures}`);
    }
    engines.push(typeof figures === 'string' ? notMeasured(adapter, figures) : figures);
    global.gc?.();
  }
  try {
    engines.push(await measurePagefind(dir, prefixes, relevance));
  } catch (error) {
    engines.push({
      ...notMeasured(ours, `failed: ${(error as Error).message.split('\n')[0]}`),
      engine: 'Pagefind',
      configuration: PAGEFIND_CONFIGURATION,
    });
  }
  return {corpus: name, pages, records: records.length, indexedTextGzip: indexedTextGzip(records), ourIndexerMs, engines};
}

// ---------- printing ----------

const kb = (n: number | null) =>
  n !== null && Number.isFinite(n) ? (n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} kB`) : 'n/a';
const ms = (n: number | null) =>
  n === null || !Number.isFinite(n) ? 'n/a' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : n >= 10 ? `${n.toFixed(0)} ms` : `${n.toFixed(2)} ms`;
const pct = (n: number | null) => (n === null ? 'n/a' : `${(n * 100).toFixed(1)}%`);
const ratio = (a: number | null, b: number | null) =>
  a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0 ? 'n/a' : `×${(a / b).toFixed(2)}`;
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:-`)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** The meaning layer alone has no ratio column: it is a part of the hybrid, not an alternative to it. */
const hasRatio = (e: EngineFigures) => e.engine !== meaningOnly.name;

function corpusTable(c: CorpusFigures, site: boolean): string {
  const [o, ...others] = c.engines;
  const header = ['', o.engine, ...others.flatMap((e) => (hasRatio(e) ? [e.engine, 'hybrid ÷'] : [e.engine]))];
  const row = (label: string, f: (e: EngineFigures) => number | null, show: (n: number | null) => string) => [
    label,
    show(f(o)),
    ...others.flatMap((e) => (hasRatio(e) ? [show(f(e)), ratio(f(o), f(e))] : [show(f(e))])),
  ];
  const rows = [
    header,
    row('index, raw (all files)', (e) => e.indexRaw, kb),
    row('index, gzip', (e) => e.indexGzip, kb),
    row('first search, gzip (median)', (e) => e.firstSearchGzip, kb),
    row(
      'first search ÷ indexed text gz',
      (e) => e.firstSearchGzip / c.indexedTextGzip,
      (n) => (n === null || !Number.isFinite(n) ? 'n/a' : n.toFixed(2)),
    ),
    row('build (records → engine)*', (e) => e.buildMs, ms),
    row('load (shipped files → engine)', (e) => e.loadMs, ms),
    row('keystroke p50', (e) => e.p50, ms),
    row('keystroke p95', (e) => e.p95, ms),
  ];
  if (site) {
    for (const kind of SUITE_KINDS) {
      const label = `${kind.label} (${casesOf(kind.heldOut)})`;
      rows.push(row(`success@1, ${label}`, (e) => aggregateOf(e, kind.heldOut)?.at1 ?? null, pct));
      rows.push(row(`success@5, ${label}`, (e) => aggregateOf(e, kind.heldOut)?.at5 ?? null, pct));
    }
    for (const suite of RELEVANCE_SUITES) {
      rows.push(row(`success@1, ${suite.label} (${suite.cases.length})`, (e) => e.suites?.[suite.name]?.at1 ?? null, pct));
      rows.push(row(`success@5, ${suite.label} (${suite.cases.length})`, (e) => e.suites?.[suite.name]?.at5 ?? null, pct));
    }
  }
  return table(rows);
}

/** Relevance on this site, side by side: our three searches, the other engines, and the full encoder as the ceiling. */
function relevanceTable(c: CorpusFigures, encoder: FullEncoderFigures): string {
  const cell = (a: Aggregate | null) => (a ? `${pct(a.at1)} / ${pct(a.at5)}` : 'n/a');
  const rows = [['search', ...SUITE_KINDS.map((k) => `${k.label} (${casesOf(k.heldOut)}), @1 / @5`)]];
  for (const e of c.engines) rows.push([e.engine, ...SUITE_KINDS.map((k) => cell(aggregateOf(e, k.heldOut)))]);
  if ('skipped' in encoder) rows.push(['full encoder (dense only, Python)', 'skipped', 'skipped']);
  else rows.push(['full encoder (dense only, Python)', cell(encoder.tuning), cell(encoder.heldOut)]);
  return table(rows);
}

const engineNamed = (c: CorpusFigures, adapter: RecordEngineAdapter) => c.engines.find((e) => e.engine === adapter.name)!;

/** "12.3 kB (words 8.1 kB, table rows 2.0 kB, section vectors 2.2 kB)": a first search and its parts. */
const withParts = (e: EngineFigures) =>
  `${kb(e.firstSearchGzip)}${
    e.firstSearchParts
      ? ` (${Object.entries(e.firstSearchParts)
          .map(([part, n]) => `${part} ${kb(n)}`)
          .join(', ')}; medians)`
      : ''
  }`;

function targetsOf(c: CorpusFigures, site: boolean, buildShare: number | null): string[] {
  const h = engineNamed(c, hybrid);
  const w = engineNamed(c, ours);
  const lines: string[] = [];
  const ratioToText = w.firstSearchGzip / c.indexedTextGzip;
  const p95 = (e: EngineFigures, limit: number) => `${ms(e.p95)} ${mark((e.p95 ?? Infinity) <= limit)}`;
  if (site) {
    lines.push(
      `  hybrid first search (index, table rows and section vectors), gzip ≤ 64 kB: median ${withParts(h)}, max ${kb(h.firstSearchGzipMax)} ${mark(h.firstSearchGzip <= 64_000)}`,
    );
    lines.push(`  hybrid keystroke p95 ≤ 2 ms: ${p95(h, 2)} (words alone ${ms(w.p95)}, same replay)`);
    lines.push(`  words alone: first-search gz ÷ indexed text gz ≤ 1.3: ${ratioToText.toFixed(2)} ${mark(ratioToText <= 1.3)}`);
    lines.push(`  words alone: keystroke p95 < 2 ms: ${ms(w.p95)} ${mark((w.p95 ?? Infinity) < 2)}`);
    if (buildShare !== null) lines.push(`  indexing ≤ 5% of the site build: ${(buildShare * 100).toFixed(1)}% ${mark(buildShare <= 0.05)}`);
  } else if (c.pages >= 10_000) {
    lines.push(
      `  hybrid first search at 10,000 pages, gzip ≤ 300 kB: median ${withParts(h)}, max ${kb(h.firstSearchGzipMax)} ${mark(h.firstSearchGzip <= 300_000)}`,
    );
    const later = h.laterQuery;
    if (later) {
      lines.push(
        `  hybrid later query at 10,000 pages (newly fetched, gzip) ≤ 20 kB: median ${kb(later.median)} ${mark(later.median <= LATER_QUERY_BUDGET)}; every query: p95 ${kb(later.p95)}, max ${kb(later.max)}, ${later.overBudget} of ${later.queries} above ${mark(later.overBudget === 0)}` +
          `; of which the meaning layer (table rows, section vectors): median ${kb(later.meaningMedian)}, max ${kb(later.meaningMax)}` +
          (w.laterQuery ? `; words alone: median ${kb(w.laterQuery.median)}, max ${kb(w.laterQuery.max)}` : ''),
      );
    }
    lines.push(`  hybrid keystroke p95 ≤ 30 ms at 10,000 pages: ${p95(h, 30)} (words alone ${p95(w, 30)}, same replay)`);
  }
  return lines;
}

async function main() {
  await prepareBundledEngine();
  const started = Date.now();
  const all: CorpusFigures[] = [];
  const build = buildSite();
  log('timing our indexer on the built site');
  const siteIndexed = await indexHtmlSite(SITE_OUT);
  const siteRecords = recordsOfBuild(SITE_OUT); // what the build itself wrote (sidebar order, page ranks)
  const buildShare = siteIndexed.ms / build.ms;
  all.push(await measureCorpus('this site', SITE_OUT, siteRecords, siteIndexed.ms, siteIndexed.pages, true));
  const footprint = tableFootprint(siteRecords);
  log('full encoder: tools/semantic/evaluate.py over the built site');
  const encoder = fullEncoderFigures(path.join(SITE_OUT, 'search-index'), SCRATCH);
  if ('skipped' in encoder) log(`  full encoder: skipped (${encoder.skipped})`);

  for (const size of sizes) {
    const dir = path.join(SCRATCH, `bench-corpus-${size}`);
    log(`generating ${size} pages into ${dir}`);
    const generated = timed(() => generateCorpus(size, dir, 42));
    log(`  generated in ${ms(generated.ms)} (${generated.value.sections} sections, ${generated.value.words} words)`);
    const indexed = await indexHtmlSite(dir);
    all.push(await measureCorpus(`synthetic ${size.toLocaleString('en')}`, dir, indexed.records, indexed.ms, indexed.pages, false));
  }

  const out: string[] = [];
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  out.push(`Search benchmark — ${date} UTC — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`);
  out.push(`Command: npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`);
  out.push(
    `Site build (${build.source}): ${ms(build.ms)} total, of which our indexer (read HTML → records → write index) ${ms(siteIndexed.ms)} = ${(buildShare * 100).toFixed(1)}% (indexer re-run alone on the built output)`,
  );
  for (const c of all) {
    const site = c.corpus === 'this site';
    out.push('');
    out.push(
      `## ${c.corpus}: ${c.pages} pages, ${c.records} records; indexed text (headings + content) gzip ${kb(c.indexedTextGzip)}; our indexer ${ms(c.ourIndexerMs)}`,
    );
    out.push(corpusTable(c, site));
    out.push(
      `* build: for Pagefind, its indexing of the HTML pages (Node API → binary), not comparable with building from records. Keystroke replay: ${keystrokes(RELEVANCE_CASES.map((x) => x.query)).length} prefixes, up to 3 timed passes within 30 s per engine (shuffled order); timed searches: ${c.engines.map((e) => `${e.engine} ${e.latencySamples}`).join(', ')}.`,
    );
    for (const e of c.engines) if (e.note) out.push(`  ${e.engine}: ${e.note}`);
    const targets = targetsOf(c, site, site ? buildShare : null);
    if (targets.length) out.push('Targets:', ...targets);
    if (site) {
      out.push('');
      out.push('Relevance side by side (same records; success@1 / success@5):');
      out.push(relevanceTable(c, encoder));
      if ('skipped' in encoder) out.push(`  full encoder: skipped (${encoder.skipped})`);
      else {
        out.push(
          `  full encoder: tools/semantic/evaluate.py (all-MiniLM-L6-v2 in numpy, cosine over every section, distinct sections) on this build's records, ${ms(encoder.ms)}; the distilled table in the same script: ${pct(encoder.table.tuning.at1)} / ${pct(encoder.table.tuning.at5)} tuning, ${pct(encoder.table.heldOut.at1)} / ${pct(encoder.table.heldOut.at5)} held out`,
        );
      }
      out.push(
        `  word table on disk: plugins/search/data/semantic/ ${kb(footprint.committedBytes)} (${footprint.committedFiles} files; ${footprint.rows.toLocaleString('en')} words × ${footprint.dims}); its ${footprint.shards} table shards as written ${kb(footprint.shardsRaw)} raw, ${kb(footprint.shardsGzip)} gzip (sum of the files)`,
      );
      for (const suite of RELEVANCE_SUITES) {
        if (!mayShowMisses(suite)) {
          out.push(`  ${suite.label}: per-query results withheld (RELEVANCE_SHOW_HELDOUT=1 prints them)`);
          continue;
        }
        // The meaning layer alone misses too many to list; its figures are in the tables.
        for (const e of c.engines.filter((x) => x.engine !== meaningOnly.name)) {
          const misses = e.suites?.[suite.name]?.misses;
          if (misses?.length) out.push(`  ${e.engine}, ${suite.label}, not first for: ${misses.join('; ')}`);
        }
      }
    }
  }
  out.push('');
  out.push('## Summary: ours (the hybrid, as shipped) ÷ the others (below 1 = ours smaller/faster)');
  const summary: string[][] = [['corpus', 'hybrid vs', 'first-search gz', 'index gz', 'keystroke p50', 'keystroke p95']];
  for (const c of all) {
    const [o, ...others] = c.engines;
    for (const e of others.filter(hasRatio)) {
      summary.push([
        c.corpus,
        e.engine,
        ratio(o.firstSearchGzip, e.firstSearchGzip),
        ratio(o.indexGzip, e.indexGzip),
        ratio(o.p50, e.p50),
        ratio(o.p95, e.p95),
      ]);
    }
  }
  out.push(table(summary));
  out.push('');
  out.push('Configurations:');
  for (const e of all[0].engines) out.push(`  - ${e.engine}: ${e.configuration}`);
  out.push(`Total benchmark time ${ms(Date.now() - started)}.`);
  const text = out.join('\n');
  console.log(text);
  fs.writeFileSync(
    RESULTS,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        command: `npm run bench ${args.join(' ')}`.trim(),
        cores: os.cpus().length,
        build: {...build, indexerMs: siteIndexed.ms, share: buildShare},
        corpora: all,
        fullEncoder: encoder,
        wordTable: footprint,
        printed: text,
      },
      null,
      2,
    ),
  );
  log(`results written to ${RESULTS}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

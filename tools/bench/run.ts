/**
 * `npm run bench`: our search as shipped (the hybrid: words fused with
 * meaning), beside its word engine alone and its meaning layer alone, against
 * MiniSearch (defaults), lunr (configured as @easyops-cn/docusaurus-search-local)
 * and Pagefind, on this site and on synthetic corpora of 1,000 and 10,000
 * pages, in one run; on this site the full encoder's dense retrieval
 * (tools/semantic/evaluate.py, when its Python environment exists) as the
 * ceiling of relevance. Prints (report.ts) a table per corpus and a summary of ratios;
 * writes /tmp/bench-results.json. Prints PASS/MISS next to targets but never
 * fails on them: it is a benchmark.
 *
 * Options:
 *   --reuse-build        use the existing /tmp/bench-site (and its recorded build time)
 *   --site-from=worktree build the working tree instead of a clean export of HEAD
 *   --sizes=1000,10000   synthetic corpus sizes (0 or empty: none)
 *   --pagefind=site      Pagefind on this site only (its relevance column), not on the
 *                        synthetic corpora, where its keystrokes take minutes
 *   --pagefind=none, --no-pagefind  skip Pagefind (default: all)
 *   --build-budget=ms    skip an engine whose build would take longer (default 240000)
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {refuse as refuseTool, toolArguments} from '../cliArguments';
import {recordHeading, type SearchRecord} from '../../plugins/search/shared/record';
import {evaluateRelevance, sectionKey} from '../../tests/relevance/evaluate';
import {RELEVANCE_CASES, RELEVANCE_SUITES, mayShowMisses} from '../../tests/relevance/suites';
import {ours, indexHtmlSite, recordsOfBuild} from './adapters/ours';
import {fileKindOf, hybrid, meaningOnly, partOf, tableFootprint} from './adapters/hybrid';
import {minisearchDefault} from './adapters/minisearch';
import {lunrEasyops} from './adapters/lunr';
import {indexWithPagefind, loadPagefind, pagefindIndexBytes, runPagefindInBrowser, PAGEFIND_CONFIGURATION} from './adapters/pagefind';
import type {RecordEngineAdapter} from './adapters/types';
import {generateCorpus} from './generate-corpus';
import {fullEncoderFigures} from './fullEncoder';
import {prepareBundledEngine} from './bundledEngine';
import {docsPath, gzipSize, keystrokes, median, percentile, replayLatency, shuffled, summarize, timed, wireSize, type Bytes} from './lib';
import {LATER_QUERY_BUDGET, unmeasured, type CorpusFigures, type EngineFigures} from './figures';
import {ms, reportText} from './report';

const REPO = path.resolve(__dirname, '../..');
// BENCH_DIR moves the scratch files (default /tmp), e.g. when two benchmarks share a machine.
const SCRATCH = process.env.BENCH_DIR ?? '/tmp';
const SITE_OUT = path.join(SCRATCH, 'bench-site');
const SITE_SRC = path.join(SCRATCH, 'bench-src');
const BUILD_RECORD = path.join(SCRATCH, 'bench-site.build.json');
const RESULTS = path.join(SCRATCH, 'bench-results.json');
const LIMIT = 20;

/** The options as given, for the report. */
const args = process.argv.slice(2);
// Node's own parser, strict: a misspelled option (`--size=100`) stops the run at once, named,
// instead of an hour's benchmark of the defaults.
const {values: options} = toolArguments('npm run bench', {
  args,
  options: {
    'reuse-build': {type: 'boolean'},
    'site-from': {type: 'string'},
    sizes: {type: 'string'},
    pagefind: {type: 'string'},
    'no-pagefind': {type: 'boolean'},
    'build-budget': {type: 'string'},
  },
});
const flag = (name: 'reuse-build' | 'no-pagefind') => options[name] === true;
const option = (name: 'site-from' | 'sizes' | 'pagefind' | 'build-budget', fallback: string) => options[name] ?? fallback;
const refuse: (problem: string) => never = (problem) => refuseTool('npm run bench', problem);
const sizesGiven = option('sizes', '1000,10000');
if (!/^(?:\d+(?:,\d+)*)?$/.test(sizesGiven))
  refuse(`--sizes must be page counts separated by commas, e.g. 1000,10000 (got ${JSON.stringify(sizesGiven)})`);
const sizes = sizesGiven
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const siteFrom = option('site-from', 'head');
if (siteFrom !== 'head' && siteFrom !== 'worktree') refuse(`--site-from must be head or worktree (got ${JSON.stringify(siteFrom)})`);
const PAGEFIND_MODES = ['all', 'site', 'none'] as const;
const pagefindMode = flag('no-pagefind') ? 'none' : option('pagefind', 'all');
if (!(PAGEFIND_MODES as readonly string[]).includes(pagefindMode))
  refuse(`--pagefind must be one of ${PAGEFIND_MODES.join(', ')} (got ${JSON.stringify(pagefindMode)})`);

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

/** Build time per record, per engine, from the last corpus measured: used to skip what would not finish. */
const buildMsPerRecord = new Map<string, number>();
const buildBudget = option('build-budget', '240000');
if (!/^\d+$/.test(buildBudget)) refuse(`--build-budget must be a number of milliseconds (got ${JSON.stringify(buildBudget)})`);
const BUILD_BUDGET_MS = Number(buildBudget);

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
      .map(docsPath)
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

/** Each query's gzip bytes summed by part of the index (partOf, or another way to name a file's part). */
function bytesByPart(queries: Bytes[], files: Map<string, Buffer>, part: (name: string) => string = partOf): Record<string, number>[] {
  return queries.map((b) => {
    const parts: Record<string, number> = {};
    for (const name of b.files) parts[part(name)] = (parts[part(name)] ?? 0) + wireSize(files.get(name)!);
    return parts;
  });
}

/** The median over the queries of each part's bytes (0 for a query that fetched none of it). */
function medianParts(perQuery: Record<string, number>[]): Record<string, number> {
  const names = [...new Set(perQuery.flatMap((p) => Object.keys(p)))];
  return Object.fromEntries(names.map((name) => [name, median(perQuery.map((p) => p[name] ?? 0))]));
}

/** Median first-search gzip bytes of each part (manifest, words, table rows, section vectors). */
const partsOf = (first: Bytes[], files: Map<string, Buffer>) => medianParts(bytesByPart(first, files));

function laterOf(later: Bytes[], files: Map<string, Buffer>): NonNullable<EngineFigures['laterQuery']> {
  const gzip = later.map((b) => b.gzip);
  const sorted = [...gzip].sort((a, b) => a - b);
  // Every kind of file, so the budget's misses show where the bytes go.
  const perQuery = bytesByPart(later, files, fileKindOf);
  // The meaning layer's own share: the table rows and section vectors a later query adds.
  const meaning = perQuery.map((p) => (p['table rows'] ?? 0) + (p['section vectors'] ?? 0));
  // Largest first, as the report prints them.
  const parts = Object.fromEntries(Object.entries(medianParts(perQuery)).sort(([, a], [, b]) => b - a));
  return {
    parts,
    meaningMedian: median(meaning),
    meaningMax: Math.max(...meaning),
    queries: gzip.length,
    median: median(gzip),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1],
    overBudget: gzip.filter((g) => g > LATER_QUERY_BUDGET).length,
  };
}

const notMeasured = (adapter: RecordEngineAdapter, note: string): EngineFigures => ({...unmeasured(adapter.name, adapter.configuration), note});

async function measurePagefind(siteDir: string, prefixes: string[], relevance: boolean, knownSections: ReadonlySet<string>): Promise<EngineFigures> {
  const base = unmeasured('Pagefind', PAGEFIND_CONFIGURATION);
  if (pagefindMode === 'none') return {...base, note: 'skipped (--pagefind=none)'};
  // `relevance` is this site: the synthetic corpora have no questions.
  if (pagefindMode === 'site' && !relevance) return {...base, note: 'skipped (--pagefind=site)'};
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
  const pagefindUrls = (q: string) => (run.results[q] ?? []).map(docsPath).map((u) => `/katachi/docs/${u}`);
  // Pagefind names pages by their files: a result that names no section of the site is a
  // bug in the mapping above, not a miss, and would score every query as missed.
  const returned = Object.values(run.results).flat();
  const strays = returned.filter((url) => !knownSections.has(sectionKey(`/katachi/docs/${docsPath(url)}`)));
  if (strays.length > returned.length / 2)
    throw new Error(
      `${strays.length} of Pagefind's ${returned.length} result URLs name no section of the site, e.g. ${strays.slice(0, 3).join(', ')}: fix docsPath (tools/bench/lib.ts)`,
    );
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
    engines.push(await measurePagefind(dir, prefixes, relevance, new Set(records.map((record) => sectionKey(record.url)))));
  } catch (error) {
    engines.push({
      ...notMeasured(ours, `failed: ${(error as Error).message.split('\n')[0]}`),
      engine: 'Pagefind',
      configuration: PAGEFIND_CONFIGURATION,
    });
  }
  return {corpus: name, pages, records: records.length, indexedTextGzip: indexedTextGzip(records), ourIndexerMs, engines};
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

  const text = reportText({
    date: new Date(),
    args,
    build,
    siteIndexedMs: siteIndexed.ms,
    corpora: all,
    encoder,
    footprint,
    totalMs: Date.now() - started,
  });
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

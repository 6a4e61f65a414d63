/**
 * `npm run bench:pages`: Lighthouse (mobile) on every route of our build and
 * of a stock preset-classic baseline built from the same docs (see sites.ts),
 * both served by one compressing static server, runs of the two interleaved
 * so that load on the (shared) machine hits both alike. Prints medians side by
 * side with the ratios ours ÷ baseline, and PASS/MISS against the targets
 * (score ≥ 95 on every route; main-thread time ≤ baseline + 10%). It never
 * fails on a target: it is a benchmark. Writes <out>/results.json.
 *
 * Options:
 *   --routes=/,/docs/FAQ    only these routes (paths under the base URL; default: every route)
 *   --runs=3                runs per route and site
 *   --reuse-build           use the builds already in <out> (default: build both)
 *   --out=DIR               where builds and results go (default: $TMPDIR/katachi-bench-pages)
 *   --port=3550             ours on this port, the baseline on the next (env BENCH_PAGES_PORT)
 *   --also=NAME=DIR         also measure a prebuilt site of the same routes (repeatable; on the
 *                           ports after the baseline's), e.g. the original Katachi site: see extraSites.ts
 *   --cpu-slowdown=4        Lighthouse's CPU slowdown (the mobile preset's 4 by default). Its
 *                           slowdown is relative to this machine (the printed benchmarkIndex):
 *                           8 on a machine twice as fast as another stands in for 4 there
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {comparisonTable, missingRoutes, parseAlso} from './extraSites';
import {kb, markdownTable, medianOf, ms, ratio, scoreText} from './figures';
import {launchBrowser, runLighthouse, type PageFigures} from './lighthouse';
import {buildBaseline, buildOurs, routesOfBuild} from './sites';
import {serveStatic} from './staticServer';

const BASE_PATH = '/katachi/';
const TARGET_SCORE = 95;
const TARGET_MAIN_THREAD_RATIO = 1.1;

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

const outRoot = path.resolve(option('out', path.join(os.tmpdir(), 'katachi-bench-pages')));
const runs = Math.max(1, Number(option('runs', '3')) || 3);
const cpuSlowdown = Number(option('cpu-slowdown', '4'));
if (!(cpuSlowdown >= 1)) throw new Error(`--cpu-slowdown=${option('cpu-slowdown', '')}: expected a number of at least 1, e.g. --cpu-slowdown=8`);
const port = Number(option('port', process.env.BENCH_PAGES_PORT ?? '3550'));
const ourBuild = path.join(outRoot, 'ours');
const baselineBuild = path.join(outRoot, 'baseline');

type RouteResult = {route: string; ours: PageFigures[]; baseline: PageFigures[]; also: Record<string, PageFigures[] | 'missing'>};

function loadAverage(): string {
  return os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

function selectRoutes(): {routes: string[]; oursOnly: Set<string>} {
  const ours = routesOfBuild(ourBuild);
  const baseline = new Set(routesOfBuild(baselineBuild));
  const wanted = option('routes', '');
  // "/docs/FAQ", "/katachi/docs/FAQ" or "docs/FAQ"; a trailing slash as the build has it.
  const asRoute = (route: string) => {
    const full = path.posix.join(BASE_PATH, route.replace(/^\/?katachi\/?/, '/'));
    return ours.find((r) => r.replace(/\/$/, '') === full.replace(/\/$/, '')) ?? full;
  };
  const routes = wanted ? wanted.split(',').map(asRoute) : ours;
  const unknown = routes.filter((r) => !ours.includes(r));
  if (unknown.length) throw new Error(`No such route in our build: ${unknown.join(', ')} (routes: ${ours.join(', ')})`);
  return {routes, oursOnly: new Set(routes.filter((r) => !baseline.has(r)))};
}

/** Size of a build's styles.css, the stylesheet every page loads before its first paint. */
function renderBlockingCss(buildDir: string): string {
  const dir = path.join(buildDir, 'assets/css');
  const file = fs.readdirSync(dir).find((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  if (!file) return 'n/a';
  const body = fs.readFileSync(path.join(dir, file));
  return `${body.length.toLocaleString('en')} B raw, ${zlib.brotliCompressSync(body).length.toLocaleString('en')} B brotli`;
}

function table(results: RouteResult[]): string {
  const header = [
    'route',
    'score',
    'base',
    'FCP',
    'base',
    'ours ÷',
    'TBT',
    'base',
    'ours ÷',
    'LCP',
    'base',
    'ours ÷',
    'main thread',
    'base',
    'ours ÷',
    'bytes',
    'base',
    'ours ÷',
    'target',
  ];
  const rows = results.map(({route, ours, baseline}) => {
    const m = (key: keyof PageFigures) => [medianOf(ours, key), medianOf(baseline, key)] as const;
    const [score, scoreBase] = m('score');
    const [fcp, fcpBase] = m('fcpMs');
    const [tbt, tbtBase] = m('tbtMs');
    const [lcp, lcpBase] = m('lcpMs');
    const [main, mainBase] = m('mainThreadMs');
    const [bytes, bytesBase] = m('bytes');
    const mainOk = Number.isNaN(mainBase) || main <= mainBase * TARGET_MAIN_THREAD_RATIO;
    return [
      route.slice(BASE_PATH.length - 1) || '/',
      scoreText(score),
      scoreText(scoreBase),
      ms(fcp),
      ms(fcpBase),
      ratio(fcp, fcpBase),
      ms(tbt),
      ms(tbtBase),
      ratio(tbt, tbtBase),
      ms(lcp),
      ms(lcpBase),
      ratio(lcp, lcpBase),
      ms(main),
      ms(mainBase),
      ratio(main, mainBase),
      kb(bytes),
      kb(bytesBase),
      ratio(bytes, bytesBase),
      score >= TARGET_SCORE && mainOk ? 'PASS' : 'MISS',
    ];
  });
  return markdownTable(header, rows);
}

async function main(): Promise<void> {
  const extraSites = parseAlso(args, BASE_PATH);
  fs.mkdirSync(outRoot, {recursive: true});
  console.log(`load average before: ${loadAverage()} (${os.cpus().length} cores)`);
  if (!flag('reuse-build') || !fs.existsSync(ourBuild)) buildOurs(ourBuild);
  if (!flag('reuse-build') || !fs.existsSync(baselineBuild)) buildBaseline(outRoot, baselineBuild);
  const {routes, oursOnly} = selectRoutes();
  const missing = Object.fromEntries(extraSites.map(({name, dir}) => [name, new Set(missingRoutes(dir, routes, BASE_PATH))]));

  const builds: Record<string, string> = {ours: ourBuild, baseline: baselineBuild, ...Object.fromEntries(extraSites.map((s) => [s.name, s.dir]))};
  const sites = Object.keys(builds);
  const servers = Object.fromEntries(
    await Promise.all(sites.map(async (site, i) => [site, await serveStatic(builds[site], BASE_PATH, port + i)] as const)),
  );
  const browser = await launchBrowser();
  const results: RouteResult[] = routes.map((route) => ({
    route,
    ours: [],
    baseline: [],
    also: Object.fromEntries(extraSites.map(({name}) => [name, missing[name].has(route) ? 'missing' : []])),
  }));
  const figuresOf = (result: RouteResult, site: string): PageFigures[] | 'missing' =>
    site === 'ours' ? result.ours : site === 'baseline' ? (oursOnly.has(result.route) ? 'missing' : result.baseline) : result.also[site];
  const started = Date.now();
  try {
    // Round by round, every route, each site in turn, the order rotated every
    // round (ours, baseline; then baseline, ours; ...): a burst of load on the
    // machine lands on all sites rather than on one.
    for (let run = 0; run < runs; run++) {
      for (const result of results) {
        const order = sites.map((_, i) => sites[(i + run) % sites.length]);
        for (const site of order) {
          const figuresSoFar = figuresOf(result, site);
          if (figuresSoFar === 'missing') continue;
          const url = new URL(result.route, servers[site].url).href;
          const figures = await runLighthouse(url, browser, cpuSlowdown);
          figuresSoFar.push(figures);
          console.log(
            `run ${run + 1}/${runs} ${site.padEnd(8)} ${result.route}: score ${figures.score}, TBT ${ms(figures.tbtMs)}, main thread ${ms(figures.mainThreadMs)}`,
          );
        }
      }
    }
  } finally {
    await browser.kill();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }

  console.log(
    `\nLighthouse mobile (CPU slowdown ×${cpuSlowdown}), median of ${runs} run(s) per route and site, ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
  console.log(`load average after: ${loadAverage()}`);
  const speeds = results.flatMap((r) => [...r.ours, ...r.baseline]).filter((f) => Number.isFinite(f.benchmarkIndex));
  const speedRange = speeds.map((f) => f.benchmarkIndex);
  if (speeds.length)
    console.log(
      `Lighthouse benchmarkIndex of this machine (higher is faster; compare runs only beside it): median ${Math.round(medianOf(speeds, 'benchmarkIndex'))}, ${Math.round(Math.min(...speedRange))}–${Math.round(Math.max(...speedRange))}`,
    );
  console.log(table(results));
  console.log(`render-blocking stylesheet (brotli, as served): ours ${renderBlockingCss(ourBuild)}, baseline ${renderBlockingCss(baselineBuild)}`);
  if (oursOnly.size) console.log(`(no baseline for ${[...oursOnly].join(', ')}: pages of ours only)`);
  const misses = results.filter((r) => {
    const main = medianOf(r.ours, 'mainThreadMs');
    const mainBase = medianOf(r.baseline, 'mainThreadMs');
    return medianOf(r.ours, 'score') < TARGET_SCORE || (!Number.isNaN(mainBase) && main > mainBase * TARGET_MAIN_THREAD_RATIO);
  });
  console.log(
    `Targets: score ≥ ${TARGET_SCORE} and main thread ≤ baseline × ${TARGET_MAIN_THREAD_RATIO} on every route: ` +
      (misses.length ? `MISS (${misses.map((r) => r.route).join(', ')})` : 'PASS'),
  );
  for (const {name, dir} of extraSites) {
    console.log(`\nOurs against ${name} (${dir}), same runs:`);
    console.log(
      comparisonTable(
        name,
        results.map((r) => ({route: r.route, ours: r.ours, other: r.also[name]})),
        BASE_PATH,
      ),
    );
    if (missing[name].size) console.log(`(${name} has no page for ${[...missing[name]].join(', ')})`);
  }
  const resultsFile = path.join(outRoot, 'results.json');
  fs.writeFileSync(resultsFile, JSON.stringify({when: new Date().toISOString(), runs, results}, null, 2));
  console.log(`raw figures: ${resultsFile}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

/**
 * `npx tsx tools/bench/pages/profile.ts [--routes=/,/docs/Features/Hashes] [--reuse-build]`:
 * where a page load spends main-thread time. Builds the site with source maps
 * (a wrapper configuration adding `devtool: 'source-map'`), loads each route in
 * headless Chromium under 4× CPU throttling with the DevTools protocol's
 * sampling profiler running, and prints self time per original source file
 * (through the source maps) and per function, largest first.
 *
 * The build is not minified, so that functions keep their names and the source
 * maps are exact (minified figures are Lighthouse's, in run.ts).
 *
 * Options: --out=DIR (default $TMPDIR/katachi-bench-pages), --port=3552, --top=25, --repeat=3,
 *          --site=DIR (a checkout to profile instead of this one: tools/bench/pages must be in it)
 *
 * Besides self time, it prints the total time (self + callees) spent in the
 * site's own source files: what our code adds to a page load.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {SourceMapConsumer} from 'source-map';
import {CHROMIUM} from '../chromium';
import {REPO} from './sites';
import {serveStatic} from './staticServer';

const BASE_PATH = '/katachi/';
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const outRoot = path.resolve(option('out', path.join(os.tmpdir(), 'katachi-bench-pages')));
const siteDir = path.resolve(option('site', REPO));
const buildDir = path.join(outRoot, siteDir === REPO ? 'ours-sourcemaps' : `${path.basename(siteDir)}-sourcemaps`);
const port = Number(option('port', '3552'));
const top = Number(option('top', '25'));
const repeat = Number(option('repeat', '3'));
const routes = option('routes', '/,/docs/Contributing/SECURITY,/docs/Features/Hashes').split(',');

function buildWithSourceMaps(): void {
  fs.rmSync(buildDir, {recursive: true, force: true});
  const config = path.join(siteDir, 'tools/bench/pages/sourcemaps.config.ts');
  const docusaurus = path.join(REPO, 'node_modules/.bin/docusaurus');
  const result = spawnSync('nice', ['-n', '10', docusaurus, 'build', siteDir, '--config', config, '--out-dir', buildDir, '--no-minify'], {
    stdio: 'inherit',
    // Webpack's persistent cache does not key on devtool/minify: a cached
    // production build would come back with source maps that do not match.
    env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
  if (result.status !== 0) throw new Error('build with source maps failed');
}

type CallFrame = {functionName: string; url: string; lineNumber: number; columnNumber: number};
type ProfileNode = {id: number; callFrame: CallFrame; children?: number[]};
type Profile = {nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]};

const consumers = new Map<string, Promise<SourceMapConsumer | null>>();
function consumerFor(url: string): Promise<SourceMapConsumer | null> {
  let consumer = consumers.get(url);
  if (!consumer) {
    const file = path.join(buildDir, new URL(url).pathname.slice(BASE_PATH.length));
    consumer = fs.existsSync(`${file}.map`) ? new SourceMapConsumer(fs.readFileSync(`${file}.map`, 'utf8')) : Promise.resolve(null);
    consumers.set(url, consumer);
  }
  return consumer;
}

/** "node_modules/prism-react-renderer/…" or "plugins/search/client/…": the original file of a frame. */
async function originalOf(frame: CallFrame): Promise<{file: string; fn: string}> {
  if (!frame.url) return {file: frame.functionName || '(native)', fn: frame.functionName || '(native)'};
  const consumer = frame.url.startsWith('http') ? await consumerFor(frame.url) : null;
  const position = consumer?.originalPositionFor({line: frame.lineNumber + 1, column: frame.columnNumber});
  const source = position?.source ?? new URL(frame.url).pathname;
  const file = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(\.\/)+/, '')
    .replace(/.*\/node_modules\//, 'node_modules/');
  return {file, fn: `${position?.name ?? frame.functionName ?? '(anonymous)'} (${file}:${position?.line ?? frame.lineNumber + 1})`};
}

/** The site's own source files (not node_modules, not Docusaurus' sources) among a node's ancestors. */
const ownFilesCache = new Map<number, Set<string>>();
async function ownFilesOnStack(id: number, nodes: Map<number, ProfileNode>, parentOf: Map<number, number>): Promise<Set<string>> {
  const cached = ownFilesCache.get(id);
  if (cached) return cached;
  const parent = parentOf.get(id);
  const files = new Set(parent === undefined ? [] : await ownFilesOnStack(parent, nodes, parentOf));
  const {file} = await originalOf(nodes.get(id)!.callFrame);
  if (
    !file.startsWith('node_modules/') &&
    !file.startsWith('.docusaurus/') &&
    /\.(tsx?|jsx?|css)$/.test(file) &&
    fs.existsSync(path.join(siteDir, file))
  )
    files.add(file);
  ownFilesCache.set(id, files);
  return files;
}

async function profileRoute(url: string): Promise<Profile> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await (await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true})).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', {interval: 500});
    await cdp.send('Profiler.start');
    await page.goto(url, {waitUntil: 'load', timeout: 180_000});
    await page.waitForTimeout(3000);
    const {profile} = (await cdp.send('Profiler.stop')) as {profile: Profile};
    return profile;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!args.includes('--reuse-build') || !fs.existsSync(buildDir)) buildWithSourceMaps();
  const server = await serveStatic(buildDir, BASE_PATH, port);
  try {
    for (const route of routes) {
      const byFile = new Map<string, number>();
      const byFunction = new Map<string, number>();
      const byOwnFile = new Map<string, number>();
      let total = 0;
      for (let i = 0; i < repeat; i++) {
        const profile = await profileRoute(server.url.replace(/\/$/, '') + route);
        const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
        ownFilesCache.clear(); // node ids are per profile
        const parentOf = new Map<number, number>();
        for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
        const selfMs = new Map<number, number>();
        profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
        for (const [id, time] of selfMs) {
          const frame = nodes.get(id)!.callFrame;
          if (frame.functionName === '(idle)') continue;
          const {file, fn} = await originalOf(frame);
          total += time / repeat;
          byFile.set(file, (byFile.get(file) ?? 0) + time / repeat);
          byFunction.set(fn, (byFunction.get(fn) ?? 0) + time / repeat);
          // Inclusive: each of the site's own files on this sample's stack gets its time once.
          for (const own of await ownFilesOnStack(id, nodes, parentOf)) byOwnFile.set(own, (byOwnFile.get(own) ?? 0) + time / repeat);
        }
      }
      const print = (title: string, map: Map<string, number>) => {
        console.log(`  ${title}`);
        for (const [name, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
          console.log(`    ${time.toFixed(0).padStart(6)} ms  ${name}`);
        }
      };
      console.log(`\n${route}: ${total.toFixed(0)} ms busy (4× CPU throttling, mean of ${repeat} loads)`);
      print('self time by source file', byFile);
      print('self time by function', byFunction);
      print("total time (self + callees) in the site's own files: what our code adds", byOwnFile);
    }
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

/**
 * What typing in the search modal costs the page on a slow phone: two builds of the site
 * (a baseline and a change), each served here, and in headless Chromium slowed down by the
 * DevTools protocol (`--cpu`, default 6×, a low-end phone), queries typed letter by letter
 * into the modal with a pause after each key, while the V8 sampling profiler runs. The figure
 * is the page's main thread busy time per key (every sample that is not idle: scripts, style,
 * layout, paint), not a latency: it is what stands between the reader's keys and the page
 * answering them. The builds alternate round by round, so a noisy machine slows both alike.
 *
 * Usage: tsx tools/bench/typing-cost.ts <baseline build> <changed build> [--cpu=6] [--rounds=3] [--queries=6]
 */
import path from 'node:path';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {gotoHydrated, openModal} from '../../tests/support/search';
import {refuse, toolArguments} from '../cliArguments';
import {CHROMIUM, missingChromium} from './chromium';
import {median} from './lib';
import {serveStatic} from './pages/staticServer';

/** The first build's port; the second is the next. */
const PORT = Number(process.env.TYPING_COST_PORT ?? 3450);
/** After each key: long enough for the answer (and the meaning layer) to be drawn at 6×. */
const PAUSE_AFTER_KEY_MS = 500;

type Options = {cpu: number; rounds: number; queries: string[]};

const USAGE = 'usage: typing-cost.ts <baseline build> <changed build> [--cpu=6] [--rounds=3] [--queries=6]';

function parse(): {builds: string[]} & Options {
  const {values, positionals} = toolArguments('typing-cost', {
    options: {cpu: {type: 'string'}, rounds: {type: 'string'}, queries: {type: 'string'}},
    allowPositionals: true,
  });
  const positive = (name: keyof typeof values, fallback: number) => {
    const value = Number(values[name] ?? fallback);
    if (!Number.isFinite(value) || value <= 0) refuse('typing-cost', `--${name} must be a positive number, not "${values[name]}"`);
    return value;
  };
  if (positionals.length !== 2) refuse('typing-cost', USAGE);
  return {
    builds: positionals.map((b) => path.resolve(b)),
    cpu: positive('cpu', 6),
    rounds: positive('rounds', 3),
    queries: RELEVANCE_CASES.slice(0, positive('queries', 6)).map((c) => c.query),
  };
}

/** Main-thread busy milliseconds per key typed, in one fresh browser. */
async function busyPerKey(siteUrl: string, {cpu, queries}: Options): Promise<number> {
  const {chromium} = await import('playwright-core');
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
  try {
    const page = await browser.newPage({viewport: {width: 375, height: 800}});
    await gotoHydrated(page, `${siteUrl}/katachi/docs/GettingStarted`);
    await openModal(page);
    // The index, the meaning layer and the modal's code are in before the profile starts.
    await page.keyboard.type('warm up', {delay: 50});
    await page.waitForTimeout(2_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
    let keys = 0;
    for (const query of queries) {
      await page.locator('.DocSearch-Input').fill('');
      await page.waitForTimeout(PAUSE_AFTER_KEY_MS);
      for (const key of query) {
        await page.keyboard.type(key);
        await page.waitForTimeout(PAUSE_AFTER_KEY_MS);
        keys += 1;
      }
    }
    const {profile} = await cdp.send('Profiler.stop');
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    const deltas = profile.timeDeltas ?? [];
    const busyMs = (profile.samples ?? []).reduce((sum, id, i) => (idle.has(id) ? sum : sum + (deltas[i] ?? 0) / 1000), 0);
    return busyMs / keys;
  } finally {
    await browser.close();
  }
}

async function main() {
  const missing = missingChromium();
  if (missing) throw new Error(missing);
  const {builds, ...options} = parse();
  const servers = await Promise.all(builds.map((dir, i) => serveStatic(dir, '/katachi/', PORT + i)));
  try {
    const perBuild: number[][] = builds.map(() => []);
    for (let round = 0; round < options.rounds; round++)
      for (const [i, server] of servers.entries()) perBuild[i].push(await busyPerKey(server.url, options));
    const base = median(perBuild[0]);
    const keys = options.queries.reduce((n, q) => n + q.length, 0);
    console.log(
      `Main thread busy per key typed in the search modal, ${options.cpu}× CPU, 375 px, ${keys} keys × ${options.rounds} rounds (median of rounds)`,
    );
    console.log('| build | rounds (ms/key) | median | ÷ baseline |');
    console.log('| --- | --- | --: | --: |');
    for (const [i, dir] of builds.entries()) {
      const m = median(perBuild[i]);
      console.log(
        `| ${i === 0 ? 'baseline' : 'changed'}: ${dir} | ${perBuild[i].map((v) => v.toFixed(0)).join(', ')} | ${m.toFixed(0)} ms | ×${(m / base).toFixed(2)} |`,
      );
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

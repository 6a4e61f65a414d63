/**
 * What a later query fetches in Pagefind, beside ours: the bench's reading session (the
 * first suite's queries one after another on one page) in Pagefind's own pagefind.js in
 * headless Chromium, each query loading the data of its first 5 results (its UI's page)
 * and of its first 20 (as many as our session shows). The bench measures Pagefind's first
 * search only; this puts issue 31's later-query figure beside the nearest static peer.
 * A file fetched again in the session counts once, as a browser's cache would keep it.
 *
 * Usage: tsx tools/bench/pagefindSession.ts <site dir> [--reindex]
 * (a site of rendered HTML under /katachi/, such as $BENCH_DIR/bench-corpus-10000 of
 * `npm run bench`; indexed into <site dir>/pagefind unless already there)
 */
import fs from 'node:fs';
import path from 'node:path';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {indexWithPagefind, loadPagefind, runPagefindSession} from './adapters/pagefind';
import {median} from './lib';

const TARGET_KB = 20;

async function main() {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: tsx tools/bench/pagefindSession.ts <site dir> [--reindex]');
    process.exit(2);
  }
  if (process.argv.includes('--reindex') || !fs.existsSync(path.join(site, 'pagefind', 'pagefind.js'))) {
    const pagefind = await loadPagefind();
    if (typeof pagefind === 'string') throw new Error(pagefind);
    const indexed = await indexWithPagefind(pagefind, path.resolve(site));
    console.log(`Pagefind indexed ${indexed.pages} pages in ${(indexed.ms / 1000).toFixed(1)} s`);
  }
  const queries = RELEVANCE_CASES.map((c) => c.query);
  for (const shown of [5, 20]) {
    const session = await runPagefindSession(path.resolve(site), queries, shown);
    if (typeof session === 'string') throw new Error(session);
    const later = session.slice(1).map((query) => query.gzip / 1024);
    console.log(
      `Pagefind, data of the first ${String(shown).padStart(2)}: first search ${(session[0].gzip / 1024).toFixed(1)} kB; later query median ${median(later).toFixed(1)} kB, ` +
        `max ${Math.max(...later).toFixed(1)} kB, above ${TARGET_KB} kB ${later.filter((kb) => kb > TARGET_KB).length} of ${later.length}, all ${later.reduce((sum, kb) => sum + kb, 0).toFixed(0)} kB`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

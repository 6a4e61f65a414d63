/**
 * Measures a postings layout the engine does not use: each long list cut
 * into a top tier (its best postings for ranking: field, then page rank, then
 * weight) that a query reads first, and the rest, read only when the top tiers'
 * answer looks incomplete (fewer hits than asked for, or a hit lacking a query
 * word). Prints, per tier size, what a later query fetches at this scale (words
 * alone, the first suite's queries in order, as the bench counts it) and how far
 * its hits agree with the full lists' ranking. No judgments are needed: the full
 * ranking is the reference.
 *
 * Usage: tsx tools/bench/tieredPostings.ts <built site dir> [--tiers 100,200,500] [--make-up]
 * (a synthetic corpus of `npm run bench`, such as $BENCH_DIR/bench-corpus-10000;
 * its records are cached in $BENCH_DIR/tiered-postings/<name>.json, BENCH_DIR
 * defaulting to /tmp; --make-up also prints what the postings are made of)
 */
import fs from 'node:fs';
import path from 'node:path';
import {createEngine} from '../../plugins/search/client/engine';
import {decodePositions, decodePostings} from '../../plugins/search/client/engine/shards';
import {fragmentFile, type PositionsFile, type PostingsFile} from '../../plugins/search/shared/indexFormat';
import {shardIndex} from '../../plugins/search/node/shardIndex';
import type {SearchRecord} from '../../plugins/search/shared/record';
import {RELEVANCE_SUITES} from '../../tests/relevance/suites';
import {fetchRecorder, indexHtmlSite, parseIndex} from './adapters/ours';
import {bestFirst, encodeChosen} from './cutLists';
import {bytesOf, gzipSize, median} from './lib';

const LIMIT = 20;
const TARGET_BYTES = 20 * 1024;

async function recordsOf(site: string): Promise<SearchRecord[]> {
  const cache = path.join(process.env.BENCH_DIR ?? '/tmp', 'tiered-postings', `${path.basename(path.resolve(site))}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8')) as SearchRecord[];
  const {records} = await indexHtmlSite(site);
  fs.mkdirSync(path.dirname(cache), {recursive: true});
  fs.writeFileSync(cache, JSON.stringify(records));
  return records;
}

/**
 * The index with every list longer than `tier` cut: its postings and positions
 * files keep the top tier, and `r-<n>.json` and `s-<n>.json` hold the rest
 * (what a query falling back reads too).
 */
function tieredFiles(files: Map<string, unknown>, tier: number, pageRankOf: (section: number) => number) {
  const tiered = new Map(files);
  for (const [name, value] of files) {
    if (!name.startsWith('p-')) continue;
    const positionsName = name.replace(/^p-/, 'q-');
    const allPositions = files.get(positionsName) as PositionsFile;
    const tops: PostingsFile = {};
    const topPositions: PositionsFile = {};
    const rests: PostingsFile = {};
    const restPositions: PositionsFile = {};
    for (const [term, numbers] of Object.entries(value as PostingsFile)) {
      const postings = decodePostings(numbers);
      if (postings.sections.length <= tier) {
        tops[term] = numbers;
        topPositions[term] = allPositions[term];
        continue;
      }
      const positions = decodePositions(allPositions[term], postings.sections.length);
      const order = bestFirst(postings, pageRankOf);
      const top = encodeChosen(
        postings,
        positions,
        order.slice(0, tier).sort((a, b) => a - b),
      );
      const rest = encodeChosen(
        postings,
        positions,
        order.slice(tier).sort((a, b) => a - b),
      );
      [tops[term], topPositions[term], rests[term], restPositions[term]] = [top.numbers, top.positions, rest.numbers, rest.positions];
    }
    tiered.set(name, tops);
    tiered.set(positionsName, topPositions);
    if (Object.keys(rests).length) {
      tiered.set(name.replace(/^p-/, 'r-'), rests);
      tiered.set(name.replace(/^p-/, 's-'), restPositions);
    }
  }
  return tiered;
}

/**
 * What the postings are made of, gzip over all files: the postings files, the
 * positions files, and both as varints in binary (a smaller format for the same numbers).
 */
function postingsMakeUp(files: Map<string, unknown>) {
  const varints = (numbers: number[]) => {
    const bytes: number[] = [];
    for (let n of numbers) {
      for (; n >= 128; n = Math.floor(n / 128)) bytes.push((n % 128) + 128);
      bytes.push(n);
    }
    return bytes;
  };
  const gzip = {p: 0, q: 0};
  let binary = 0;
  for (const [name, value] of files) {
    const kind = name[0];
    if (!/^[pq]-/.test(name)) continue;
    const lists = Object.entries(value as PostingsFile);
    gzip[kind as 'p' | 'q'] += gzipSize(Buffer.from(JSON.stringify(value)));
    const body = lists.flatMap(([, numbers]) => varints([numbers.length, ...numbers]));
    binary += gzipSize(Buffer.concat([Buffer.from(`${JSON.stringify(lists.map(([term]) => term))}\n`), Buffer.from(body)]));
  }
  const both = gzip.p + gzip.q;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `gzip over all files: postings ${mb(gzip.p)}, positions ${mb(gzip.q)} (${((gzip.q / both) * 100).toFixed(0)}% of the two); both as binary varints ${((binary / both) * 100).toFixed(0)}% of their JSON`,
  );
}

const shipped = (manifest: unknown, files: Map<string, unknown>) =>
  new Map<string, Buffer>([
    ['search-index/index.json', Buffer.from(JSON.stringify(manifest))],
    ...[...files].map(([name, value]): [string, Buffer] => [`search-index/tiers/${name}`, Buffer.from(JSON.stringify(value))]),
  ]);

async function main() {
  const site = process.argv[2];
  if (!site) throw new Error('usage: tsx tools/bench/tieredPostings.ts <built site dir> [--tiers 100,200,500]');
  const tiersAt = process.argv.indexOf('--tiers');
  const tiers = (tiersAt > 0 ? process.argv[tiersAt + 1] : '100,200,500').split(',').map(Number);
  const records = await recordsOf(site);
  const queries = RELEVANCE_SUITES[0].cases.map((c) => c.query);
  const {manifest, files} = shardIndex('tiers', records);
  const full = createEngine(manifest, (file) => files.get(file));
  const reference = queries.map((query) => full.search(query, {limit: LIMIT}).hits.map((hit) => hit.position));
  const pageRankOf = (section: number) => records[section].weight?.pageRank ?? 0;

  /** Every later query's bytes (as the bench counts them: 0 for one that fetches nothing) and the hits, with `fallsBack` deciding who reads the rest. */
  const session = (layout: Map<string, unknown>, fallsBack: (hits: ReturnType<typeof full.search>) => boolean) => {
    const bytes = shipped(manifest, layout);
    const recorder = fetchRecorder(parseIndex(bytes));
    const engine = createEngine(manifest, recorder.getFile);
    const seen = new Set<string>();
    const fallbacks: boolean[] = [];
    const hits: number[][] = [];
    const later: number[] = [];
    queries.forEach((query, q) => {
      const result = engine.search(query, {limit: LIMIT});
      const back = fallsBack(result);
      fallbacks.push(back);
      const fetched = recorder.take();
      // Falling back reads the rest of each cut list the query read, and ranks on the full lists.
      if (back) {
        const rests = fetched.filter((name) => /\/[pq]-\d+\.json$/.test(name)).map((name) => name.replace(/\/p-/, '/r-').replace(/\/q-/, '/s-'));
        const fragments = reference[q].map((section) => `search-index/tiers/${fragmentFile(Math.floor(section / manifest.fragmentSize))}`);
        fetched.push(...[...rests, ...fragments].filter((name) => bytes.has(name)));
      }
      const fresh = fetched.filter((name) => !seen.has(name));
      fresh.forEach((name) => seen.add(name));
      hits.push(back ? reference[q] : result.hits.map((hit) => hit.position));
      if (q > 0) later.push(bytesOf(fresh, bytes).gzip);
    });
    return {later, fallbacks, hits};
  };

  const report = (label: string, run: ReturnType<typeof session>) => {
    let sameFirst = 0;
    let sameTen = 0;
    let overlap = 0;
    run.hits.forEach((hits, q) => {
      const want = reference[q];
      if (hits[0] === want[0]) sameFirst += 1;
      if (JSON.stringify(hits.slice(0, 10)) === JSON.stringify(want.slice(0, 10))) sameTen += 1;
      overlap += want.length ? want.filter((section) => hits.includes(section)).length / want.length : 1;
    });
    const kB = (n: number) => `${(n / 1024).toFixed(1)} kB`;
    console.log(
      `${label.padEnd(30)} later query median ${kB(median(run.later))}, max ${kB(Math.max(...run.later))}, over 20 kB ${run.later.filter((b) => b > TARGET_BYTES).length} of ${run.later.length}; ` +
        `falls back ${run.fallbacks.filter(Boolean).length} of ${queries.length}; same first hit ${sameFirst}, same first 10 ${sameTen}, overlap of 20 ${((overlap / queries.length) * 100).toFixed(1)}%`,
    );
  };

  console.log(`${records.length} sections, ${queries.length} queries (the first suite's), limit ${LIMIT}`);
  if (process.argv.includes('--make-up')) postingsMakeUp(files);
  report(
    'full lists (as shipped)',
    session(files, () => false),
  );
  for (const tier of tiers) {
    const layout = tieredFiles(files, tier, pageRankOf);
    report(
      `top ${tier}, never the rest`,
      session(layout, () => false),
    );
    report(
      `top ${tier}, rest when incomplete`,
      session(layout, (result) => result.hits.length < LIMIT || result.hits.some((hit) => !hit.allWordsMatched)),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

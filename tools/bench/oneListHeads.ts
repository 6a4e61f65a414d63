/**
 * Measures a postings layout the engine does not use: every list longer than a head
 * size also stored as its head, its best postings for a one-word query's ranking (field,
 * page rank, weight, reading order: rank.ts criteria 4, 5, 7 and 8, all a query of one
 * list compares), and a query that reads exactly one list reading the head instead. For
 * such a query the head's hits are the full list's, so nothing is lost; the question is
 * what it saves. Prints what a later query of the bench's session fetches (the first
 * suite's queries one after another, the hybrid, as `sessionBytes` counts) with and
 * without heads, and how many queries kept the same hits.
 *
 * Usage: tsx tools/bench/oneListHeads.ts <written site dir> [head size, default 100]
 * (a site with search-index/, such as $BENCH_DIR/quick-ours/bench-corpus-10000 from quick-ours.ts)
 */
import path from 'node:path';
import {createEngine} from '../../plugins/search/client/engine';
import {pageRankLookup} from '../../plugins/search/client/engine/ranking';
import {decodePositions, decodePostings} from '../../plugins/search/client/engine/shards';
import {createFusedEngine} from '../../plugins/search/client/fusedEngine';
import {INDEX_DIRECTORY, type PositionsFile, type PostingsFile} from '../../plugins/search/shared/indexFormat';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {parseIndex, shippedName} from './adapters/ours';
import {bestFirst, encodeChosen} from './cutLists';
import {median, readTree, wireSize} from './lib';

const TARGET_KB = 20;

const site = process.argv[2];
if (!site) {
  console.error('usage: tsx tools/bench/oneListHeads.ts <written site dir> [head size]');
  process.exit(2);
}
const headSize = Number(process.argv[3] ?? 100);
const shipped = new Map([...readTree(path.join(site, INDEX_DIRECTORY))].map(([name, bytes]) => [`${INDEX_DIRECTORY}/${name}`, bytes]));
const parsed = parseIndex(shipped);
const pageRankOf = pageRankLookup(parsed.manifest.pageRanks);

/** The postings and positions files with each long list cut to its head; only files that had one. */
function headFiles(): Map<string, unknown> {
  const heads = new Map<string, unknown>();
  for (const [file, value] of parsed.files) {
    const number = /^p-(\d+)\.json$/.exec(file)?.[1];
    if (number === undefined) continue;
    const positionsName = `q-${number}.json`;
    const allPositions = parsed.files.get(positionsName) as PositionsFile;
    const postingsHead: PostingsFile = {};
    const positionsHead: PositionsFile = {};
    let cut = false;
    for (const [term, numbers] of Object.entries(value as PostingsFile)) {
      const postings = decodePostings(numbers);
      if (postings.sections.length <= headSize) {
        [postingsHead[term], positionsHead[term]] = [numbers, allPositions[term]];
        continue;
      }
      cut = true;
      const positions = decodePositions(allPositions[term], postings.sections.length);
      const best = bestFirst(postings, pageRankOf)
        .slice(0, headSize)
        .sort((a, b) => a - b);
      const head = encodeChosen(postings, positions, best);
      [postingsHead[term], positionsHead[term]] = [head.numbers, head.positions];
    }
    if (cut) heads.set(file, postingsHead).set(positionsName, positionsHead);
  }
  return heads;
}

const heads = headFiles();
const headBytes = new Map([...heads].map(([file, value]) => [file, wireSize(Buffer.from(JSON.stringify(value)))]));
const queries = RELEVANCE_CASES.map((c) => c.query);

/** Whether the word engine reads exactly one list for the query (on a fresh engine, so none is cached). */
const readsOneList = queries.map((query) => {
  const lists = new Set<string>();
  const read = (file: string) => {
    const value = parsed.files.get(file);
    if (value === undefined || !file.startsWith('p-')) return value;
    return new Proxy(value as PostingsFile, {
      get(target, term) {
        if (typeof term === 'string' && term in target) lists.add(term);
        return Reflect.get(target, term);
      },
    });
  };
  createEngine(parsed.manifest, read).search(query, {limit: 50});
  return lists.size === 1;
});

/** Per query: the files it reads (a head marked `head:`). */
function session(withHeads: boolean) {
  let files = new Set<string>();
  let useHeads = false;
  const read = (file: string) => {
    files.add(useHeads && heads.has(file) ? `head:${file}` : file);
    return useHeads && heads.has(file) ? heads.get(file) : parsed.files.get(file);
  };
  const engine = createFusedEngine(parsed.manifest, read);
  return queries.map((query, q) => {
    files = new Set();
    useHeads = withHeads && readsOneList[q];
    engine.search(query, {limit: 20});
    return {files: [...files]};
  });
}

/** The hits and their rank keys (which may read positions: apart from the session's bytes). */
const hitsOf = (query: string, withHeads: boolean) =>
  JSON.stringify(
    createFusedEngine(parsed.manifest, (file) => (withHeads && heads.has(file) ? heads.get(file) : parsed.files.get(file)))
      .search(query, {limit: 20})
      .hits.map((hit) => [hit.record.url, hit.rank]),
  );

/** kB each later query fetches that no earlier one did. */
function laterKb(run: ReturnType<typeof session>): number[] {
  const seen = new Set<string>();
  const bytesOf = (file: string) => (file.startsWith('head:') ? headBytes.get(file.slice(5))! : wireSize(shipped.get(shippedName(parsed, file))!));
  const perQuery = run.map(({files}) => {
    const fresh = files.filter((file) => !seen.has(file));
    fresh.forEach((file) => seen.add(file));
    return fresh.reduce((sum, file) => sum + bytesOf(file), 0) / 1024;
  });
  return perQuery.slice(1);
}

const full = session(false);
const withHeads = session(true);
const same = queries.filter((query, q) => !readsOneList[q] || hitsOf(query, true) === hitsOf(query, false)).length;
console.log(
  `head size ${headSize}; ${readsOneList.filter(Boolean).length} of ${queries.length} queries read one list; the same hits and rank keys with heads: ${same} of ${queries.length}`,
);
for (const [label, run] of [
  ['full lists (as shipped)', full],
  ['one-list queries read heads', withHeads],
] as const) {
  const later = laterKb(run);
  console.log(
    `${label.padEnd(28)} later query median ${median(later).toFixed(1)} kB, max ${Math.max(...later).toFixed(1)} kB, ` +
      `above ${TARGET_KB} kB ${later.filter((kb) => kb > TARGET_KB).length} of ${later.length}, all ${later.reduce((sum, kb) => sum + kb, 0).toFixed(0)} kB`,
  );
}

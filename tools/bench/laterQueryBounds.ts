/**
 * How far a later query's bytes could fall if one kind of file cost less: the bench's
 * session (the first suite's queries one after another, the hybrid, limit 20, a file
 * fetched once counted once, gzip), each query's new bytes by kind of file, then the
 * median and the count above the 20 kB target with the section vectors scaled down and the
 * vocabulary shards free. A bound, not a design: it says which kinds must shrink, and by
 * how much, before any change to one of them can meet the target.
 *
 * Usage: tsx tools/bench/laterQueryBounds.ts <written site dir> [--each]
 * (a site with search-index/, such as $BENCH_DIR/quick-ours/bench-corpus-10000 from quick-ours.ts;
 * --each prints every query's bytes by kind)
 */
import path from 'node:path';
import {createFusedEngine} from '../../plugins/search/client/fusedEngine';
import {INDEX_DIRECTORY} from '../../plugins/search/shared/indexFormat';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {partOf, wordPartOf} from './adapters/hybrid';
import {parseIndex, shippedName} from './adapters/ours';
import {median, readTree, wireSize} from './lib';
import {refuse, toolArguments} from '../cliArguments';

const TARGET_KB = 20;

const {values, positionals} = toolArguments('laterQueryBounds', {options: {each: {type: 'boolean'}}, allowPositionals: true});
const site = positionals[0];
if (!site) refuse('laterQueryBounds', 'usage: npx tsx tools/bench/laterQueryBounds.ts <written site dir> [--each]');
const shipped = new Map([...readTree(path.join(site, INDEX_DIRECTORY))].map(([name, bytes]) => [`${INDEX_DIRECTORY}/${name}`, bytes]));
const parsed = parseIndex(shipped);

let read = new Set<string>();
const engine = createFusedEngine(parsed.manifest, (file: string) => {
  read.add(file);
  return parsed.files.get(file);
});
const kindOf = (shippedFile: string) => (partOf(shippedFile) === 'words' ? wordPartOf(shippedFile) : partOf(shippedFile));

/** Each query's newly fetched kB by kind of file. */
const fetched = new Set<string>();
const perQuery = RELEVANCE_CASES.map(({query}) => {
  read = new Set();
  engine.search(query, {limit: 20});
  const kb: Record<string, number> = {};
  for (const file of read) {
    const name = shippedName(parsed, file);
    const bytes = shipped.get(name);
    if (fetched.has(name) || bytes === undefined) continue;
    fetched.add(name);
    kb[kindOf(name)] = (kb[kindOf(name)] ?? 0) + wireSize(bytes) / 1024;
  }
  return {query, kb};
});
const later = perQuery.slice(1);
const total = (kb: Record<string, number>) => Object.values(kb).reduce((sum, v) => sum + v, 0);

if (values.each)
  for (const {query, kb} of later)
    console.log(
      `${total(kb).toFixed(1).padStart(7)} kB  ${Object.entries(kb)
        .map(([kind, v]) => `${kind} ${v.toFixed(1)}`)
        .join(', ')
        .padEnd(90)} ${JSON.stringify(query)}`,
    );
const kinds = [...new Set(later.flatMap(({kb}) => Object.keys(kb)))];
console.log(
  `${later.length} later queries, median kB by kind: ${kinds.map((k) => `${k} ${median(later.map(({kb}) => kb[k] ?? 0)).toFixed(1)}`).join(', ')}`,
);
for (const vectors of [1, 0.5, 0.25, 0])
  for (const vocabulary of [1, 0]) {
    const totals = later.map(({kb}) => total(kb) - (1 - vectors) * (kb['section vectors'] ?? 0) - (1 - vocabulary) * (kb.vocabulary ?? 0));
    console.log(
      `section vectors ×${vectors}, vocabulary ×${vocabulary}: median ${median(totals).toFixed(1)} kB, above ${TARGET_KB} kB ${totals.filter((t) => t > TARGET_KB).length} of ${totals.length}`,
    );
  }
const listsOnly = later.map(({kb}) => (kb.postings ?? 0) + (kb.positions ?? 0));
console.log(
  `postings and positions alone (every other file free): median ${median(listsOnly).toFixed(1)} kB, above ${TARGET_KB} kB ${listsOnly.filter((t) => t > TARGET_KB).length} of ${listsOnly.length}`,
);

/**
 * How far a later query's bytes could fall if one kind of file cost less: the bench's
 * session (sessionBytes: the first suite's queries one after another, the hybrid, a file
 * fetched once counted once, gzip), each later query's new bytes by kind of file, then the
 * median and the count above the bench's budget with the section vectors scaled down and
 * the vocabulary shards free. A bound, not a design: it says which kinds must shrink, and
 * by how much, before any change to one of them can meet the target.
 *
 * Usage: tsx tools/bench/laterQueryBounds.ts <written site dir> [--each]
 * (a site with search-index/, such as $BENCH_DIR/quick-ours/bench-corpus-10000 from quick-ours.ts;
 * --each prints every later query's bytes by kind)
 */
import path from 'node:path';
import {INDEX_DIRECTORY} from '../../plugins/search/shared/indexFormat';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {fileKindOf} from './adapters/hybrid';
import {sessionBytes} from './adapters/ours';
import {LATER_QUERY_BUDGET} from './figures';
import {median, readTree, wireSize} from './lib';
import {refuse, toolArguments} from '../cliArguments';

const {values, positionals} = toolArguments('laterQueryBounds', {options: {each: {type: 'boolean'}}, allowPositionals: true});
const site = positionals[0];
if (!site) refuse('laterQueryBounds', 'usage: npx tsx tools/bench/laterQueryBounds.ts <written site dir> [--each]');
const shipped = new Map([...readTree(path.join(site, INDEX_DIRECTORY))].map(([name, bytes]) => [`${INDEX_DIRECTORY}/${name}`, bytes]));

const queries = RELEVANCE_CASES.map((c) => c.query);
/** Each later query's newly fetched gzip bytes by kind of file. */
const later = sessionBytes(queries, shipped)
  .slice(1)
  .map(({files}, i) => {
    const bytes: Record<string, number> = {};
    for (const name of files) bytes[fileKindOf(name)] = (bytes[fileKindOf(name)] ?? 0) + wireSize(shipped.get(name)!);
    return {query: queries[i + 1], bytes};
  });
const total = (bytes: Record<string, number>) => Object.values(bytes).reduce((sum, v) => sum + v, 0);
// kB as the bench reports them (report.ts): 1,000 bytes.
const kB = (n: number) => `${(n / 1e3).toFixed(1)} kB`;
const summary = (totals: number[]) =>
  `median ${kB(median(totals))}, above ${kB(LATER_QUERY_BUDGET)} ${totals.filter((t) => t > LATER_QUERY_BUDGET).length} of ${totals.length}`;

if (values.each)
  for (const {query, bytes} of later)
    console.log(
      `${kB(total(bytes)).padStart(9)}  ${Object.entries(bytes)
        .map(([kind, v]) => `${kind} ${kB(v)}`)
        .join(', ')
        .padEnd(100)} ${JSON.stringify(query)}`,
    );
const kinds = [...new Set(later.flatMap(({bytes}) => Object.keys(bytes)))];
console.log(
  `${later.length} later queries, median by kind: ${kinds.map((k) => `${k} ${kB(median(later.map(({bytes}) => bytes[k] ?? 0)))}`).join(', ')}`,
);
for (const vectors of [1, 0.5, 0.25, 0])
  for (const vocabulary of [1, 0])
    console.log(
      `section vectors ×${vectors}, vocabulary ×${vocabulary}: ` +
        summary(later.map(({bytes}) => total(bytes) - (1 - vectors) * (bytes['section vectors'] ?? 0) - (1 - vocabulary) * (bytes.vocabulary ?? 0))),
    );
console.log(
  `postings and positions alone (every other file free): ${summary(later.map(({bytes}) => (bytes.postings ?? 0) + (bytes.positions ?? 0)))}`,
);

/**
 * Round trips and bytes of a reading session, query by query: the first suite's
 * queries searched one after another by the word engine over an index as written, each
 * round of downloads the engine asks for (MissingShards) counted, as engineHost.ts
 * fetches them. The bench counts bytes only; a change that saves bytes by fetching in
 * more rounds (a file only once another has said it is needed) shows its price here.
 *
 * Usage: tsx tools/bench/sessionRounds.ts <built site dir>
 * (a site with search-index/, such as $BENCH_DIR/quick-ours/<name> from quick-ours.ts)
 */
import path from 'node:path';
import {INDEX_DIRECTORY} from '../../plugins/search/shared/indexFormat';
import {RELEVANCE_CASES} from '../../tests/relevance/suites';
import {parseIndex, shippedName} from './adapters/ours';
import {engineInRounds} from './engineInRounds';
import {gzipSize, median, readTree} from './lib';

const site = process.argv[2];
if (!site) {
  console.error('usage: tsx tools/bench/sessionRounds.ts <built site dir>');
  process.exit(2);
}
const shipped = new Map([...readTree(path.join(site, INDEX_DIRECTORY))].map(([name, bytes]) => [`${INDEX_DIRECTORY}/${name}`, bytes]));
const parsed = parseIndex(shipped);
const ask = engineInRounds(parsed);
const gzipOf = (file: string) => gzipSize(shipped.get(shippedName(parsed, file)) ?? '');

const sessions = RELEVANCE_CASES.map(({query}) => {
  const {rounds} = ask((engine) => engine.search(query, {limit: 20}));
  return {query, rounds: rounds.length, bytes: rounds.flat().reduce((sum, file) => sum + gzipOf(file), 0)};
});
for (const {query, rounds, bytes} of sessions)
  console.log(`${String(rounds).padStart(3)} rounds ${(bytes / 1024).toFixed(1).padStart(8)} kB  ${JSON.stringify(query)}`);
const later = sessions.slice(1);
console.log(
  `session of ${sessions.length} queries: ${sessions.reduce((sum, s) => sum + s.rounds, 0)} rounds; later queries: median ${(median(later.map((s) => s.bytes)) / 1024).toFixed(1)} kB, ` +
    `${(later.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(0)} kB in all (the word engine alone)`,
);

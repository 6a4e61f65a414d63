/**
 * What the cap on a positions list's counts costs. `decodePositions` (client/engine/shards.ts)
 * caps each count at what is left of the list, so a damaged count cannot read past it; this
 * times it against the same decoder without the cap, on every positions list of a written
 * index, alternating the two and printing each one's median round and their ratio. A list is
 * decoded once per query word and then cached, so this is a cost per list read, not per key.
 *
 * Usage: tsx tools/bench/decodePositions.ts <written site dir> [rounds, default 15]
 * (a site with search-index/, such as $BENCH_DIR/quick-ours/bench-corpus-10000 from quick-ours.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {decodePositions, type Positions} from '../../plugins/search/client/engine/shards';
import {INDEX_DIRECTORY, type PositionsFile} from '../../plugins/search/shared/indexFormat';
import {median} from './lib';

/** The decoder as it was before the cap: a count is trusted. */
function decodeUncapped(numbers: number[], count: number): Positions {
  const countAt = (i: number) => (numbers[i] > 0 ? Math.floor(numbers[i]) : 0);
  let total = 0;
  for (let i = 0, n = 0; n < count && i < numbers.length; n += 1, i += 1 + countAt(i)) total += countAt(i);
  const positions: Positions = {starts: new Int32Array(count + 1), positions: new Int32Array(total)};
  let at = 0;
  for (let i = 0, n = 0; n < count; n += 1) {
    positions.starts[n] = at;
    const length = i < numbers.length ? countAt(i) : 0;
    let position = 0;
    for (let j = 1; j <= length && at < total; j += 1) positions.positions[at++] = position += numbers[i + j];
    i += 1 + length;
  }
  positions.starts[count] = at;
  return positions;
}

/** How many sections a list holds positions for: its groups of count, then that many gaps. */
function groupsOf(numbers: number[]): number {
  let groups = 0;
  for (let i = 0; i < numbers.length; i += 1 + numbers[i]) groups += 1;
  return groups;
}

const site = process.argv[2];
const rounds = Number(process.argv[3] ?? 15);
if (!site || !Number.isInteger(rounds) || rounds < 1) {
  console.error('usage: tsx tools/bench/decodePositions.ts <written site dir> [rounds]');
  process.exit(2);
}
const lists: Array<{numbers: number[]; count: number}> = [];
const walk = (dir: string) => {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (/^q-\d+\.json$/.test(entry.name)) {
      for (const numbers of Object.values(JSON.parse(fs.readFileSync(full, 'utf8')) as PositionsFile))
        lists.push({numbers, count: groupsOf(numbers)});
    }
  }
};
walk(path.join(site, INDEX_DIRECTORY));
if (lists.length === 0) {
  console.error(`no positions files (q-N.json) under ${path.join(site, INDEX_DIRECTORY)}`);
  process.exit(1);
}
const numbersRead = lists.reduce((sum, list) => sum + list.numbers.length, 0);

// Both give the same positions on the index as written.
for (const {numbers, count} of lists.slice(0, 2000)) {
  const capped = decodePositions(numbers, count);
  const uncapped = decodeUncapped(numbers, count);
  if (capped.positions.join() !== uncapped.positions.join() || capped.starts.join() !== uncapped.starts.join())
    throw new Error('the two decoders differ on an undamaged list');
}

const timeRound = (decode: typeof decodePositions) => {
  const start = performance.now();
  let sink = 0;
  for (const {numbers, count} of lists) sink += decode(numbers, count).positions.length;
  const ms = performance.now() - start;
  if (sink < 0) console.log(sink);
  return ms;
};
timeRound(decodePositions);
timeRound(decodeUncapped);
const capped: number[] = [];
const uncapped: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  capped.push(timeRound(decodePositions));
  uncapped.push(timeRound(decodeUncapped));
}
const [withCap, without] = [median(capped), median(uncapped)];
console.log(`${lists.length} positions lists, ${numbersRead} numbers; ${rounds} rounds each, alternating`);
console.log(`uncapped (baseline): median ${without.toFixed(1)} ms a round`);
console.log(`capped (as shipped): median ${withCap.toFixed(1)} ms a round, ×${(withCap / without).toFixed(2)}`);

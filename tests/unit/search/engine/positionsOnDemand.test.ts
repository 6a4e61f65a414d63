import {test} from 'node:test';
import assert from 'node:assert/strict';
import {POSITIONS_WITH_POSTINGS_MAX} from '../../../../plugins/search/client/engine/sectionMatches';
import {createEngine} from '../../../../plugins/search/client/engine';
import {createShardStore} from '../../../../plugins/search/client/engine/shards';
import {
  fragmentFile,
  positionsFile,
  vocabularyFile,
  vocabularyKeyOf,
  type Manifest,
  type VocabularyShard,
} from '../../../../plugins/search/shared/indexFormat';
import {proximityPositionsOf, proximityWordsOf, termPositionsIn} from '../../../../plugins/search/shared/fields';
import {shardIndex} from '../../../../plugins/search/node/shardIndex';
import type {SearchRecord} from '../../../../plugins/search/shared/record';
import {record} from '../records.fixture';
import {engineInRounds} from '../../../../tools/bench/engineInRounds';

/** More sections than a list whose positions come with its postings. */
const COMMON = POSITIONS_WITH_POSTINGS_MAX + 100;

/** Pages saying `word` (a long list), and the few sections the tests ask about after them. */
function siteWith(word: string, extra: SearchRecord[]) {
  const common = Array.from({length: COMMON}, (_, i) =>
    record(`Filler/Page${i}`, 'Filler', `Page ${i}`, null, 1, `Some text about ${word}, number ${i}.`),
  );
  return shardIndex('memory', [...common, ...extra]);
}

/** A search of `query`, with the files of each round it took (tools/bench/engineInRounds.ts). */
function searchInRounds(manifest: Manifest, files: Map<string, unknown>, query: string) {
  const {value: result, rounds} = engineInRounds({manifest, files})((engine) => engine.search(query, {limit: 20}));
  return {result, rounds};
}

/** The positions file of `term`, as its vocabulary entry names it. */
function positionsFileOfTerm(files: Map<string, unknown>, term: string): string {
  const entry = (files.get(vocabularyFile(vocabularyKeyOf(term))) as VocabularyShard).find(([known]) => known === term);
  if (!entry) throw new Error(`no vocabulary entry for ${term}`);
  return positionsFile(entry[2]);
}

test("a long list's positions are not downloaded when no section on the page measures proximity with it", () => {
  // "keys" is also searched as its stem `kei`, which every filler page has (from "key").
  const {manifest, files} = siteWith('a key', [record('Kitchen', 'Guides', 'Kitchen', null, 1, 'Rare keys.')]);
  const stem = positionsFileOfTerm(files, 'kei');
  const {result, rounds} = searchInRounds(manifest, files, 'rare keys ');
  assert.equal(result.hits[0].record.url, '/katachi/docs/Kitchen', 'the section with both words first');
  assert.ok(
    result.hits.slice(1).every((hit) => hit.record.url.startsWith('/katachi/docs/Filler/')) && result.hits.length === 20,
    'then sections with the stem alone',
  );
  assert.ok(!rounds.flat().includes(stem), 'no section on the page has both words through the stem');
});

test('short lists bring their positions in the same round as their postings', () => {
  const {manifest, files} = siteWith('keys', [record('Kitchen', 'Guides', 'Kitchen', null, 1, 'A rare kettle.')]);
  const {rounds} = searchInRounds(manifest, files, 'rare kettle');
  const postingsRound = rounds.findIndex((files) => files.some((file) => /^p-/.test(file)));
  assert.ok(postingsRound >= 0);
  assert.ok(
    rounds[postingsRound].some((file) => /^q-/.test(file)),
    'positions with the postings',
  );
  assert.ok(!rounds.slice(postingsRound + 1).some((files) => files.some((file) => /^q-/.test(file))), 'no later round of positions');
});

test("a few sections tied on every criterion before proximity read a long list's positions from their own records, a round later", () => {
  const far = record('Far', 'Guides', 'Far', null, 1, 'A rare word, then many words in between before the keys.');
  const near = record('Near', 'Guides', 'Near', null, 1, 'A sentence with rare keys, then many words in between here.');
  const {manifest, files} = siteWith('keys', [far, near]);
  const keys = positionsFileOfTerm(files, 'keys');
  const {result, rounds} = searchInRounds(manifest, files, 'rare keys ');
  assert.deepEqual(
    result.hits.slice(0, 2).map((hit) => hit.record.url),
    ['/katachi/docs/Near', '/katachi/docs/Far'],
    'the words side by side first, though later in reading order',
  );
  const postingsRound = rounds.findIndex((files) => files.some((file) => /^p-/.test(file)));
  const tiedRound = rounds.findIndex((files) => files.includes(fragmentFile(COMMON)) && files.includes(fragmentFile(COMMON + 1)));
  assert.ok(tiedRound > postingsRound, `the two sections' fragments after the postings (rounds ${JSON.stringify(rounds)})`);
  assert.ok(!rounds.flat().includes(keys), `two fragments cost less than the positions of ${COMMON} sections`);
});

test("many tied sections read the long list's positions file instead, and the order is the same from either", () => {
  // 40 sections with both words, tied before proximity: 40 fragments cost more than the list's positions.
  const tied = Array.from({length: 40}, (_, i) =>
    record(`Tied${i}`, 'Guides', `Tied ${i}`, null, 1, `A rare ${'filler '.repeat(i % 7)}keys sentence, case ${i}.`),
  );
  const {manifest, files} = siteWith('keys', tied);
  const keys = positionsFileOfTerm(files, 'keys');
  const {result, rounds} = searchInRounds(manifest, files, 'rare keys ');
  assert.ok(rounds.flat().includes(keys), `the positions file (rounds ${JSON.stringify(rounds)})`);
  assert.ok(!rounds.some((files) => files.includes(keys) && files.some((file) => /^f-/.test(file))), 'no fragment fetched for positions with it');
  const proximities = result.hits.slice(0, 40).map((hit) => hit.rank.proximity);
  assert.deepEqual(
    proximities,
    [...proximities].sort((a, b) => a - b),
    'ordered by proximity',
  );

  // Every file there from the start: positions are read from the list, never from records.
  const everyFile = createEngine(manifest, (file) => files.get(file));
  assert.deepEqual(everyFile.search('rare keys ', {limit: 20}), result);
  for (const query of ['rare keys', 'keys rare', 'a rare keys sentence']) {
    const {result: inRounds} = searchInRounds(manifest, files, query);
    assert.deepEqual(everyFile.search(query, {limit: 20}), inRounds, query);
  }
});

test('positions read from a record are the ones the indexer stored, for every term of every section', () => {
  const records = [
    record('Nested', 'Guides', 'Nested', 'Nested keys', 2, 'Keys inside keys: a key, the keys, any_of(String, nil) keys and more keys still.'),
    record('Hashes', 'Guides', 'Hashes', null, 1, 'A hash with :$uuid keys; Kt.compare(value: {a: 1}, shape: {Symbol => Integer}) keys it.'),
    record('Long', 'Guides', 'Long', 'A long one', 3, Array.from({length: 500}, (_, i) => `word${i % 37} keys`).join(' ')),
  ];
  const {manifest, files} = shardIndex('memory', records);
  const shards = createShardStore(manifest, (file) => files.get(file));
  let compared = 0;
  for (const [name, shard] of files) {
    // Per-letter shards, or all of them in one bundle (a small site's).
    if (!/^v-/.test(name)) continue;
    const entries = Array.isArray(shard) ? (shard as VocabularyShard) : Object.values(shard as Record<string, VocabularyShard>).flat();
    for (const [term] of entries) {
      const {sections} = shards.postingsOf(term);
      const {starts, positions} = shards.positionsOf(term);
      sections.forEach((section, at) => {
        const stored = [...positions.slice(starts[at], starts[at + 1])];
        const words = proximityWordsOf(records[section]);
        assert.deepEqual(termPositionsIn(words, term), stored, `${term} in section ${section}`);
        assert.deepEqual(proximityPositionsOf(words).get(term) ?? [], stored, `${term} in section ${section}, every term at once`);
        compared += 1;
      });
    }
  }
  assert.ok(compared > 100, `${compared} postings compared`);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {packPosting} from '../../../../plugins/search/shared/indexFormat';
import {decodePositions, decodePostings, MissingShards, vocabularyOfShard} from '../../../../plugins/search/client/engine/shards';
import {tinyRecords, tinyStore} from './tinyIndex.fixture';

test('postings decode section gaps, weights and field ranks; positions decode counts and gaps per posting', () => {
  // Section 3 (weight 2, field 1, positions 4 and 6), then section 3 + 2 (weight 0.5, field 7, no positions).
  const postings = decodePostings([3, packPosting(2, 1), 2, packPosting(0.5, 7)]);
  assert.deepEqual([...postings.sections], [3, 5]);
  assert.deepEqual([...postings.weights], [2, 0.5]);
  assert.deepEqual([...postings.fieldRanks], [1, 7]);
  const positions = decodePositions([2, 4, 2, 0], 2);
  assert.deepEqual([...positions.starts], [0, 2, 2]);
  assert.deepEqual([...positions.positions], [4, 6]);
});

test('damaged positions are read as none rather than looping or reading backwards or past the list', () => {
  assert.equal(decodePositions([-5, 0], 2).positions.length, 0);
  assert.deepEqual([...decodePositions([-5, 0], 2).starts], [0, 0, 0]);
  // A list shorter than its postings: the missing ones have no positions.
  assert.deepEqual([...decodePositions([1, 3], 3).starts], [0, 1, 1, 1]);
  // A count running past the end reads no further than the list.
  assert.deepEqual([...decodePositions([9, 1], 1).positions], [1]);
  assert.deepEqual([...decodePositions([9, 1], 1).starts], [0, 1]);
  assert.equal(decodePostings([]).sections.length, 0);
  assert.equal(decodePositions([], 0).positions.length, 0);
});

test('a vocabulary shard becomes columns; visibility is the flag 1; a list stored once is read under the earlier term', () => {
  const vocabulary = vocabularyOfShard([
    ['hash', 2, 0, 1],
    ['hashe', 1, 3, 0],
    ['hashes', 1, 3, 1, -1],
  ]);
  assert.deepEqual(vocabulary, {
    terms: ['hash', 'hashe', 'hashes'],
    sections: [2, 1, 1],
    files: [0, 3, 3],
    visible: [true, false, true],
    stored: ['hash', 'hashe', 'hashe'],
  });
});

test('require names every missing file once, and nothing when all are loaded', () => {
  const {store} = tinyStore((file) => file !== 'v-k.json' && file !== 'f-0.json');
  assert.doesNotThrow(() => store.require(['v-h.json', 'p-0.json']));
  assert.throws(
    () => store.require(['v-k.json', 'v-h.json', 'v-k.json', 'f-0.json']),
    (error: unknown) => error instanceof MissingShards && error.files.join() === 'v-k.json,f-0.json',
  );
  // Terms whose first letter has no shard need none.
  assert.throws(
    () => store.requireVocabularies(['key', 'zebra']),
    (error: unknown) => error instanceof MissingShards && error.files.join() === 'v-k.json',
  );
});

test('terms are looked up in their shard: known, visible (readers see the word), and where their postings are', () => {
  const {store} = tinyStore();
  assert.ok(store.knownTerm('key'));
  assert.ok(store.knownTerm('kei'), 'a stem is known');
  assert.ok(!store.visibleTerm('kei'), '…but not visible');
  assert.ok(store.visibleTerm('key'));
  assert.ok(!store.knownTerm('zebra'));
  assert.ok(!store.knownTerm('keys'));
  assert.equal(store.vocabularyOfTerm('zebra'), null);
  assert.equal(store.postingsFileOf('key'), 'p-0.json');
  assert.equal(store.positionsFileOf('key'), 'q-0.json');
});

test('a vocabulary shard is parsed once and kept', () => {
  const {store, reads} = tinyStore();
  store.knownTerm('key');
  store.knownTerm('kei');
  store.visibleTerm('kt`');
  assert.equal(reads.filter((file) => file === 'v-k.json').length, 1);
});

test('postings and records are read from their files', () => {
  const {store} = tinyStore();
  const key = store.postingsOf('key');
  assert.deepEqual([...key.sections], [0, 1]);
  assert.equal(store.postingsOf('key'), key, 'decoded once');
  const positions = store.positionsOf('key');
  assert.equal(positions.starts.length, key.sections.length + 1, 'one list per posting');
  assert.equal(store.positionsOf('key'), positions, 'decoded once');
  assert.doesNotThrow(() => store.require(store.recordFilesOf([0, 2])));
  assert.equal(store.recordOf(2).url, tinyRecords[2].url);
  assert.equal(store.recordOf(1).content, tinyRecords[1].content);
});

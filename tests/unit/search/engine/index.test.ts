import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine, type SearchEngine, type WordRanking} from '../../../../plugins/search/client/engine';
import {engineInRounds} from '../../../../tools/bench/engineInRounds';
import {tinyIndex, tinyRecords} from './tinyIndex.fixture';

/** Runs `ask` on a fresh engine over the tiny index, as engineHost.ts does (tools/bench/engineInRounds.ts). */
const inRounds = <T>(ask: (engine: SearchEngine) => T) => engineInRounds(tinyIndex())(ask);

test('a search loads vocabularies, then postings with their positions (two words: proximity), then the fragments of the hits it shows', () => {
  const {value, rounds} = inRounds((engine) => engine.search('result codes'));
  assert.deepEqual(rounds, [['v-r.json', 'v-c.json'], ['p-0.json', 'q-0.json'], ['f-2.json']]);
  assert.equal(value.hits[0].record.url, tinyRecords[2].url);
});

test('a one-word query reads no positions: proximity needs two words', () => {
  const {value, rounds} = inRounds((engine) => engine.search('mismatch'));
  assert.ok(value.hits.length > 0);
  assert.ok(rounds.flat().some((file) => file.startsWith('p-')));
  assert.ok(!rounds.flat().some((file) => file.startsWith('q-')), rounds.flat().join());
});

test('a query with no words needs nothing and finds nothing', () => {
  const {value, rounds} = inRounds((engine) => engine.search('   '));
  assert.deepEqual(rounds, []);
  assert.deepEqual(value, {hits: [], total: 0, words: [], droppedWords: []});
});

test('suggestions need vocabularies and postings, never fragments', () => {
  const {value, rounds} = inRounds((engine) => engine.suggest('mismtach '));
  assert.deepEqual(value, ['mismatch', 'Features']);
  assert.ok(rounds.flat().every((file) => !file.startsWith('f-')));
});

test('suggestions for a query of two words read no positions: only whether sections match counts', () => {
  const {rounds} = inRounds((engine) => engine.suggest('resul mismtach '));
  assert.ok(rounds.flat().some((file) => file.startsWith('p-')));
  assert.ok(!rounds.flat().some((file) => file.startsWith('q-')), rounds.flat().join());
});

test('limit and offset are read as 0 or more; size is the number of sections', () => {
  const {value} = inRounds((engine) => [engine.search('key', {limit: -3}).hits.length, engine.search('key', {offset: -1}).hits.length, engine.size]);
  assert.deepEqual(value, [0, 2, 3]);
});

test('typo correction: the vocabulary its word needs, then the word the site writes; each answer kept for later keystrokes', () => {
  const {value, rounds} = inRounds((engine) => [engine.typoCorrection('optinal'), engine.typoCorrection('optional')]);
  assert.deepEqual(value, ['optional', null], 'a word the site writes needs no correction');
  assert.deepEqual(rounds, [['v-o.json']], 'its shard (the site has none for its swapped start, `po`)');
  const {manifest, files} = tinyIndex();
  let reads = 0;
  const engine = createEngine(manifest, (file) => ((reads += 1), files.get(file)));
  assert.equal(engine.typoCorrection('mismtach'), 'mismatch');
  const afterFirst = reads;
  assert.equal(engine.typoCorrection('mismtach'), 'mismatch');
  assert.equal(reads, afterFirst, 'asked again, it reads nothing');
});

test('a joining ranking reads the word order, which sections have every word, and whose page title holds the words', () => {
  let seen: WordRanking | undefined;
  const fuse = {depth: 10, fuse: (words: WordRanking) => ((seen = words), {order: words.order, meaningOnly: new Set<number>()})};
  const {value} = inRounds((engine) => engine.search('hashes', {fuse}));
  assert.deepEqual(seen?.order, [0, 1], "the page's title section, then its section that has the word only in its context");
  assert.deepEqual(seen?.complete, [true, true]);
  assert.deepEqual(seen?.inTitle, [true, false]);
  assert.equal(value.hits[0].record.url, tinyRecords[0].url);
  inRounds((engine) => engine.search('hashes optional', {fuse}));
  assert.deepEqual(seen?.inTitle, [false, false], 'neither section has both words in its page title');
});

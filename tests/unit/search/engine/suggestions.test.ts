import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createSuggester, visibleWordsOf} from '../../../../plugins/search/client/engine/suggestions';
import {MissingShards} from '../../../../plugins/search/client/engine/shards';
import {tinyStore} from './tinyIndex.fixture';

test("a shard's visible words are the words readers see, with how many sections have each", () => {
  const terms = ['kei', 'key', 'keys'];
  const vocabulary = {terms, sections: [2, 2, 1], files: [0, 0, 0], visible: [false, true, true], stored: terms};
  assert.deepEqual(visibleWordsOf(vocabulary), [
    {word: 'key', sections: 2},
    {word: 'keys', sections: 1},
  ]);
});

test('suggestions are visible words close in spelling, kept only when they have results', () => {
  const {store, manifest} = tinyStore();
  const asked: string[] = [];
  const hasResults = (query: string) => (asked.push(query), query !== 'optional');
  const suggest = createSuggester(store, hasResults, manifest.topics);
  assert.deepEqual(suggest('hsah', 3), ['hash', 'Features']);
  assert.deepEqual(suggest('optinal', 3), ['Features'], 'a correction without results is left out; the topics remain');
  assert.ok(asked.includes('optional'));
  assert.deepEqual(suggest('hsah', 1), ['hash']);
  assert.deepEqual(suggest('   ', 3), [], 'no words to correct');
});

test('a word vouched for as spelt right gets no look-alike; the words it does not vouch for still do', () => {
  const {store, manifest} = tinyStore();
  const suggest = createSuggester(store, () => true, manifest.topics);
  const speltRight = (word: string) => word === 'hsah' || word === 'hash';
  assert.deepEqual(suggest('hsah', 3, speltRight), ['Features'], 'the topics only');
  assert.deepEqual(suggest('hash optinal', 3, speltRight), ['hash optional', 'hash', 'optional'], 'a word the site writes stays as it is');
  assert.deepEqual(
    suggest('hsah', 3, () => false),
    ['hash', 'Features'],
  );
});

test("suggesting needs the typed words' vocabulary shards", () => {
  const {store, manifest} = tinyStore((file) => file !== 'v-h.json');
  const suggest = createSuggester(store, () => true, manifest.topics);
  assert.throws(
    () => suggest('hsah', 3),
    (error: unknown) => error instanceof MissingShards && error.files.join() === 'v-h.json',
  );
});

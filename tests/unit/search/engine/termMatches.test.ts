import {test} from 'node:test';
import assert from 'node:assert/strict';
import {synonymLookup} from '../../../../plugins/search/shared/synonyms';
import {createMatchTerms} from '../../../../plugins/search/client/engine/phrases';
import {createQueryPlanner} from '../../../../plugins/search/client/engine/queryPlan';
import {MissingShards} from '../../../../plugins/search/client/engine/shards';
import {createTermMatcher} from '../../../../plugins/search/client/engine/termMatches';
import {tinyStore} from './tinyIndex.fixture';

const setUp = (loaded?: (file: string) => boolean) => {
  const {store, manifest} = tinyStore(loaded);
  const planOf = createQueryPlanner(store, synonymLookup(manifest.synonyms));
  const matcher = createTermMatcher(store, createMatchTerms(store), 2000);
  return {planOf, ...matcher};
};
const {planOf, requireVocabulariesOf, termMatchesOf} = setUp();
/** Each word's matches as `term:quality`. */
const matchesOf = (query: string) => {
  const words = planOf(query);
  requireVocabulariesOf(words);
  return words.map((word) => termMatchesOf(word).map(({term, quality}) => `${term.replace('\u0000', '"')}:${quality}`));
};

test('the word itself is exact, its other forms variants', () => {
  assert.deepEqual(matchesOf('key optional '), [
    ['key:exact', 'kei:variant'],
    ['optional:exact', 'option:variant'],
  ]);
  assert.deepEqual(matchesOf('keys '), [['kei:variant', 'key:typo']]);
});

test('a prefix matches its completions; with a space after it, nothing', () => {
  assert.deepEqual(matchesOf('ke'), [['kei:prefix', 'key:prefix']]);
  assert.deepEqual(matchesOf('ke '), [[]]);
});

test('a word the site does not write matches its typo neighbours, first two letters swapped too', () => {
  assert.deepEqual(matchesOf('optinal '), [['optional:typo']]);
  assert.deepEqual(matchesOf('mismtach '), [['mismatch:typo']]);
  assert.deepEqual(matchesOf('hsah '), [['hash:typo']]);
});

test('synonyms rank as synonyms; a phrase synonym and a word typed joined match as phrases', () => {
  assert.deepEqual(matchesOf('dict '), [['hash:synonym']]);
  assert.deepEqual(matchesOf('outcome '), [['"result code:synonym']]);
  assert.deepEqual(matchesOf('resultcodes '), [['"result codes:variant']]);
});

test('parts of an identifier match inside identifiers as typed', () => {
  assert.deepEqual(matchesOf('kt.anyof.integer '), [['kt`:exact'], [], ['integer:exact', 'integ:variant']]);
});

test('a word is matched once: the same planned word returns the same matches', () => {
  const [key] = planOf('key ');
  assert.equal(termMatchesOf(key), termMatchesOf({...key}));
});

test('the vocabulary shards needed include those of synonyms and of a swapped start', () => {
  const lazy = setUp((file) => file !== 'v-s.json' && file !== 'v-r.json' && file !== 'v-c.json');
  const needs = (query: string) => {
    try {
      // Planned with every shard there: only the matcher's own needs are asked of the lazy store.
      lazy.requireVocabulariesOf(planOf(query));
      return [];
    } catch (error) {
      assert.ok(error instanceof MissingShards);
      return error.files;
    }
  };
  assert.deepEqual(needs('outcome '), ['v-r.json', 'v-c.json']);
  assert.deepEqual(needs('hsape '), ['v-s.json']);
  assert.deepEqual(needs('hash '), []);
});

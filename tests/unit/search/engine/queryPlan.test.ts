import {test} from 'node:test';
import assert from 'node:assert/strict';
import {synonymLookup} from '../../../../plugins/search/shared/synonyms';
import {MissingShards} from '../../../../plugins/search/client/engine/shards';
import {
  alternativesOf,
  createQueryPlanner,
  isPlainWord,
  MAX_QUERY_WORDS,
  optionalWordsOf,
  typedWordsOf,
  typoBudget,
  type PlannedWord,
} from '../../../../plugins/search/client/engine/queryPlan';
import {tinyStore} from './tinyIndex.fixture';

const plannerOf = (loaded?: (file: string) => boolean) => {
  const {store, manifest} = tinyStore(loaded);
  return createQueryPlanner(store, synonymLookup(manifest.synonyms));
};
const planOf = plannerOf();
const word = (typed: string, extra: Partial<PlannedWord> = {}): PlannedWord => ({
  typed,
  whole: [typed],
  tail: null,
  prefix: false,
  typos: 0,
  synonyms: [],
  splits: [],
  ...extra,
});

test('typo budget: 1 from 4 characters, 2 from 8, counted as characters', () => {
  assert.deepEqual(['key', 'keys', 'optiona', 'optional', '日本語です'].map(typoBudget), [0, 1, 1, 2, 1]);
});

test('the typed words leave out question words and stop at 12 words', () => {
  assert.deepEqual(typedWordsOf('how do I make a key optional'), ['key', 'optional']);
  assert.deepEqual(typedWordsOf('   '), []);
  const many = Array.from({length: 20}, (_, i) => `word${i}`).join(' ');
  assert.equal(typedWordsOf(many).length, MAX_QUERY_WORDS);
  assert.deepEqual(typedWordsOf(' '.repeat(510) + 'keyhole'), ['ke'], 'only the first 512 characters are read');
});

test('plain words, alternatives and optional words', () => {
  assert.ok(isPlainWord(word('shape')));
  assert.ok(!isPlainWord(word('any_of')));
  assert.deepEqual(alternativesOf(word('Kt.any_of', {whole: ['kt.any_of', 'ktanyof'], tail: 'any_of'})), ['kt.any_of', 'ktanyof', 'any_of']);
  assert.deepEqual(alternativesOf(word('key', {whole: ['key', 'kei']})), ['key', 'kei']);
  assert.deepEqual(optionalWordsOf([word('check'), word('key')]), [true, false]);
  assert.deepEqual(optionalWordsOf([word('check'), word('validate')]), [false, false], 'a query of only optional words needs them');
});

test('only the last word, still being typed, matches as a prefix', () => {
  assert.deepEqual(
    planOf('hash ke').map((w) => [w.typed, w.prefix]),
    [
      ['hash', false],
      ['ke', true],
    ],
  );
  assert.deepEqual(
    planOf('hash ke ').map((w) => w.prefix),
    [false, false],
  );
});

test('a word carries its variants, typo budget and synonyms', () => {
  const [keys] = planOf('keys ');
  assert.deepEqual(keys.whole, ['keys', 'kei']);
  assert.equal(keys.typos, 1);
  assert.deepEqual(planOf('dict')[0].synonyms, [[['hash']]]);
  assert.deepEqual(planOf('outcome')[0].synonyms, [[['result'], ['code']]]);
});

test('a word typed joined that the site never writes is also read as two words it does write', () => {
  assert.deepEqual(planOf('resultcodes')[0].splits, [[['result'], ['codes', 'code']]]);
  assert.deepEqual(planOf('hash')[0].splits, [], 'a word the site writes is not cut');
});

test('an identifier or compound the site never writes is searched as its parts', () => {
  const words = planOf('kt.anyof.integer');
  assert.deepEqual(
    words.map((w) => [w.typed, w.fromIdentifier, w.prefix]),
    [
      ['kt', true, false],
      ['anyof', true, false],
      ['integer', true, true],
    ],
  );
  assert.deepEqual(
    planOf('copy-pasting ').map((w) => [w.typed, w.fromIdentifier]),
    [
      ['copy', false],
      ['pasting', false],
    ],
  );
  assert.deepEqual(
    planOf('Kt.any_of').map((w) => w.typed),
    ['Kt.any_of'],
    'written by the site: kept whole',
  );
});

test('planning needs the vocabulary shards of the words: it names the missing ones', () => {
  const lazyPlan = plannerOf((file) => !file.startsWith('v-'));
  assert.throws(
    () => lazyPlan('key hash'),
    (error: unknown) => error instanceof MissingShards && error.files.join() === 'v-k.json,v-h.json',
  );
  assert.deepEqual(lazyPlan(''), []);
});

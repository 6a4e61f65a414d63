import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createMatchTerms, phrasePostings, wordInSections} from '../../../../plugins/search/client/engine/phrases';
import {entriesOf, postingsOf} from './postings.fixture';
import {tinyStore} from './tinyIndex.fixture';

test('a phrase word found by several alternatives: best weight and place, every position', () => {
  const codes = postingsOf([
    [1, 2, 5, [4]],
    [3, 1, 7, [9]],
  ]);
  const code = postingsOf([[1, 3, 6, [7]]]);
  const word = wordInSections([codes, code]);
  assert.deepEqual(word.get(1), {weight: 3, fieldRank: 5, positions: [4, 7]});
  assert.deepEqual(word.get(3), {weight: 1, fieldRank: 7, positions: [9]});
});

test('a phrase is in sections having its words one after the other (one or two positions on)', () => {
  const result = wordInSections([
    postingsOf([
      [0, 1, 3, [0]],
      [2, 1, 7, [5]],
      [4, 2, 7, [1, 10]],
      [6, 1, 7, [0]],
    ]),
  ]);
  const code = wordInSections([
    postingsOf([
      [0, 2, 4, [1]],
      [2, 1, 7, [9]],
      [4, 1, 2, [12]],
    ]),
  ]);
  // Section 0: adjacent; 2: too far apart; 4: two on (a stop word between); 6: no "code".
  assert.deepEqual(entriesOf(phrasePostings([result, code])), [
    [0, 3, 4, [0]],
    [4, 3, 7, [1, 10]],
  ]);
});

test('phrase keys stand for phrases: their index terms, postings and positions files, postings and positions', () => {
  const {store} = tinyStore();
  const terms = createMatchTerms(store);
  const key = terms.phraseKeyOf([['result'], ['codes', 'code']]);
  assert.ok(terms.isPhraseKey(key));
  assert.ok(!terms.isPhraseKey('result'));
  assert.deepEqual(terms.indexTermsOf(key), ['result', 'codes', 'code']);
  assert.deepEqual(terms.indexTermsOf('hash'), ['hash']);
  // A phrase is found by its words' positions, so its postings need them.
  assert.deepEqual(terms.postingsFilesOf(key), ['p-0.json', 'p-0.json', 'p-0.json', 'q-0.json', 'q-0.json', 'q-0.json']);
  assert.deepEqual(terms.postingsFilesOf('hash'), ['p-0.json']);
  assert.deepEqual(terms.positionsFilesOf('hash'), ['q-0.json']);
  assert.deepEqual([...terms.postingsOf(key).sections], [2], '"Result codes" is section 2');
  assert.equal(terms.positionsOf(key).starts.length, 2, 'one position list, the first word’s');
  assert.equal(terms.postingsOf(key), terms.postingsOf(key), 'computed once');
  assert.equal(terms.postingsOf('hash'), store.postingsOf('hash'), 'an index term is read from the store');
  assert.equal(terms.positionsOf('hash'), store.positionsOf('hash'));
});

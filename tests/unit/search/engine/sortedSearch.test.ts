import {test} from 'node:test';
import assert from 'node:assert/strict';
import {indexOf, lowerBound} from '../../../../plugins/search/client/engine/sortedSearch';

test('indexOf finds a value in sorted terms or section numbers, -1 when absent', () => {
  assert.equal(indexOf(['hash', 'key', 'shape'], 'key'), 1);
  assert.equal(indexOf(['hash', 'key', 'shape'], 'kei'), -1);
  assert.equal(indexOf(Int32Array.from([2, 5, 9]), 9), 2);
  assert.equal(indexOf(Int32Array.from([2, 5, 9]), 10), -1);
  assert.equal(indexOf([], 'x'), -1);
});

test('lowerBound is the first index not below the value: where completions of a prefix start', () => {
  const terms = ['code', 'codes', 'each', 'every'];
  assert.equal(lowerBound(terms, 'cod'), 0);
  assert.equal(lowerBound(terms, 'codes'), 1);
  assert.equal(lowerBound(terms, 'e'), 2);
  assert.equal(lowerBound(terms, 'z'), 4);
  assert.equal(lowerBound([1, 1, 1], 1), 0);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {missingRankOf, RELAXED_MIN_HITS, relaxedLevels, wordWeightsOf} from '../../../../plugins/search/client/engine/relaxation';

test('a rare word weighs more than a common one; a word found nowhere weighs nothing', () => {
  const [rare, common, nowhere] = wordWeightsOf([1, 50, 0], 100);
  assert.ok(rare > common);
  assert.equal(rare, Math.log(101));
  assert.equal(nowhere, 0);
});

test('the missing share is bucketed from 0 (nothing missing) to 15 (everything)', () => {
  assert.equal(missingRankOf(0, 3), 0);
  assert.equal(missingRankOf(1, 3), 5);
  assert.equal(missingRankOf(3, 3), 15);
});

test('a query some section fully matches is not relaxed when that gives hits enough', () => {
  assert.deepEqual(relaxedLevels([RELAXED_MIN_HITS, 10, 10]), {first: 0, last: 0});
});

test('levels are added, fewest words missing first, until the hits reach one screen', () => {
  assert.deepEqual(relaxedLevels([2, 2, 10]), {first: 0, last: 2});
  assert.deepEqual(relaxedLevels([0, 3, 2, 7]), {first: 1, last: 2});
  assert.deepEqual(relaxedLevels([1, 1, 1]), {first: 0, last: 2}, 'every level, when even all of them are few');
});

test('no matched section: no level', () => {
  assert.deepEqual(relaxedLevels([0, 0]), {first: -1, last: -1});
});

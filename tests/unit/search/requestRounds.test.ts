import {test} from 'node:test';
import assert from 'node:assert/strict';
import {roundsAfter} from '../../../tools/bench/requestRounds';

test('overlapping requests are one round, a request started after another ended is the next', () => {
  assert.equal(roundsAfter([], 0), 0);
  assert.equal(
    roundsAfter(
      [
        {start: 0, end: 10},
        {start: 5, end: 12},
      ],
      0,
    ),
    1,
  );
  assert.equal(
    roundsAfter(
      [
        {start: 0, end: 10},
        {start: 11, end: 20},
        {start: 21, end: 30},
        {start: 21, end: 25},
      ],
      0,
    ),
    3,
  );
  // Requests done before `after` (prefetched at intent) are not waited on.
  assert.equal(
    roundsAfter(
      [
        {start: 0, end: 10},
        {start: 20, end: 30},
        {start: 31, end: 40},
      ],
      15,
    ),
    2,
  );
});

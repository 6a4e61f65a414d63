/**
 * The modal's words for a count (theme/SearchBar/ModalScreens.tsx): the live
 * status a screen reader announces and the footer link to /search, singular
 * for one result.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {seeAllText, statusText} from '../../../plugins/search/theme/SearchBar/ModalScreens';

test('the footer link counts one result in the singular', () => {
  assert.equal(seeAllText(1), 'See the 1 result');
  assert.equal(seeAllText(2), 'See all 2 results');
  assert.equal(seeAllText(0), 'See all 0 results');
});

test('the announced status counts results, says when there are none, and says nothing without a query', () => {
  assert.equal(statusText({query: 'enormous', nbHits: 1}), '1 result for "enormous"');
  assert.equal(statusText({query: 'hash', nbHits: 12}), '12 results for "hash"');
  assert.equal(statusText({query: 'qqzzxxv', nbHits: 0}), 'No results for "qqzzxxv"');
  assert.equal(statusText({query: 'hash', error: true}), 'Unable to fetch results');
  assert.equal(statusText(null), '');
});

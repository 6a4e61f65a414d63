import assert from 'node:assert/strict';
import {test} from 'node:test';
import {draftOnSwitch, draftQuestion} from '../../../plugins/answers/client/questionDraft';

const LONG = 'when a nested hash has a key that is sometimes missing and sometimes nil, how do I write the shape';
const SHORTENED = 'nested hash has key that is sometimes missing and sometimes nil, how do I write shape';

test('a question the search box shortened drafts whole', () => {
  assert.equal(draftQuestion(SHORTENED, LONG, 500), LONG);
  assert.equal(draftQuestion(SHORTENED, `${LONG}  `, 500), LONG);
});

test('the box text stands when nothing was shortened, or it was typed over since', () => {
  assert.equal(draftQuestion('short question', null, 500), 'short question');
  assert.equal(draftQuestion('  typed ', null, 500), 'typed');
});

test('the draft keeps to the answer box’s limit', () => {
  assert.equal(draftQuestion(SHORTENED, LONG, 80), LONG.slice(0, 80));
});

test('switching to Ask AI again takes the new search query, unless the reader wrote in the question box', () => {
  // Empty: filled from the search box.
  assert.equal(draftOnSwitch('', null, 'optional keys'), 'optional keys');
  // Still as filled last time: the new query replaces it.
  assert.equal(draftOnSwitch('optional keys', 'optional keys', 'arrays of hashes'), 'arrays of hashes');
  // The reader edited it: theirs stays.
  assert.equal(draftOnSwitch('optional keys, but nested', 'optional keys', 'arrays of hashes'), 'optional keys, but nested');
  // Nothing in the search box: the draft stays.
  assert.equal(draftOnSwitch('optional keys', 'optional keys', ''), 'optional keys');
});

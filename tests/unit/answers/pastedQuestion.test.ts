import assert from 'node:assert/strict';
import {test} from 'node:test';
import {draftOnSwitch, draftQuestion, valueAfterPaste} from '../../../plugins/answers/client/pastedQuestion';

const LONG = 'when a nested hash has a key that is sometimes missing and sometimes nil, how do I write the shape';
const BOX = 64;

test('a paste replaces the selection; its line breaks become spaces, as a one-line box makes them', () => {
  assert.equal(valueAfterPaste('find ', 5, 5, 'optional\nkeys'), 'find optional keys');
  assert.equal(valueAfterPaste('find XXX please', 5, 8, 'keys'), 'find keys please');
  assert.equal(valueAfterPaste('abc', null, null, 'd\r\ne'), 'abcd e');
});

test('a long paste cut by the box drafts the whole question', () => {
  assert.equal(draftQuestion(LONG.slice(0, BOX), LONG, BOX, 500), LONG);
  assert.equal(draftQuestion(LONG.slice(0, BOX), `${LONG}  `, BOX, 500), LONG);
});

test('the box text stands when the reader changed it since, or when nothing was cut', () => {
  // Typed over: the box no longer holds the paste's cut.
  assert.equal(draftQuestion(`${LONG.slice(0, BOX - 1)}!`, LONG, BOX, 500), `${LONG.slice(0, BOX - 1)}!`);
  // A deletion at the end must not bring the deleted words back.
  assert.equal(draftQuestion(LONG.slice(0, 40), LONG, BOX, 500), LONG.slice(0, 40));
  assert.equal(draftQuestion('short question', 'short question', BOX, 500), 'short question');
  assert.equal(draftQuestion('typed', null, BOX, 500), 'typed');
  // A box without a limit (maxLength -1) cut nothing.
  assert.equal(draftQuestion(LONG.slice(0, BOX), LONG, -1, 500), LONG.slice(0, BOX));
});

test('the draft keeps to the answer box’s limit', () => {
  assert.equal(draftQuestion(LONG.slice(0, BOX), LONG, BOX, 80), LONG.slice(0, 80));
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

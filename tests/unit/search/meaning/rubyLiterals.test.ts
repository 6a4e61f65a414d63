import test from 'node:test';
import assert from 'node:assert/strict';
import {literalWordsOf, readEmptyLiterals} from '../../../../plugins/search/shared/rubyLiterals';

test('a pasted literal adds the words the docs name it by, once per kind', () => {
  assert.deepEqual(literalWordsOf('[{id: Integer, name: String}]'), ['array', 'hash']);
  assert.deepEqual(literalWordsOf('{ String => Integer }'), ['hash', 'key']);
  assert.deepEqual(literalWordsOf('Kt.compare(value: [], shape: [Integer])'), ['empty array']);
  assert.deepEqual(literalWordsOf('Kt.compare(value: {}, shape: Hash)'), ['empty hash']);
  assert.deepEqual(literalWordsOf('age between 1..120'), ['range']);
  assert.deepEqual(literalWordsOf("'a'...'z'"), ['range']);
});

test('a lambda or a block is no hash, and a regular expression is no array', () => {
  assert.deepEqual(literalWordsOf('shape: ->(x) { x.even? }'), ['lambda']);
  assert.deepEqual(literalWordsOf('lambda { |v| v > 0 }'), ['lambda']);
  assert.deepEqual(literalWordsOf('failure_message { |actual| } print the tree'), []);
  assert.deepEqual(literalWordsOf('shape: /\\A[a-z]+-\\d+\\z/'), ['regular expression']);
  assert.deepEqual(literalWordsOf('Kt.compare(value: "x", shape: /^x$/)'), ['regular expression']);
});

test('prose adds nothing: slashes, parentheses and a version are no literals', () => {
  for (const prose of [
    'use and/or here',
    'wrong number of arguments (given 2, expected 0)',
    'ruby 3.2 or 3.4',
    'match? vs matches',
    'Katachi::ComparisonResult',
  ]) {
    assert.deepEqual(literalWordsOf(prose), [], prose);
  }
});

test('brackets right after a name call or index it: no literal', () => {
  for (const call of [
    'Kt::AnyOf[String, nil]',
    'AnyOf[] vs Kt.any_of',
    'result.child_results[:$extra_keys]',
    'pydantic Optional[str]',
    'interface{} in Go',
  ]) {
    assert.deepEqual(literalWordsOf(call), [], call);
  }
  assert.deepEqual(literalWordsOf('shape [Integer]'), ['array'], 'after a space, a literal');
});

test('the word engine reads an empty literal by the same rule', () => {
  assert.equal(readEmptyLiterals('does [] pass'), 'does  empty array  pass');
  assert.equal(readEmptyLiterals('value: {}'), 'value:  empty hash ');
  assert.equal(readEmptyLiterals('AnyOf[] and hash{}'), 'AnyOf[] and hash{}');
});

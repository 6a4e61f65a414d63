/**
 * The search box's cap (shared/queryFit.ts): a question that fits goes in as it is; a
 * longer one is condensed, the words that carry no meaning left
 * out first to last, and only then cut at a word's end; the notice under the box says which.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {condenseQuery, fitToQueryLimit, QUERY_MAX_LENGTH} from '../../../plugins/search/shared/queryFit';
import {takeIntoBox, wholeQuestionBehind} from '../../../plugins/search/client/shortenedQueries';
import {hasQueryLimitNotice, QueryLimitNotice} from '../../../plugins/search/theme/queryLimit';

test('a question that fits is left exactly as typed, spaces and all', () => {
  for (const query of ['how do I make a key optional', '  the  ', 'x'.repeat(QUERY_MAX_LENGTH)]) {
    assert.equal(fitToQueryLimit(query), query);
  }
});

test('a longer question loses its stop words from the first, only as many as it must, and keeps its end', () => {
  const asked = 'how do I check that a response body is an array of hashes with an id key';
  assert.equal(fitToQueryLimit(asked), 'check that a response body is an array of hashes with an id key');
  // Runs of spaces go before any word.
  assert.equal(fitToQueryLimit(`how  do  I  ${'word '.repeat(11)}`.padEnd(70)), `how do I ${'word '.repeat(10)}word`);
});

test('"not", "vs" and "versus" stay: they change what is asked', () => {
  const asked = 'why is this not matching when I compare AnyOf vs Optional for the nil value here';
  const fitted = condenseQuery(asked, QUERY_MAX_LENGTH);
  assert.ok(fitted.length <= QUERY_MAX_LENGTH, fitted);
  assert.match(fitted, /\bnot\b.*\bvs\b/u);
  assert.match(fitted, /nil value here$/u);
});

test('when the stop words are not enough, the rest is cut at a word’s end, never mid-word', () => {
  const fitted = fitToQueryLimit('Katachi::Comparator::HashComparison '.repeat(3).trim());
  assert.equal(fitted, 'Katachi::Comparator::HashComparison');
  const oneWord = fitToQueryLimit('x'.repeat(100));
  assert.equal(oneWord, 'x'.repeat(QUERY_MAX_LENGTH));
  assert.ok(hasQueryLimitNotice(oneWord));
});

test('a stop word joined to more than punctuation stays, and an emoji is never cut in half', () => {
  const joined = `a${'😀'.repeat(40)}`;
  const fitted = fitToQueryLimit(joined);
  assert.equal(fitted, `a${'😀'.repeat(31)}`);
  assert.doesNotThrow(() => encodeURIComponent(fitted));
  assert.equal(fitToQueryLimit(`(the ${'word '.repeat(13)}`.trim()), `${'word '.repeat(12)}word`);
});

test('the notice tells a question cut at the cap from one shortened to fit it', () => {
  const notice = (query: string) => renderToStaticMarkup(createElement(QueryLimitNotice, {query}));
  assert.equal(notice('a short one'), '');
  assert.match(notice('x'.repeat(QUERY_MAX_LENGTH)), /Only the first 64 characters are searched/u);
  const shortened = takeIntoBox('how would I go about checking the shape of a JSON payload in an RSpec test');
  assert.ok(shortened.length <= QUERY_MAX_LENGTH, shortened);
  assert.match(notice(shortened), /Shortened to fit 64 characters/u);
  // Ask AI drafts the whole question while the box holds what it was shortened to.
  assert.equal(wholeQuestionBehind(shortened), 'how would I go about checking the shape of a JSON payload in an RSpec test');
  assert.equal(wholeQuestionBehind(shortened.slice(0, -1)), null);
  // Cut at a word's end, short of the cap: the end was still left out.
  const cut = takeIntoBox(`${'x'.repeat(60)} yyyyyyyyy`);
  assert.equal(cut, 'x'.repeat(60));
  assert.match(notice(cut), /Only the first 64 characters are searched/u);
  // Spaces alone collapsed lose no word: nothing to say unless it reached the cap.
  const spaced = takeIntoBox(`nil   ${' '.repeat(70)}  values`);
  assert.equal(spaced, 'nil values');
  assert.equal(notice(spaced), '');
});

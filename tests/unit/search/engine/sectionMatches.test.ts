import {test} from 'node:test';
import assert from 'node:assert/strict';
import {QUALITY_ORDER} from '../../../../plugins/search/client/rank';
import {hasWord} from '../../../../plugins/search/client/engine/sectionMatches';
import {MissingShards} from '../../../../plugins/search/client/engine/shards';
import {MAX_QUERY_WORDS} from '../../../../plugins/search/client/engine/queryPlan';
import {tinyMatcher} from './tinyIndex.fixture';

const {planOf, match, wordMatchesOf, positionsFilesFor, termsOf} = tinyMatcher();
const matchOf = (query: string) => match(planOf(query));
const placeOf = (matched: ReturnType<typeof matchOf>, section: number, w: number) => matched.wordPlace[section * MAX_QUERY_WORDS + w];

test('every section having some word is a candidate, and which words it has is recorded', () => {
  const matched = matchOf('hash mismatch ');
  assert.deepEqual(
    [...matched.sections].sort((a, b) => a - b),
    [0, 1, 2],
  );
  assert.deepEqual(
    [0, 1, 2].map((section) => [hasWord(matched, section, 0), hasWord(matched, section, 1)]),
    [
      [true, false],
      [true, false],
      [false, true],
    ],
  );
  assert.deepEqual(matchOf('zebra ').sections, []);
});

test('a word in a heading is placed above the same word in the body, and scores more', () => {
  const matched = matchOf('key ');
  // Section 1 is headed "Making a key optional"; section 0 says "key" in its body.
  assert.ok(placeOf(matched, 1, 0) < placeOf(matched, 0, 0));
  assert.ok(matched.score[1] > matched.score[0]);
  assert.ok(matched.bestField[1] < matched.bestField[0]);
});

test("a word's best form is recorded: the word itself before a variant", () => {
  // The per-section arrays are reused by the next match: read each before matching again.
  const exact = matchOf('key ');
  const [exactQuality, exactScore] = [exact.wordQuality[1 * MAX_QUERY_WORDS], exact.score[1]];
  const variant = matchOf('keys ');
  assert.equal(exactQuality, QUALITY_ORDER.exact + 1);
  assert.equal(variant.wordQuality[1 * MAX_QUERY_WORDS], QUALITY_ORDER.variant + 1);
  assert.ok(variant.score[1] < exactScore, 'a variant earns less of the weight');
});

test('each word’s best match in a section, with its positions when two words there measure proximity', () => {
  const [hash, key] = wordMatchesOf(matchOf('hash key '), 0);
  assert.equal(hash?.quality, 'exact');
  assert.equal(hash?.plainWord, true);
  assert.ok(hash!.positions.length > 0 && key!.positions.length > 0);
  const [alone, mismatch] = wordMatchesOf(matchOf('hash mismatch '), 0);
  assert.equal(alone?.quality, 'exact');
  assert.deepEqual(alone?.positions, [], 'one word there: no proximity, so its positions are not read');
  assert.equal(mismatch, null);
  assert.equal(wordMatchesOf(matchOf('kt.any_of '), 1)[0]?.plainWord, false, 'an identifier is not a plain word');
});

test('no positions files are left to read for sections when every list brought its positions with its postings', () => {
  const matched = matchOf('hash key ');
  assert.equal(matched.positionsLater, false, 'the tiny index has only short lists');
  assert.deepEqual(positionsFilesFor(matched, [0, 1, 2]), []);
  assert.equal(matchOf('hash ').positionsLater, false, 'a one-word query reads no positions');
});

test("the terms to highlight are the section's matched index terms; a phrase's are its words", () => {
  assert.deepEqual(termsOf(matchOf('hash mismatch '), 2), ['mismatch']);
  assert.deepEqual(termsOf(matchOf('resultcodes '), 2), ['result', 'codes', 'code']);
});

test('matching needs the postings files of the matched terms', () => {
  const lazy = tinyMatcher((file) => !file.startsWith('p-'));
  assert.throws(
    () => lazy.match(lazy.planOf('key ')),
    (error: unknown) => error instanceof MissingShards && error.files.join() === 'p-0.json',
  );
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {typoBudget} from '../../../plugins/search/client/engine';
import {engineOfRecords} from '../../../plugins/search/node/engineOfRecords';
import {corpus, urlOf} from './records.fixture';

const engine = engineOfRecords(corpus);
const top = (query: string) => engine.search(query).hits[0]?.record.url;
const urls = (query: string) => engine.search(query).hits.map((h) => h.record.url);

test('identifiers are found in every spelling readers type', () => {
  for (const query of [':$uuid', '$uuid', 'uuid']) assert.equal(top(query), urlOf('#predefined-shapes'), query);
  for (const query of ['kt_compare', 'writing kt_compare']) assert.equal(top(query), urlOf('#writing-kt-compare'), query);
  for (const query of ['Kt::AnyOf', 'AnyOf', 'any_of', 'anyof']) assert.ok(urls(query).slice(0, 2).includes(urlOf('Features/AnyOf')), query);
  assert.equal(top('have_shape'), urlOf('#the-have-shape-matcher'));
  assert.equal(top('wont_match_shape'), urlOf('#expectations'));
  assert.equal(top('==='), urlOf('#matching-with'));
});

test('the word being typed matches as a prefix', () => {
  assert.equal(top('produ'), urlOf('#is-it-ready-for-production'));
  // …but not once the reader has typed a space after it.
  assert.equal(engine.search('produ ').total, 0);
});

test('typos are forgiven in proportion to word length', () => {
  assert.equal(typoBudget('key'), 0);
  assert.equal(typoBudget('keys'), 1);
  assert.equal(typoBudget('optional'), 2);
  assert.equal(top('optinal key'), urlOf('#making-a-key-optional'));
  assert.equal(top('nulable'), urlOf('#nullable-values'));
});

test('a heading match ranks above a body match', () => {
  // "hashes" is the page title of Hashes and only a passing mention in Getting Started.
  const results = urls('hashes');
  assert.equal(results[0], urlOf('Features/Hashes'));
  assert.ok(results.indexOf(urlOf('#comparing-a-value')) > 0);
});

test('hits with every word come before hits with some', () => {
  const {hits} = engine.search('forbidding key');
  assert.equal(hits[0].record.url, urlOf('#forbidding-a-key'));
  const firstPartial = hits.findIndex((h) => !h.allWordsMatched);
  assert.ok(firstPartial === -1 || hits.slice(firstPartial).every((h) => !h.allWordsMatched));
});

test('questions find the section a reader wants', () => {
  assert.equal(top('how do I make a key optional'), urlOf('#making-a-key-optional'));
  assert.equal(top('is it production ready'), urlOf('#is-it-ready-for-production'));
});

test('limit, offset and total page through every hit in a stable order', () => {
  const all = engine.search('key', {limit: 100});
  const first = engine.search('key', {limit: 2});
  const second = engine.search('key', {limit: 2, offset: 2});
  assert.equal(first.total, all.total);
  assert.deepEqual(
    [...first.hits, ...second.hits].map((h) => h.position),
    all.hits.slice(0, 4).map((h) => h.position),
  );
});

test('empty, blank and punctuation-only queries return nothing without throwing', () => {
  for (const query of ['', '   ', '(((', '"']) assert.equal(engine.search(query).total, 0, JSON.stringify(query));
});

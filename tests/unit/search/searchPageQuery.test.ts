/**
 * /search?q=: the query as the page reads it (readQueryParam), and the inline script
 * that shows it in the box and the heading before the page hydrates (queryPrefillScript), run here
 * against a stand-in for the page: both read the same query; one longer than the box is
 * left to the page, which condenses it (fitToQueryLimit).
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import {QUERY_WAITING_ATTRIBUTE, queryPrefillScript, readQueryParam, searchPageTitle} from '../../../plugins/search/theme/SearchPage/queryParam';
import {QUERY_MAX_LENGTH} from '../../../plugins/search/shared/queryFit';

const SERVER_HEADING = searchPageTitle('');

/** The box's value, its attributes and the heading after the script ran on a page at `search`, the box holding `typed`. */
function prefilledPage(search: string, typed = ''): {box: string; boxAttributes: string[]; heading: string} {
  const boxAttributes: string[] = [];
  const box = {value: typed, setAttribute: (name: string) => boxAttributes.push(name)};
  const heading = {textContent: SERVER_HEADING};
  const elements: Record<string, object> = {'search-page-input': box, 'search-page-title': heading};
  const document = {getElementById: (id: string) => elements[id] ?? null};
  new Function('location', 'document', queryPrefillScript('search-page-input', 'search-page-title'))({search}, document);
  return {box: box.value, boxAttributes, heading: heading.textContent};
}

const prefilled = (search: string, typed = '') => prefilledPage(search, typed).box;

test('the box shows the query the page will read, when it fits the box', () => {
  const fits = `?q=${'x'.repeat(QUERY_MAX_LENGTH)}`;
  for (const search of ['?q=any_of', '?q=optional+key', fits, '?q=%3Cb%3E%22', '?lang=en&q=nil', '']) {
    assert.equal(prefilled(search), readQueryParam(search), search);
    // The heading the page renders for it once hydrated, so nothing changes then.
    assert.equal(prefilledPage(search).heading, searchPageTitle(readQueryParam(search)), search);
  }
  assert.equal(prefilledPage('?q=+++').heading, SERVER_HEADING);
});

test('a longer query waits for the page, which condenses it rather than cutting it', () => {
  const asked = 'how do I check that a response body is an array of hashes with an id key';
  const search = `?q=${encodeURIComponent(asked)}`;
  assert.equal(prefilled(search), '');
  assert.equal(prefilledPage(search).heading, SERVER_HEADING);
  const read = readQueryParam(search);
  assert.equal(read, 'check that a response body is an array of hashes with an id key');
  // The box says a query is on its way, so the page's stylesheet hides the empty box's hint.
  assert.deepEqual(prefilledPage(search).boxAttributes, [QUERY_WAITING_ATTRIBUTE]);
  const css = fs.readFileSync(path.join(__dirname, '../../../plugins/search/theme/SearchPage/styles.module.css'), 'utf8');
  assert.match(css, new RegExp(`\\.input\\[${QUERY_WAITING_ATTRIBUTE}\\]\\) \\.emptyHint`));
  // Not a box that fits its query, nor one with words typed, nor spaces alone (no query: the hint stays).
  assert.deepEqual(prefilledPage('?q=any_of').boxAttributes, []);
  assert.deepEqual(prefilledPage(search, 'nullable').boxAttributes, []);
  assert.deepEqual(prefilledPage(`?q=${'+'.repeat(QUERY_MAX_LENGTH + 1)}`).boxAttributes, []);
});

test('words already typed stay; a malformed query string or a missing box is left alone', () => {
  assert.equal(prefilled('?q=any_of', 'nullable'), 'nullable');
  assert.equal(prefilledPage('?q=any_of', 'nullable').heading, SERVER_HEADING);
  assert.equal(prefilled('?q=%E0%A4%A'), readQueryParam('?q=%E0%A4%A'));
  assert.doesNotThrow(() =>
    new Function('location', 'document', queryPrefillScript('elsewhere', 'nowhere'))({search: '?q=x'}, {getElementById: () => null}),
  );
});

/**
 * /search?q=: the query as the page reads it (readQueryParam), and the inline script
 * that shows it in the box before the page hydrates (queryPrefillScript), run here
 * against a stand-in for the page: both read the same query, cut at the same length.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {queryPrefillScript, readQueryParam} from '../../../plugins/search/theme/SearchPage/queryParam';
import {QUERY_MAX_LENGTH} from '../../../plugins/search/theme/queryLimit';

/** The box's value after the script ran on a page at `search`, the box holding `typed`. */
function prefilled(search: string, typed = ''): string {
  const box = {value: typed};
  const document = {getElementById: (id: string) => (id === 'search-page-input' ? box : null)};
  new Function('location', 'document', queryPrefillScript('search-page-input'))({search}, document);
  return box.value;
}

test('the box shows the query the page will read, cut where the page cuts it', () => {
  for (const search of ['?q=any_of', '?q=optional+key', `?q=${'x'.repeat(100)}`, '?q=%3Cb%3E%22', '?lang=en&q=nil', '']) {
    assert.equal(prefilled(search), readQueryParam(search), search);
  }
  assert.equal(prefilled(`?q=${'x'.repeat(100)}`).length, QUERY_MAX_LENGTH);
});

test('words already typed stay; a malformed query string or a missing box is left alone', () => {
  assert.equal(prefilled('?q=any_of', 'nullable'), 'nullable');
  assert.equal(prefilled('?q=%E0%A4%A'), readQueryParam('?q=%E0%A4%A'));
  assert.doesNotThrow(() => new Function('location', 'document', queryPrefillScript('elsewhere'))({search: '?q=x'}, {getElementById: () => null}));
});

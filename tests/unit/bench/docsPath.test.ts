/** How the benchmark reads an engine's result URL (tools/bench/lib.ts docsPath): one path per section, however it is spelt. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docsPath} from '../../../tools/bench/lib';

test('a page and a section, spelt by the site, by a folder, by the host or by the file Pagefind indexed, read the same', () => {
  for (const url of [
    '/katachi/docs/Features/AnyOf',
    'https://example.org/katachi/docs/Features/AnyOf',
    '/katachi/docs/Features/AnyOf.html',
    '/katachi/docs/Features/AnyOf/',
  ]) {
    assert.equal(docsPath(url), 'Features/AnyOf', url);
  }
  for (const url of [
    '/katachi/docs/Features/AnyOf#nullable-values',
    '/katachi/docs/Features/AnyOf.html#nullable-values',
    '/katachi/docs/Features/AnyOf/#nullable-values',
  ]) {
    assert.equal(docsPath(url), 'Features/AnyOf#nullable-values', url);
  }
  assert.equal(docsPath('/katachi/docs/Contributing/index.html'), 'Contributing');
  assert.equal(docsPath('/katachi/docs/Contributing/index.html#code-of-conduct'), 'Contributing#code-of-conduct');
});

test('only a trailing .html is the file: a name that merely contains it stays', () => {
  assert.equal(docsPath('/katachi/docs/Recipes/html-responses'), 'Recipes/html-responses');
  assert.equal(docsPath('/katachi/docs/Recipes/page.html.erb'), 'Recipes/page.html.erb');
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import {processResultUrl} from '../../../plugins/search/client/resultUrl';

const rules = {externalUrlRegex: '^https?://(?!jtannas\\.github\\.io/katachi/)', replaceSearchResultPathname: null};

test('external URLs stay exactly as they are', () => {
  assert.equal(processResultUrl('https://rubygems.org/gems/katachi/index.html', rules), 'https://rubygems.org/gems/katachi/index.html');
});

test('internal URLs keep base path and anchor, lose host and .html', () => {
  assert.equal(processResultUrl('https://jtannas.github.io/katachi/docs/FAQ.html#x', rules), '/katachi/docs/FAQ#x');
  assert.equal(processResultUrl('/katachi/docs/Contributing/index.html', rules), '/katachi/docs/Contributing/');
  assert.equal(processResultUrl('/katachi/docs/Features/Hashes#making-a-key-optional', rules), '/katachi/docs/Features/Hashes#making-a-key-optional');
});

test('configured pathname patterns rewrite internal paths', () => {
  const rewrite = {...rules, replaceSearchResultPathname: {from: '^/katachi/docs/next/', to: '/katachi/docs/'}};
  assert.equal(processResultUrl('/katachi/docs/next/FAQ#a', rewrite), '/katachi/docs/FAQ#a');
});

test('a broken pattern is ignored rather than breaking every link', () => {
  const broken = {externalUrlRegex: '(', replaceSearchResultPathname: {from: '[', to: 'x'}};
  assert.equal(processResultUrl('/katachi/docs/FAQ', broken), '/katachi/docs/FAQ');
});

/** The benchmark servers' URL → file rule (tools/bench/lib.ts builtFile): what a static host would serve. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {builtFile} from '../../../tools/bench/lib';
import {tempTree} from '../../support/tempTree';

const root = tempTree('built-file-', {'index.html': 'home', 'docs/index.html': 'docs', 'docs/FAQ.html': 'faq', 'a b.txt': 'spaced'});

test('pages, folders and escaped names resolve under the base path', () => {
  assert.equal(builtFile(root, '/katachi/'), path.join(root, 'index.html'));
  assert.equal(builtFile(root, '/katachi/docs/'), path.join(root, 'docs', 'index.html'));
  assert.equal(builtFile(root, '/katachi/docs/FAQ'), path.join(root, 'docs', 'FAQ.html'));
  assert.equal(builtFile(root, '/katachi/a%20b.txt'), path.join(root, 'a b.txt'));
});

test('nothing outside the base path or the root, and a malformed escape is a miss, not a throw', () => {
  assert.equal(builtFile(root, '/other/index.html'), null);
  assert.equal(builtFile(root, '/katachi/../secret'), null);
  assert.equal(builtFile(root, '/katachi/%2e%2e/secret'), null);
  assert.equal(builtFile(root, '/katachi/missing'), null);
  assert.equal(builtFile(root, '/katachi/%zz'), null);
  assert.equal(builtFile(root, '/katachi/docs/%E0%A4%A'), null);
});

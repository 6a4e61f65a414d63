// The size a skipped code block is given (plugins/pageSpeed/client/offscreenCode.ts); the
// browser test in tests/e2e/site/page-speed.spec.ts checks it against rendered blocks.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {codeExtent, extentStyle} from '../../../plugins/pageSpeed/client/offscreenCode';

test('lines are counted as rendered, and the width is the longest line', () => {
  assert.deepEqual(codeExtent('a = 1'), {lines: 1, columns: 5});
  assert.deepEqual(codeExtent('short\na much longer line\n\nx'), {lines: 4, columns: 18});
  assert.deepEqual(codeExtent(''), {lines: 1, columns: 0});
});

test('characters are counted, not UTF-16 units, and tabs reach the next stop of 8', () => {
  assert.equal(codeExtent('é→😀').columns, 3);
  assert.equal(codeExtent('\tx').columns, 9);
  assert.equal(codeExtent('abc\tx').columns, 9);
});

test('the extent reaches the stylesheet as custom properties', () => {
  assert.deepEqual(extentStyle({lines: 3, columns: 40}), {'--code-lines': 3, '--code-columns': 40});
});

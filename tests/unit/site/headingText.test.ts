// The "#" link of a heading is named by the words a reader sees in it (src/theme/Heading).
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {createElement} from 'react';
import {textOf} from '../../../src/theme/Heading/textOf';

test('a heading with inline code or emphasis is named by its words, not its id', () => {
  assert.equal(textOf(['The ', createElement('code', {key: 1}, 'Kt'), ' alias']), 'The Kt alias');
  assert.equal(textOf(createElement('em', null, 'Nested ', createElement('strong', null, 'keys'), 3)), 'Nested keys3');
  assert.equal(textOf([null, false, undefined]), '');
});

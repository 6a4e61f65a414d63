// Printed text shown as a terminal shows it: escape codes acted on (dropped), lines written over.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {terminalText} from '../../plugins/examples/client/terminalText';

test('colour codes are dropped, and a carriage return lets the rest of the line write over it', () => {
  assert.equal(terminalText('\u001b[31mred\u001b[0m and \u001b[1;32mbold green\u001b[m\n'), 'red and bold green\n');
  assert.equal(terminalText('50%\r100%\n'), '100%\n');
  assert.equal(terminalText('1/3\r2/3\r3/3\ndone\n'), '3/3\ndone\n');
  // While it runs: the line is shown until something writes over it.
  assert.equal(terminalText('step 1\n50%\r'), 'step 1\n50%');
  // A line ending \r\n is a line, not a line written over.
  assert.equal(terminalText('a\r\nb\r\n'), 'a\r\nb\r\n');
  // Nothing else changes: tabs, Unicode, text without either.
  assert.equal(terminalText('形\t✓ 🎉\n'), '形\t✓ 🎉\n');
});

/**
 * The search box's cut (theme/queryLimit.tsx), and the copy of it the query adapter's
 * fit reads questions with (tools/semantic/adapter.py): a fit that cut elsewhere would
 * measure queries the box never hands on.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {cutToQueryLimit, isAtQueryLimit, QUERY_MAX_LENGTH} from '../../../plugins/search/theme/queryLimit';

const ADAPTER = path.resolve(__dirname, '../../../tools/semantic/adapter.py');

test('the box keeps the first QUERY_MAX_LENGTH UTF-16 units, as an input’s maxLength counts them', () => {
  const short = 'how do I make a key optional';
  assert.equal(cutToQueryLimit(short), short);
  const long = 'x'.repeat(QUERY_MAX_LENGTH - 1) + 'yz';
  assert.equal(cutToQueryLimit(long), 'x'.repeat(QUERY_MAX_LENGTH - 1) + 'y');
  assert.ok(isAtQueryLimit(cutToQueryLimit(long)));
  // An emoji is two units: one fewer fits.
  assert.equal(cutToQueryLimit('🙂'.repeat(QUERY_MAX_LENGTH)).length, QUERY_MAX_LENGTH);
});

test('adapter.py cuts questions at the same length as the box', () => {
  const constant = /^QUERY_MAX_LENGTH = (\d+)$/m.exec(fs.readFileSync(ADAPTER, 'utf8'));
  assert.ok(constant, 'adapter.py names its QUERY_MAX_LENGTH');
  assert.equal(Number(constant[1]), QUERY_MAX_LENGTH);
});

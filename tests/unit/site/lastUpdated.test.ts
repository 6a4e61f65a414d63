// src/theme/LastUpdated formats "Last updated on …" without Intl (formatDate.ts):
// it must say exactly what theme-classic's own component says, and must be
// looked at again when theme-classic's component changes.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {test} from 'node:test';
import {formatLastUpdated, formatUtcDateEnglish, INTL_OPTIONS} from '../../../src/theme/LastUpdated/formatDate';

test('the English date equals Intl.DateTimeFormat("en", the options theme-classic uses) for every day of 2024-2026 and at UTC day edges', () => {
  const intl = new Intl.DateTimeFormat('en', INTL_OPTIONS);
  const start = Date.UTC(2024, 0, 1);
  for (let day = 0; day < 3 * 366; day++) {
    for (const offset of [0, 1, 86_399_999]) {
      const date = new Date(start + day * 86_400_000 + offset);
      assert.equal(formatUtcDateEnglish(date), intl.format(date), date.toISOString());
    }
  }
});

test('another locale is formatted by Intl', () => {
  const date = new Date(Date.UTC(2026, 10, 22));
  assert.equal(formatLastUpdated(date, 'fr'), new Intl.DateTimeFormat('fr', INTL_OPTIONS).format(date));
  assert.equal(formatLastUpdated(date, 'en'), 'Nov 22, 2026');
});

test("theme-classic's LastUpdated is the one src/theme/LastUpdated was ejected from (3.9.2)", () => {
  const upstream = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/LastUpdated/index.js'), 'utf8');
  assert.match(upstream, /useDateTimeFormat\(\{\s*day: 'numeric',\s*month: 'short',\s*year: 'numeric',\s*timeZone: 'UTC',\s*\}\)/);
  assert.equal(
    createHash('sha256').update(upstream).digest('hex'),
    '30948229c514009458316d5f6d94da1562993c6d05ca40f3f56be9079f89b35c',
    "theme-classic's LastUpdated changed: compare it with src/theme/LastUpdated/index.tsx, carry the change over, then update this hash",
  );
});

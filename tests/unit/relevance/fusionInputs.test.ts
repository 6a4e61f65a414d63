import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {meaningHitsFromFile} from '../../../tools/relevance/fusionInputs';
import {record} from '../search/records.fixture';

const records = [
  record('Contributing/', 'Contributing', 'Contributing', null, 1, 'How to help.'),
  record('Features/Hashes', 'Features', 'Hashes', 'Extra keys', 2, 'Rejected.'),
];

function hitsFile(content: unknown): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hits-')), 'hits.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

test('meaning hits from a file are mapped to the records by section key, a folder page with or without its slash', () => {
  const file = hitsFile({
    'extra keys': [
      ['/katachi/docs/Features/Hashes#extra-keys', 0.6],
      ['/katachi/docs/Contributing', 0.2],
    ],
  });
  assert.deepEqual(meaningHitsFromFile(file, records)('extra keys'), [
    {position: 1, similarity: 0.6},
    {position: 0, similarity: 0.2},
  ]);
});

test('a question the file lacks, or a section the index lacks, is an error that says what to do', () => {
  const file = hitsFile({'extra keys': [['/katachi/docs/Gone#page', 0.5]]});
  const hitsOf = meaningHitsFromFile(file, records);
  assert.throws(() => hitsOf('a newer suite’s question'), /no meaning hits for .*adapter\.py --cv --as-shipped --hits-out/);
  assert.throws(() => hitsOf('extra keys'), /ranks \/katachi\/docs\/Gone#page, which the index does not have/);
});

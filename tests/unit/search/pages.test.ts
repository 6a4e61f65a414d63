import {test} from 'node:test';
import assert from 'node:assert/strict';
import {packIndexFile, recordsOfIndexFile, recordsOfPage, type PageSections} from '../../../search/shared/pages';
import {isSearchIndexFile} from '../../../search/shared/record';

const page: PageSections = {
  path: '/katachi/docs/Features/Hashes',
  lvl0: 'Features',
  pageRank: -1,
  sections: [
    {depth: 1, heading: 'Hashes', anchor: null, text: '  Hash shapes are\n strict. '},
    {depth: 2, heading: 'Making a key optional', anchor: 'making-a-key-optional', text: 'Add :$undefined.'},
    {depth: 3, heading: 'Nested', anchor: 'nested', text: ''},
  ],
};

test('the packed index file rebuilds exactly the records the indexer meant', () => {
  const file = JSON.parse(JSON.stringify(packIndexFile('b1', [page])));
  assert.ok(isSearchIndexFile(file));
  assert.deepEqual(recordsOfIndexFile(file), recordsOfPage(page));
  const records = recordsOfIndexFile(file);
  assert.equal(records[0].content, 'Hash shapes are strict.');
  assert.equal(records[2].content, null);
  assert.deepEqual(records[2].hierarchy, {lvl0: 'Features', lvl1: 'Hashes', lvl2: 'Making a key optional', lvl3: 'Nested', lvl4: null, lvl5: null, lvl6: null});
  assert.deepEqual(records[1].weight, {pageRank: -1});
});

test('a page is written once: hierarchy and path are not repeated per section', () => {
  const json = JSON.stringify(packIndexFile('b1', [page]));
  assert.equal(json.split('/katachi/docs/Features/Hashes').length - 1, 1);
  assert.equal(json.split('"Features"').length - 1, 1);
});

test('malformed files are rejected by the format check', () => {
  assert.equal(isSearchIndexFile({version: 2, buildId: 'b', pages: [{path: '/x', lvl0: 'X', sections: [[1, 'T']]}]}), false);
  assert.equal(isSearchIndexFile({version: 1, buildId: 'b', records: []}), false);
  assert.equal(isSearchIndexFile(null), false);
});

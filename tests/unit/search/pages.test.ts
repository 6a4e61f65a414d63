import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageRankOf, recordsOfPage, type PageSections} from '../../../plugins/search/shared/pages';
import {shardIndex} from '../../../plugins/search/node/shardIndex';
import {recordsOfIndex} from '../../../plugins/search/node/engineOfRecords';
import {isFragmentFile, isManifest, isVocabularyShard, vocabularyKeyOf} from '../../../plugins/search/shared/indexFormat';

const page: PageSections = {
  path: '/katachi/docs/Features/Hashes',
  lvl0: 'Features',
  pageRank: -1,
  sections: [
    {depth: 1, heading: 'Hashes', anchor: null, text: '  Hash shapes are\n strict. '},
    {depth: 2, heading: 'Making a  key optional', anchor: 'making-a-key-optional', text: 'Add :$undefined.'},
    {depth: 3, heading: 'Nested', anchor: 'nested', text: ''},
  ],
};

test('records: text and headings cleaned, hierarchy filled, page rank kept', () => {
  const records = recordsOfPage(page);
  assert.equal(records[0].content, 'Hash shapes are strict.');
  assert.equal(records[2].content, null);
  assert.deepEqual(records[2].hierarchy, {
    lvl0: 'Features',
    lvl1: 'Hashes',
    lvl2: 'Making a key optional',
    lvl3: 'Nested',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.deepEqual(records[1].weight, {pageRank: -1});
  assert.equal(records[1].url, '/katachi/docs/Features/Hashes#making-a-key-optional');
});

test('the split index rebuilds exactly the records the indexer meant, through JSON', () => {
  const records = recordsOfPage(page);
  const {manifest, files} = shardIndex('b1', records, {fragmentSize: 2});
  const shipped = new Map([...files].map(([name, data]) => [name, JSON.parse(JSON.stringify(data))]));
  assert.ok(isManifest(JSON.parse(JSON.stringify(manifest))));
  assert.deepEqual(recordsOfIndex({manifest, files: shipped}), records);
  assert.deepEqual(manifest.pageRanks, [[0, 2, -1]]);
  // Terms are filed under their first character; code terms under its code point.
  assert.ok(isVocabularyShard(shipped.get('v-h.json')));
  assert.ok(shipped.has(`v-${vocabularyKeyOf(':$undefined')}.json`));
  assert.equal(vocabularyKeyOf(':$undefined'), 'u3a');
  assert.ok(isFragmentFile(shipped.get('f-1.json')));
});

test('malformed files are rejected by the format checks', () => {
  assert.equal(isManifest({version: 2, buildId: 'b', pages: []}), false);
  assert.equal(isManifest({version: 3, buildId: '../x', sections: 1, fragmentSize: 1, vocabulary: [], pageRanks: [], topics: []}), false);
  assert.equal(isManifest(null), false);
  assert.equal(isVocabularyShard([['a', 'x', 0, 0]]), false);
  assert.equal(isVocabularyShard([['a', 1, 0, 0, -1]]), false, 'a twin before the shard starts');
  assert.equal(
    isVocabularyShard([
      ['a', 1, 0, 0],
      ['b', 1, 0, 0, 1],
    ]),
    false,
    'a twin after the term',
  );
  assert.equal(
    isVocabularyShard([
      ['a', 1, 0, 0],
      ['b', 1, 0, 0, -1],
    ]),
    true,
  );
  assert.equal(isFragmentFile([[1, 'lvl1', []]]), false);
});

test("a folder's rank takes in its own index page, with or without the trailing slash, and nothing named like it", () => {
  const ranks = {'docs/Contributing/': -1, 'docs/Contributing/SECURITY': 2};
  assert.equal(pageRankOf('/katachi/docs/Contributing', '/katachi/', ranks), -1);
  assert.equal(pageRankOf('/katachi/docs/Contributing/', '/katachi/', ranks), -1);
  assert.equal(pageRankOf('/katachi/docs/Contributing/Philosophy', '/katachi/', ranks), -1);
  assert.equal(pageRankOf('/katachi/docs/Contributing/SECURITY', '/katachi/', ranks), 2, 'the longest prefix wins');
  assert.equal(pageRankOf('/katachi/docs/ContributingGuide', '/katachi/', ranks), 0);
  assert.equal(pageRankOf('/katachi/docs/FAQ', '/katachi/', ranks), 0);
});

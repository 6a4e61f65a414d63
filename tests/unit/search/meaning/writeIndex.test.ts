/**
 * What the build writes for the meaning layer: section vectors in the build's
 * folder, the table's shards in a folder of their own (kept across builds of
 * the same table), and the manifest naming them; a table replaced since is removed.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {writeSearchIndex} from '../../../../plugins/search/node/writeIndex';
import {isManifest} from '../../../../plugins/search/shared/indexFormat';
import {tinyTable} from './table.fixture';

const pages = [
  {
    path: '/katachi/docs/Features/AnyOf',
    lvl0: 'Features',
    sections: [{depth: 1, heading: 'AnyOf', anchor: null, text: 'A nil value is allowed.'}],
  },
];

test('the meaning files are written with the index, and a replaced table’s shards are removed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meaning-index-'));
  const root = path.join(dir, 'search-index');
  fs.mkdirSync(path.join(root, 'table-0ld0ld0ld0ld'), {recursive: true});
  await writeSearchIndex(dir, 'b1', pages, {wordTable: tinyTable()});
  const manifest: unknown = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8'));
  assert.ok(isManifest(manifest));
  assert.equal(manifest.meaning?.table, 'table-abcdef012345');
  assert.ok(fs.existsSync(path.join(root, 'b1', 'm-0.json')));
  assert.ok(fs.existsSync(path.join(root, 'table-abcdef012345', 't-0.json')));
  assert.ok(fs.existsSync(path.join(root, 'table-abcdef012345', 'complete')));
  assert.ok(!fs.existsSync(path.join(root, 'table-0ld0ld0ld0ld')), 'the old table is gone');

  await writeSearchIndex(dir, 'b2', pages);
  const wordsOnly: unknown = JSON.parse(fs.readFileSync(path.join(root, 'index.json'), 'utf8'));
  assert.ok(isManifest(wordsOnly));
  assert.equal(wordsOnly.meaning, undefined, 'without a table the index has words only');
  fs.rmSync(dir, {recursive: true});
});

test('sections the adapter was fitted with that the build no longer has are named in one warning; none, no warning', async (t) => {
  const warn = t.mock.method(console, 'warn', () => undefined);
  const identity = new Float32Array(16);
  for (let d = 0; d < 4; d++) identity[d * 4 + d] = 1;
  const withOffsets = (urls: string[]) => ({
    ...tinyTable(),
    queryAdapter: {matrix: identity, sha256: 'f'.repeat(64), sectionOffsets: new Map(urls.map((url) => [url, new Float32Array([0.1, 0, 0, 0])]))},
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meaning-index-'));
  await writeSearchIndex(dir, 'b1', pages, {wordTable: withOffsets(['/katachi/docs/Features/AnyOf'])});
  assert.equal(warn.mock.callCount(), 0, 'every fitted section is in the build');

  const gone = ['/katachi/docs/Features/AnyOf#old-heading', '/katachi/docs/Moved', '/katachi/docs/Moved#a', '/katachi/docs/Moved#b'];
  await writeSearchIndex(dir, 'b2', pages, {wordTable: withOffsets(['/katachi/docs/Features/AnyOf', ...gone])});
  assert.equal(warn.mock.callCount(), 1);
  const message = String(warn.mock.calls[0].arguments.join(' '));
  assert.match(message, /4 of the 5 sections the query adapter was fitted with are not in this build/);
  assert.match(
    message,
    /\/katachi\/docs\/Features\/AnyOf#old-heading, \/katachi\/docs\/Moved, \/katachi\/docs\/Moved#a, …/,
    'the first three, then an ellipsis',
  );
  assert.match(message, /CONTRIBUTING\.md, "Refitting the meaning layer"/);
  assert.match(message, /CONTRIBUTING\.md, "Adding a page"/);

  await writeSearchIndex(dir, 'b3', pages, {wordTable: withOffsets(['/katachi/docs/Features/AnyOf', '/katachi/docs/Moved'])});
  assert.match(String(warn.mock.calls[1].arguments.join(' ')), /1 of the 2 sections the query adapter was fitted with is not in this build/);
  fs.rmSync(dir, {recursive: true});
});

/**
 * modal-latency.ts types into a copy of the site with another index swapped in: the
 * whole index must be there (the build's folder and the meaning layer's table shards
 * beside it), under a build id the page accepts, and none of the site's own.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {siteWithIndex} from '../../../tools/bench/siteWithIndex';
import {tempTree} from '../../support/tempTree';

const tree = (files: Record<string, string>) => tempTree('site-with-index-', files);

const read = (root: string, name: string) => fs.readFileSync(path.join(root, name), 'utf8');

test('the swapped-in index replaces the whole of the site’s own, table shards included', () => {
  const site = tree({
    'index.html': 'page',
    'search-index/index.json': JSON.stringify({buildId: 'own'}),
    'search-index/own/p-0.json': 'own postings',
    'search-index/table-own/t-0.json': 'own rows',
  });
  const index = tree({
    'index.json': JSON.stringify({buildId: 'big', meaning: {table: 'table-big'}}),
    'big/p-0.json': 'big postings',
    'table-big/t-0.json': 'big rows',
  });
  const copy = siteWithIndex(site, index);
  assert.equal(read(copy, 'index.html'), 'page');
  assert.deepEqual(fs.readdirSync(path.join(copy, 'search-index')).sort(), ['index.json', 'table-big', 'zzzzzzzz']);
  assert.deepEqual(JSON.parse(read(copy, 'search-index/index.json')), {buildId: 'zzzzzzzz', meaning: {table: 'table-big'}});
  assert.equal(read(copy, 'search-index/zzzzzzzz/p-0.json'), 'big postings');
  assert.equal(read(copy, 'search-index/table-big/t-0.json'), 'big rows');
  for (const dir of [site, index, copy]) fs.rmSync(dir, {recursive: true, force: true});
});

test('without an index to swap in, the copy keeps the site’s own', () => {
  const site = tree({'index.html': 'page', 'search-index/index.json': '{"buildId":"own"}', 'search-index/own/p-0.json': 'own'});
  const copy = siteWithIndex(site, null);
  assert.equal(read(copy, 'search-index/own/p-0.json'), 'own');
  assert.equal(read(copy, 'search-index/index.json'), '{"buildId":"own"}');
  for (const dir of [site, copy]) fs.rmSync(dir, {recursive: true, force: true});
});

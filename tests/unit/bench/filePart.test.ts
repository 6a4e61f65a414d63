/**
 * The bench's breakdown of what a query fetched names each file by its kind, from the
 * names the index writer gives them (shared/indexFormat.ts, shared/meaning.ts): a
 * renamed file must not fall silently into another kind.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {partOf, wordPartOf} from '../../../tools/bench/adapters/hybrid';
import {fragmentFile, INDEX_DIRECTORY, MANIFEST_FILE, positionsFile, postingsFile, vocabularyFile} from '../../../plugins/search/shared/indexFormat';
import {sectionVectorsFile} from '../../../plugins/search/shared/meaning';

const inIndex = (name: string) => `${INDEX_DIRECTORY}/mx0abc/${name}`;

test("the meaning layer's files and the manifest are parts of their own; the rest are words", () => {
  assert.equal(partOf(`${INDEX_DIRECTORY}/${MANIFEST_FILE}`), 'manifest');
  assert.equal(partOf(`${INDEX_DIRECTORY}/table-abc123/t-17.json`), 'table rows');
  assert.equal(partOf(inIndex(sectionVectorsFile(4))), 'section vectors');
  assert.equal(partOf(inIndex(postingsFile(4))), 'words');
});

test("the word index's files are told apart by kind", () => {
  assert.equal(wordPartOf(inIndex(vocabularyFile('a'))), 'vocabulary');
  assert.equal(wordPartOf(inIndex(vocabularyFile('u1f'))), 'vocabulary');
  assert.equal(wordPartOf(inIndex(postingsFile(12))), 'postings');
  assert.equal(wordPartOf(inIndex(positionsFile(12))), 'positions');
  assert.equal(wordPartOf(inIndex(fragmentFile(12))), 'fragments');
  assert.equal(wordPartOf(inIndex('index.json')), 'other');
});

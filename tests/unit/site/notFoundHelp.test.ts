// src/theme/NotFound/Content/nearbyPages.ts: where a URL that is not a page probably meant to go.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import {test} from 'node:test';
import {comparable, helpFor, MAX_PAGES, wordsOf, type DocsVersion} from '../../../src/theme/NotFound/Content/nearbyPages';

const DOCS = '/katachi/docs';
const version: DocsVersion = {
  path: DOCS,
  mainDocPath: `${DOCS}/WhatIsKatachi`,
  docPaths: [
    `${DOCS}/Contributing`,
    `${DOCS}/Contributing/CodeOfConduct`,
    `${DOCS}/FAQ`,
    `${DOCS}/Features/AnyOf`,
    `${DOCS}/Features/Arrays`,
    `${DOCS}/Features/Hashes`,
    `${DOCS}/Integrations/RSpecIntegration`,
    `${DOCS}/WhatIsKatachi`,
  ],
};
const help = (path: string) => helpFor(path, [version]);

test('a page named in another case, with .html, a trailing slash or escapes goes to that page', () => {
  for (const path of [
    `${DOCS}/features/hashes`,
    `${DOCS}/FEATURES/HASHES/`,
    `${DOCS}/Features/Hashes.html`,
    `${DOCS}/Features/Hashes/index.html`,
    `${DOCS}/Features/%48ashes/`,
  ]) {
    assert.deepEqual(help(path).redirectTo, `${DOCS}/Features/Hashes`, path);
  }
  assert.equal(help(`${DOCS}/contributing/`).redirectTo, `${DOCS}/Contributing`);
});

test('the docs folder itself goes to the first page', () => {
  for (const path of [DOCS, `${DOCS}/`, `${DOCS.toUpperCase()}/`]) assert.equal(help(path).redirectTo, `${DOCS}/WhatIsKatachi`, path);
});

test('never to the page the reader is on (no loop)', () => {
  assert.equal(help(`${DOCS}/Features/Hashes`).redirectTo, undefined);
});

test('a folder without a page lists the pages in it', () => {
  const found = help(`${DOCS}/features/`);
  assert.equal(found.redirectTo, undefined);
  assert.deepEqual(found.pages, [`${DOCS}/Features/AnyOf`, `${DOCS}/Features/Arrays`, `${DOCS}/Features/Hashes`]);
});

test('a typo, a missing folder or part of a name is offered the closest pages, closest first', () => {
  assert.deepEqual(help(`${DOCS}/Features/Hashs`).pages, [`${DOCS}/Features/Hashes`]);
  assert.deepEqual(help(`${DOCS}/hashes`).pages, [`${DOCS}/Features/Hashes`]);
  assert.deepEqual(help(`${DOCS}/Integrations/rspec`).pages, [`${DOCS}/Integrations/RSpecIntegration`]);
  assert.deepEqual(help(`${DOCS}/Features/Array`).pages, [`${DOCS}/Features/Arrays`]);
});

test('equally close names, the one nearer the wanted length first', () => {
  const withDesign: DocsVersion = {...version, docPaths: [...version.docPaths, `${DOCS}/Contributing/HashComparisonDesign`]};
  assert.deepEqual(helpFor(`${DOCS}/Features/hash`, [withDesign]).pages, [`${DOCS}/Features/Hashes`, `${DOCS}/Contributing/HashComparisonDesign`]);
});

test('nothing close offers no pages, only a search for the words of the URL', () => {
  const found = help(`${DOCS}/guides/hash-comparison_rules`);
  assert.deepEqual(found.pages, []);
  assert.equal(found.query, 'hash comparison rules');
});

test('pages offered are capped', () => {
  const many: DocsVersion = {...version, docPaths: Array.from({length: 20}, (_, i) => `${DOCS}/Big/Page${i}`)};
  assert.equal(helpFor(`${DOCS}/big`, [many]).pages.length, MAX_PAGES);
});

test('the words of a URL', () => {
  assert.equal(wordsOf('/katachi/docs/Features/HashComparison'), 'hash comparison');
  assert.equal(wordsOf('/katachi/docs/any_of.html'), 'any of');
  assert.equal(wordsOf('/katachi/docs/what%20is%20it/'), 'what is it');
  assert.equal(wordsOf('/katachi/docs/%E0%A4%A'), 'e0 a4 a', 'a malformed escape is read as it is, not thrown');
  assert.equal(wordsOf('/katachi/'), 'katachi');
  assert.equal(comparable('/A/B/index.html'), '/a/b');
});

test("theme-classic's NotFound/Content is the one src/theme/NotFound/Content was ejected from (3.9.2)", () => {
  const upstream = fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js'), 'utf8');
  assert.equal(
    createHash('sha256').update(upstream).digest('hex'),
    '1339cadd0fe0b2a29e2b200f0b10487e33bd49a8fdc7a86a91e9a6c16616e113',
    "theme-classic's NotFound/Content changed: compare it with src/theme/NotFound/Content/index.tsx, carry the change over, then update this hash",
  );
});

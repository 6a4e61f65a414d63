import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {sectionsOfHtml} from '../../../plugins/search/node/htmlSections';
import {recordsOfPage} from '../../../plugins/search/shared/pages';

const html = fs.readFileSync(path.join(__dirname, '../../fixtures/search/doc-page.html'), 'utf8');
const page = sectionsOfHtml({path: '/katachi/docs/Features/Hashes', html, fallbackLvl0: 'Katachi'});
const records = recordsOfPage(page!);
const byAnchor = (anchor: string | null) => records.find((r) => r.anchor === anchor)!;

test('one record per section: the page title and each h2/h3', () => {
  assert.deepEqual(
    records.map((r) => [r.type, r.anchor]),
    [
      ['lvl1', null],
      ['lvl2', 'making-a-key-optional'],
      ['lvl3', 'in-nested-hashes'],
      ['lvl2', 'forbidding-a-key'],
    ],
  );
});

test('urls carry the base path and the heading anchor', () => {
  assert.equal(byAnchor(null).url, '/katachi/docs/Features/Hashes');
  assert.equal(byAnchor('in-nested-hashes').url, '/katachi/docs/Features/Hashes#in-nested-hashes');
  assert.equal(byAnchor('in-nested-hashes').url_without_anchor, '/katachi/docs/Features/Hashes');
  assert.equal(byAnchor('in-nested-hashes').objectID, '/katachi/docs/Features/Hashes#in-nested-hashes');
});

test('hierarchy: sidebar category as lvl0, page title, parent headings', () => {
  assert.deepEqual(byAnchor('in-nested-hashes').hierarchy, {
    lvl0: 'Features',
    lvl1: 'Hashes',
    lvl2: 'Making a key optional',
    lvl3: 'In nested hashes',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  // A new h2 closes the previous h3.
  assert.equal(byAnchor('forbidding-a-key').hierarchy.lvl3, null);
});

test('content is what the reader sees, code blocks and every tab panel included', () => {
  assert.equal(byAnchor(null).content, 'Hash shapes are strict by default.');
  const optional = byAnchor('making-a-key-optional').content!;
  assert.match(optional, /Add :\$undefined to the value's shape\./);
  assert.match(optional, /Kt\.compare\(value: \{a: 1\}, shape: \{b: Kt\.any_of\(Integer, :\$undefined\)\}\) \.code # => :hash_is_match/);
  assert.equal(byAnchor('in-nested-hashes').content, 'Visible tab <b>text</b> Hidden tab text');
});

test('navigation, copy buttons, hash links, footers and prev/next links are left out', () => {
  const all = records.map((r) => `${r.content} ${Object.values(r.hierarchy).join(' ')}`).join(' ');
  for (const chrome of ['Copy', 'Edit this page', 'Previous Arrays', 'Copyright', 'window.x', '\u200b', 'What is Katachi']) {
    assert.ok(!all.includes(chrome), `index should not contain ${JSON.stringify(chrome)}`);
  }
});

test('a page with no content root gives no sections', () => {
  assert.equal(sectionsOfHtml({path: '/x', html: '<html><body><p>hi</p></body></html>', fallbackLvl0: 'K'}), null);
});

test('non-doc pages use <main> and the navbar or fallback group', () => {
  const home = sectionsOfHtml({
    path: '/katachi/',
    html: '<main><h1>Katachi</h1><p>Describe shapes.</p><h2 id="why">Why</h2><p>Because.</p></main>',
    fallbackLvl0: 'Katachi',
  })!;
  const homeRecords = recordsOfPage(home);
  assert.equal(homeRecords.length, 2);
  assert.equal(homeRecords[0].hierarchy.lvl0, 'Katachi');
  assert.equal(homeRecords[1].url, '/katachi/#why');
});

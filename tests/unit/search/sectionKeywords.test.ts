/**
 * Section keywords (plugins/search/node/sectionKeywords.ts): a `{/* keywords: … *\/}`
 * comment under a heading gives that section readers' words. Both indexers
 * read it: the dev server with the MDX sections, the build from the doc's
 * source, added to the rendered page's sections by heading id.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {sectionsOfMdx} from '../../../plugins/search/node/mdxSections';
import {keywordsOfComment} from '../../../plugins/search/node/keywordsComment';
import {sectionKeywordsOfDocs, withSectionKeywords} from '../../../plugins/search/node/sectionKeywords';
import {pagesOfBuiltSite} from '../../../plugins/search/node/buildIndex';
import {recordsOfPage} from '../../../plugins/search/shared/pages';
import {engineOfRecords} from '../../../plugins/search/node/engineOfRecords';
import {tempTree} from '../../support/tempTree';

const source = `---
title: Hashes
keywords: [dictionary]
---

{/* keywords: hash shape basics */}

Intro.

## Making a key optional

{/* keywords: optional field, may be absent */}

Add \`:$undefined\` to the value's shape.

{/* an ordinary comment, not keywords */}

## Forbidding a key

{/* keywords: blacklist */}
{/* keywords: deny */}

Only absent.
`;

test('a keywords comment is read as keywords of the section it sits in, never as its text', async () => {
  const sections = await sectionsOfMdx(source, 'Hashes');
  assert.deepEqual(
    sections.map((s) => [s.anchor, s.keywords]),
    [
      [null, ['hash shape basics']],
      ['making-a-key-optional', ['optional field', 'may be absent']],
      ['forbidding-a-key', ['blacklist', 'deny']],
    ],
  );
  assert.ok(!sections.some((s) => /keywords|ordinary comment/.test(s.text)));
  assert.deepEqual(keywordsOfComment('/* Keywords: a,  b ,c */'), ['a', 'b', 'c']);
  assert.equal(keywordsOfComment('/* just a note */'), null);
  assert.equal(keywordsOfComment('someExpression'), null);
});

test('a doc that does not parse (mid-edit) never indexes a keywords comment as text', async () => {
  const sections = await sectionsOfMdx('Intro <Unclosed\n\n## Heading\n\n{/* keywords: secret word */}\n\nbody', 'T');
  assert.ok(!sections.some((s) => s.text.includes('secret')));
});

test("records: a section's keywords on its own record, front matter keywords on the title record", () => {
  const records = recordsOfPage({
    path: '/katachi/docs/Hashes',
    lvl0: 'Docs',
    keywords: ['dictionary'],
    sections: [
      {depth: 1, heading: 'Hashes', anchor: null, text: 'Intro.', keywords: ['basics']},
      {depth: 2, heading: 'Making a key optional', anchor: 'making-a-key-optional', text: 'Add :$undefined.', keywords: ['may be absent']},
      {depth: 2, heading: 'Nested hashes', anchor: 'nested-hashes', text: 'Hashes in hashes.'},
    ],
  });
  assert.deepEqual(
    records.map((r) => r.keywords),
    [['dictionary', 'basics'], ['may be absent'], undefined],
  );
  // The section with the keyword is found by it, ahead of the page it is on.
  const hits = engineOfRecords(records).search('absent').hits;
  assert.equal(hits[0].record.anchor, 'making-a-key-optional');
});

const tempSite = (files: Record<string, string>) => tempTree('section-keywords-', files);

const builtHtml = `<html><head></head><body><article><div class="theme-doc-markdown markdown">
  <header><h1>Hashes</h1></header><p>Intro.</p>
  <h2 id="making-a-key-optional">Making a key optional</h2><p>Add :$undefined to the value's shape.</p>
  <h2 id="forbidding-a-key">Forbidding a key</h2><p>Only absent.</p>
</div></article></body></html>`;

test('the build reads keywords comments from the sources and adds them to the rendered page by heading id', async () => {
  const site = tempSite({'docs/Hashes.md': source, 'build/docs/Hashes/index.html': builtHtml});
  try {
    const keywords = await sectionKeywordsOfDocs([{permalink: '/katachi/docs/Hashes', file: path.join(site, 'docs/Hashes.md'), title: 'Hashes'}]);
    const pages = await pagesOfBuiltSite({
      outDir: path.join(site, 'build'),
      baseUrl: '/katachi/',
      routesPaths: ['/katachi/docs/Hashes/'],
      excludedPaths: [],
      fallbackLvl0: 'Docs',
      sectionKeywords: keywords,
    });
    assert.deepEqual(
      pages[0].sections.map((s) => [s.anchor, s.keywords]),
      [
        [null, ['hash shape basics']],
        ['making-a-key-optional', ['optional field', 'may be absent']],
        ['forbidding-a-key', ['blacklist', 'deny']],
      ],
    );
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('a keywords comment under a heading the built page lacks stops the build, naming page and heading', () => {
  const page = {path: '/katachi/docs/Hashes', lvl0: 'Docs', sections: [{depth: 1, heading: 'Hashes', anchor: null, text: ''}]};
  const keywords = new Map([['/katachi/docs/Hashes', new Map([['renamed-heading', ['x']]])]]);
  assert.throws(
    () => withSectionKeywords(page, keywords),
    /\/katachi\/docs\/Hashes has keywords comments under headings its built page does not have \(#renamed-heading\)/,
  );
  assert.deepEqual(withSectionKeywords(page, new Map()), page);
});

test('a keywords comment inside an element (<details>, a list), where no section reads it, stops the build naming the page', async () => {
  const nested = [
    '---\ntitle: Nested\n---\n\n## Top\n\n{/* keywords: fine here */}\n',
    '<details>\n<summary>More</summary>\n\n### Inside details\n\n{/* keywords: quokka */}\n\n</details>\n',
    '- a list item\n\n  {/* keywords: lost in a list */}\n',
  ].join('\n');
  const site = tempSite({'docs/Nested.mdx': nested, 'docs/Fine.md': source});
  try {
    const doc = (name: string) => ({
      permalink: `/katachi/docs/${name}`,
      file: path.join(site, `docs/${name}.${name === 'Nested' ? 'mdx' : 'md'}`),
      title: name,
    });
    await assert.rejects(
      sectionKeywordsOfDocs([doc('Nested')]),
      /docs\/Nested\.mdx has a keywords comment inside <details>, a list, where no section reads it: put it at the top level/,
    );
    assert.equal((await sectionKeywordsOfDocs([doc('Fine')])).size, 1, 'comments at the top level are read as before');
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('the dev server indexes keywords comments with the sections of each doc', async () => {
  const {pagesOfDocsSources} = await import('../../../plugins/search/node/devIndex');
  const site = tempSite({'docs/Hashes.md': source});
  try {
    const doc = {
      id: 'Hashes',
      source: '@site/docs/Hashes.md',
      permalink: '/katachi/docs/Hashes',
      title: 'Hashes',
      frontMatter: {keywords: ['dictionary']},
    };
    const pages = await pagesOfDocsSources({
      siteDir: site,
      allContent: {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [doc], sidebars: {}}]}}},
      sidebarLabels: {},
      fallbackLvl0: 'Docs',
      baseUrl: '/katachi/',
    });
    const records = recordsOfPage(pages[0]);
    assert.deepEqual(
      records.map((r) => r.keywords),
      [
        ['dictionary', 'hash shape basics'],
        ['optional field', 'may be absent'],
        ['blacklist', 'deny'],
      ],
    );
  } finally {
    fs.rmSync(site, {recursive: true, force: true});
  }
});

test('the theme, in a production build, indexes the built pages with the keywords comments of their sources', async () => {
  const {default: localSearchTheme} = await import('../../../plugins/search/index');
  const {DEFAULT_OPTIONS} = await import('../../../plugins/search/shared/options');
  const {engineOfIndex, readIndexDirectory} = await import('../../../plugins/search/node/engineOfRecords');
  const site = tempSite({'docs/Hashes.md': source, 'build/docs/Hashes/index.html': builtHtml});
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const context = {baseUrl: '/katachi/', siteDir: site, siteConfig: {title: 'Katachi', themeConfig: {}}} as never;
    // Words only: the meaning layer would warn that this one-page site lacks the sections its adapter was fitted with.
    const plugin = localSearchTheme(context, {...DEFAULT_OPTIONS, meaning: false});
    const doc = {id: 'Hashes', source: '@site/docs/Hashes.md', permalink: '/katachi/docs/Hashes', title: 'Hashes', frontMatter: {}};
    const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [doc], sidebars: {}}]}}};
    await plugin.allContentLoaded!({allContent, actions: {addRoute() {}, setGlobalData() {}, createData: async () => ''}} as never);
    await plugin.postBuild!({outDir: path.join(site, 'build'), routesPaths: ['/katachi/docs/Hashes']} as never);
    const engine = engineOfIndex(readIndexDirectory(path.join(site, 'build/search-index')));
    // Words only the keywords comments have (no synonym of the docs' words).
    assert.deepEqual(
      engine.search('basics').hits.map((h) => h.record.url),
      ['/katachi/docs/Hashes'],
    );
    assert.deepEqual(
      engine.search('deny').hits.map((h) => h.record.url),
      ['/katachi/docs/Hashes#forbidding-a-key'],
    );
    // Keywords are indexed, not shipped with the displayed record.
    assert.equal(engine.search('deny').hits[0].record.keywords, undefined);
  } finally {
    process.env.NODE_ENV = nodeEnv;
    fs.rmSync(site, {recursive: true, force: true});
  }
});

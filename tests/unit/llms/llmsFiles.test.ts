import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesInOrder, sectionsOfSidebars, type DocPage} from '../../../plugins/llms/node/sidebarPages';
import {renderLlmsFull, renderLlmsTxt, withSource} from '../../../plugins/llms/node/llmsFiles';
import {markdownUrlOf} from '../../../plugins/llms/shared/markdownUrl';
import {resolveUrl} from '../../../plugins/llms';

const page = (id: string, title: string, permalink = `/katachi/docs/${id}`): DocPage => ({
  id,
  title,
  description: `About ${title.toLowerCase()}.`,
  permalink,
  sourcePath: `docs/${id}.md`,
});

const docs = [
  page('Intro', 'Intro'),
  page('Features/Hashes', 'Hashes'),
  page('Features/Arrays', 'Arrays [and tuples]'),
  page('FAQ', 'FAQ'),
  page('Contributing/index', 'Contributing', '/katachi/docs/Contributing/'),
  page('Orphan', 'Orphan'),
];

const sidebars = {
  docsSidebar: [
    {type: 'doc' as const, id: 'Intro'},
    {
      type: 'category' as const,
      label: 'Features',
      items: [
        {type: 'doc' as const, id: 'Features/Arrays'},
        {type: 'doc' as const, id: 'Features/Hashes'},
      ],
    },
    {type: 'link' as const},
    {type: 'doc' as const, id: 'FAQ'},
    {type: 'ref' as const, id: 'Intro'},
  ],
  contributingSidebar: [{type: 'doc' as const, id: 'Contributing/index'}],
};

const sections = sectionsOfSidebars(sidebars, docs, {docsSidebar: 'Documentation'});

test('pages come in sidebar order, each once, with pages in no sidebar at the end', () => {
  assert.deepEqual(
    pagesInOrder(sections).map((p) => p.id),
    ['Intro', 'Features/Arrays', 'Features/Hashes', 'FAQ', 'Contributing/index', 'Orphan'],
  );
  assert.deepEqual(
    sections.map((s) => s.label),
    ['Documentation', 'contributingSidebar', 'Other pages'],
  );
});

test("llms.txt: title, summary, the full file, a sidebar's own pages then each category as a section, one link line per page", () => {
  const text = renderLlmsTxt(
    {title: 'Katachi', summary: 'Shapes\nfor Ruby.'},
    sections,
    (p) => `https://x.org${markdownUrlOf(p.permalink)}`,
    'https://x.org/katachi/llms-full.txt',
  );
  assert.equal(
    text,
    `# Katachi

> Shapes for Ruby.

Every page below in one file: [llms-full.txt](https://x.org/katachi/llms-full.txt).

## Documentation

- [Intro](https://x.org/katachi/docs/Intro.md): About intro.
- [FAQ](https://x.org/katachi/docs/FAQ.md): About faq.

## Features

- [Arrays \\[and tuples\\]](https://x.org/katachi/docs/Features/Arrays.md): About arrays [and tuples].
- [Hashes](https://x.org/katachi/docs/Features/Hashes.md): About hashes.

## contributingSidebar

- [Contributing](https://x.org/katachi/docs/Contributing.md): About contributing.

## Other pages

- [Orphan](https://x.org/katachi/docs/Orphan.md): About orphan.
`,
  );
});

test("a page's Markdown copy says where it lives, under its title", () => {
  assert.equal(
    withSource('# Hashes\n\n> Keys.\n\nBody.\n', 'https://x.org/katachi/docs/Features/Hashes'),
    '# Hashes\n\nSource: https://x.org/katachi/docs/Features/Hashes\n\n> Keys.\n\nBody.\n',
  );
});

test('llms-full.txt: every page in order, each with its source URL', () => {
  const pages = pagesInOrder(sections)
    .slice(0, 2)
    .map((p) => ({markdown: withSource(`# ${p.title}\n\nBody of ${p.id}.\n`, `https://x.org${p.permalink}`)}));
  assert.equal(
    renderLlmsFull({title: 'Katachi', summary: 'Shapes.'}, pages),
    `# Katachi

> Shapes.

---

# Intro

Source: https://x.org/katachi/docs/Intro

Body of Intro.

---

# Arrays [and tuples]

Source: https://x.org/katachi/docs/Features/Arrays

Body of Features/Arrays.
`,
  );
});

test('the Markdown copy sits next to its page', () => {
  assert.equal(markdownUrlOf('/katachi/docs/Features/Hashes'), '/katachi/docs/Features/Hashes.md');
  assert.equal(markdownUrlOf('/katachi/docs/Contributing/'), '/katachi/docs/Contributing.md', "a folder's own page, served without its slash");
  assert.equal(markdownUrlOf('/katachi/docs/FAQ#top'), '/katachi/docs/FAQ.md');
});

test("llms.txt keeps the convention's grammar (its reference parser's): every line of a section is a link line, nested categories included", () => {
  const nested = sectionsOfSidebars(
    {
      docsSidebar: [
        {
          type: 'category' as const,
          label: 'Features',
          items: [
            {type: 'doc' as const, id: 'Features/Hashes'},
            {type: 'category' as const, label: 'More', items: [{type: 'doc' as const, id: 'FAQ'}]},
          ],
        },
      ],
    },
    [docs[1]!, docs[3]!],
  );
  const text = renderLlmsTxt({title: 'T', summary: 'S.'}, nested, (p) => `https://x.org${markdownUrlOf(p.permalink)}`, 'https://x.org/full');
  const [, ...sectionTexts] = text.split(/^## .*$/m);
  const lines = sectionTexts.flatMap((section) => section.split('\n').filter((l) => l.trim()));
  assert.deepEqual(
    lines.map((l) => /-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?/.exec(l)?.groups?.url),
    ['https://x.org/katachi/docs/Features/Hashes.md', 'https://x.org/katachi/docs/FAQ.md'],
  );
});

test('links in a copy work away from the site: other docs, site routes and links within the page become absolute', () => {
  const hashes = docs[1]!;
  const site = {bySource: new Map(docs.map((d) => [d.sourcePath, d])), absolute: (route: string) => `https://x.org${route}`, baseUrl: '/katachi/'};
  assert.equal(resolveUrl('#optional-keys', hashes, site), 'https://x.org/katachi/docs/Features/Hashes#optional-keys');
  assert.equal(resolveUrl('./Arrays.md#tuples', hashes, site), 'https://x.org/katachi/docs/Features/Arrays#tuples');
  assert.equal(resolveUrl('/docs/FAQ', hashes, site), 'https://x.org/katachi/docs/FAQ');
  assert.equal(resolveUrl('https://rubygems.org/gems/katachi', hashes, site), 'https://rubygems.org/gems/katachi');
});

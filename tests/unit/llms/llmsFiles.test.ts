import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pagesInOrder, sectionsOfSidebars, type DocPage} from '../../../plugins/llms/node/sidebarPages';
import {renderLlmsFull, renderLlmsTxt} from '../../../plugins/llms/node/llmsFiles';
import {markdownUrlOf} from '../../../plugins/llms/shared/markdownUrl';

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

test('llms.txt: title, summary, a section per sidebar, one link line per page', () => {
  const text = renderLlmsTxt({title: 'Katachi', summary: 'Shapes\nfor Ruby.'}, sections, (p) => `https://x.org${markdownUrlOf(p.permalink)}`);
  assert.equal(
    text,
    `# Katachi

> Shapes for Ruby.

## Documentation

- [Intro](https://x.org/katachi/docs/Intro.md): About intro.
- Features
  - [Arrays \\[and tuples\\]](https://x.org/katachi/docs/Features/Arrays.md): About arrays [and tuples].
  - [Hashes](https://x.org/katachi/docs/Features/Hashes.md): About hashes.
- [FAQ](https://x.org/katachi/docs/FAQ.md): About faq.

## contributingSidebar

- [Contributing](https://x.org/katachi/docs/Contributing/index.md): About contributing.

## Other pages

- [Orphan](https://x.org/katachi/docs/Orphan.md): About orphan.
`,
  );
});

test('llms-full.txt: every page in order, each with its source URL', () => {
  const pages = pagesInOrder(sections)
    .slice(0, 2)
    .map((p) => ({page: p, markdown: `# ${p.title}\n\nBody of ${p.id}.\n`, url: `https://x.org${p.permalink}`}));
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
  assert.equal(markdownUrlOf('/katachi/docs/Contributing/'), '/katachi/docs/Contributing/index.md');
  assert.equal(markdownUrlOf('/katachi/docs/FAQ#top'), '/katachi/docs/FAQ.md');
});

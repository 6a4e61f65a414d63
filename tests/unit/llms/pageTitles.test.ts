// plugins/llms/client/pageTitles.ts: titles read back from the llms.txt the build writes.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderLlmsTxt} from '../../../plugins/llms/node/llmsFiles';
import {sectionsOfSidebars, type DocPage} from '../../../plugins/llms/node/sidebarPages';
import {markdownUrlOf} from '../../../plugins/llms/shared/markdownUrl';
import {titlesOfLlmsTxt} from '../../../plugins/llms/client/pageTitles';

const page = (id: string, title: string, permalink = `/katachi/docs/${id}`): DocPage => ({
  id,
  title,
  description: `About ${title.toLowerCase()}: see [x](y).`,
  permalink,
  sourcePath: `docs/${id}.md`,
});

test('every page of an llms.txt as the build renders it comes back with its title, brackets and backslashes and all', () => {
  const docs = [
    page('Intro', 'Intro'),
    page('Features/Arrays', 'Arrays [and tuples]'),
    page('Features/Paths', 'Paths with a \\ backslash'),
    page('Contributing/index', 'Contributing', '/katachi/docs/Contributing/'),
  ];
  const sidebars = {docsSidebar: docs.map((doc) => ({type: 'doc' as const, id: doc.id}))};
  const text = renderLlmsTxt(
    {title: 'Katachi', summary: 'Shapes.'},
    sectionsOfSidebars(sidebars, docs, {}),
    (p) => `https://x.org${markdownUrlOf(p.permalink)}`,
    'https://x.org/katachi/llms-full.txt',
  );
  assert.deepEqual(
    [...titlesOfLlmsTxt(text)],
    [
      ['/katachi/docs/Intro', 'Intro'],
      ['/katachi/docs/Features/Arrays', 'Arrays [and tuples]'],
      ['/katachi/docs/Features/Paths', 'Paths with a \\ backslash'],
      ['/katachi/docs/Contributing', 'Contributing'],
    ],
  );
});

test('the full file, other links and other text are no page', () => {
  const text =
    'Every page below in one file: [llms-full.txt](https://x.org/llms-full.txt).\n\n* [Star](https://x.org/a.md)\n- not a link\n- [Off site](https://x.org/page)';
  assert.deepEqual([...titlesOfLlmsTxt(text)], []);
});

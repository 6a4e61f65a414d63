import {test} from 'node:test';
import assert from 'node:assert/strict';
import {sectionsOfMdx} from '../../../plugins/search/node/mdxSections';

const source = `---
title: Hashes
description: not shown in the body
---
import Tabs from '@theme/Tabs';

Intro with \`Kt.compare\`.

## Making a key optional

Use <Tabs><div>tab text</div></Tabs> and \`:$undefined\`.

\`\`\`ruby
Kt.any_of(Integer, :$undefined)
\`\`\`

### Custom id {#my-id}

Text.

## Making a key optional

Second heading with the same text.
`;

test('sections with Docusaurus heading ids (slugs, {#custom}, de-duplicated)', async () => {
  const sections = await sectionsOfMdx(source, 'Hashes');
  assert.deepEqual(
    sections.map((s) => [s.depth, s.heading, s.anchor]),
    [
      [1, 'Hashes', null],
      [2, 'Making a key optional', 'making-a-key-optional'],
      [3, 'Custom id', 'my-id'],
      [2, 'Making a key optional', 'making-a-key-optional-1'],
    ],
  );
});

test('text includes JSX children and code, excludes front matter and imports', async () => {
  const sections = await sectionsOfMdx(source, 'Hashes');
  const text = sections.map((s) => s.text).join(' ');
  assert.match(sections[1].text, /tab text/);
  assert.match(sections[1].text, /Kt\.any_of\(Integer, :\$undefined\)/);
  assert.match(sections[0].text, /Intro with Kt\.compare\./);
  assert.ok(!text.includes('not shown in the body'));
  assert.ok(!text.includes('@theme/Tabs'));
});

test('a doc that does not parse (mid-edit) is still indexed as text', async () => {
  const sections = await sectionsOfMdx('Intro <Unclosed\n\n## Still found\n\nwords here', 'T');
  assert.deepEqual(
    sections.map((s) => s.anchor),
    [null, 'still-found'],
  );
  assert.match(sections[1].text, /words here/);
});

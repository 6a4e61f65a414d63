import {test} from 'node:test';
import assert from 'node:assert/strict';
import {docToMarkdown} from '../../../plugins/llms/node/toMarkdown';

const mdx = `---
title: Hashes
description: Describe hashes.
sidebar_position: 3
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
export const answer = 42;

Intro with \`Kt.compare\` and a [link to arrays](./Arrays.md#nested) and {answer}.

{/* a comment the page never shows */}

## Making a key optional {#optional}

:::tip Shorter form
Use \`:$undefined\` as a value.
:::

:::warning
Order matters.
:::

<Tabs>
  <TabItem value="rspec" label="RSpec">

\`\`\`ruby skip-run
expect(value).to have_shape(shape)
\`\`\`

  </TabItem>
  <TabItem value="minitest">

\`\`\`ruby title="test.rb"
assert_shape(shape, value)
\`\`\`

  </TabItem>
</Tabs>

A time like 10:30 and a Ruby symbol :name stay as written.

| a | b |
| - | - |
| 1 | 2 |
`;

test('a doc becomes plain Markdown: title, summary, no MDX or directive syntax', async () => {
  const out = await docToMarkdown(mdx, {
    title: 'Hashes',
    description: 'Describe hashes.',
    resolveUrl: (url) => (url.startsWith('./') ? `https://example.org/docs/${url.slice(2).replace('.md', '')}` : url),
  });
  const expected = `# Hashes

> Describe hashes.

Intro with \`Kt.compare\` and a [link to arrays](https://example.org/docs/Arrays#nested) and .

## Making a key optional

> **Shorter form:**
>
> Use \`:$undefined\` as a value.

> **Warning:**
>
> Order matters.

**RSpec**

\`\`\`ruby
expect(value).to have_shape(shape)
\`\`\`

**minitest**

\`\`\`ruby
assert_shape(shape, value)
\`\`\`

A time like 10:30 and a Ruby symbol :name stay as written.

| a | b |
| - | - |
| 1 | 2 |
`;
  assert.equal(out, expected);
});

test('no front matter, import, export, JSX tag or admonition fence survives', async () => {
  const out = await docToMarkdown(mdx, {title: 'Hashes'});
  for (const leftover of ['---\ntitle', 'import ', 'export ', '<Tabs', '<TabItem', ':::', '{#optional}', '{/*', 'skip-run', 'title="']) {
    assert.ok(!out.includes(leftover), `left in the output: ${JSON.stringify(leftover)}\n${out}`);
  }
});

test('a doc that starts with its own # heading keeps it instead of a second title', async () => {
  const out = await docToMarkdown('# Own title\n\nBody.\n', {title: 'Front matter title', description: 'Summary.'});
  assert.equal(out, '# Own title\n\n> Summary.\n\nBody.\n');
});

test('code fences keep their language and their content byte for byte', async () => {
  const code = 'x = { a: 1 } # => {:a=>1}\n  <Tabs> :::note {#id}';
  const out = await docToMarkdown(`Text\n\n\`\`\`ruby skip-run\n${code}\n\`\`\`\n\n\`\`\`\nplain\n\`\`\`\n`, {title: 'T'});
  assert.ok(out.includes(`\`\`\`ruby\n${code}\n\`\`\``), out);
  assert.ok(out.includes('```\nplain\n```'), out);
});

test('a source that is not valid MDX is still converted as plain Markdown', async () => {
  const out = await docToMarkdown('Broken <Tag without end\n\n## Next\n', {title: 'T'});
  assert.match(out, /^# T\n\n/);
  assert.match(out, /## Next/);
});

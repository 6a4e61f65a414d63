import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test} from 'node:test';
import {extractFromFiles, extractFromMarkdown, extractFromTsx, findSources, hasSkipRun} from '../../tools/ruby-examples/extract';

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'ruby-examples');
const read = (name: string) => readFile(path.join(FIXTURES, name), 'utf8');

test('extracts ruby/rb fences with their meta and first code line, ignoring other languages', async () => {
  const blocks = extractFromMarkdown(await read('extract.md'), 'extract.md');
  assert.deepEqual(
    blocks.map((b) => [b.line, b.code, b.meta, b.skipRun]),
    [
      [4, 'a = 1\n', '', false],
      [8, 'b = 2\n', 'skip-run title="setup.rb"', true],
      // Indented fence inside a list item: the fence's indentation is removed, deeper indentation kept.
      [18, 'c = 3\n  d = 4\n', '', false],
      // `title="skip-run.rb"` is a quoted value, not the skip-run flag.
      [30, 'f = 6\n', 'title="skip-run.rb"', false],
      [34, 'g = 7\nh = 8\n', '', false],
    ],
  );
});

test('a ```ruby fence shown inside a longer ````md fence is not an example', async () => {
  const blocks = extractFromMarkdown(await read('extract.md'), 'extract.md');
  assert.ok(!blocks.some((b) => b.code.includes('e = 5')));
  assert.ok(!blocks.some((b) => b.code.includes('notRuby')));
});

test('line numbers point at the Markdown file line of the code', async () => {
  const text = await read('extract.md');
  const lines = text.split('\n');
  for (const b of extractFromMarkdown(text, 'extract.md')) {
    assert.equal(lines[b.line - 1].trim(), b.code.split('\n')[0].trim());
  }
});

test('an unclosed fence runs to the end of the file; CRLF files work', () => {
  const blocks = extractFromMarkdown('text\r\n```ruby\r\nx = 1\r\ny = 2\r\n', 'f.md');
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0].line, 3);
  assert.equal(blocks[0].code, 'x = 1\ny = 2\n\n');
});

test('skip-run is a whole word of the meta', () => {
  assert.equal(hasSkipRun('skip-run'), true);
  assert.equal(hasSkipRun('title="a.rb" skip-run'), true);
  assert.equal(hasSkipRun('title="skip-run"'), false);
  assert.equal(hasSkipRun('no-skip-run'), false);
});

test('React pages: consts named ...RubyExample, with line numbers, meta comment and JS escapes', async () => {
  const text = await read('page.tsx');
  const {blocks, problems} = extractFromTsx(text, 'page.tsx');
  assert.deepEqual(
    blocks.map((b) => [b.line, b.code, b.meta, b.skipRun]),
    [
      [4, 'Kt.compare(value: 1, shape: Integer).code # => :match\n', '', false],
      // The leading newline after the backtick is dropped, so the code starts one line later.
      [9, 'price = "`$5`"\n', 'skip-run', true],
    ],
  );
  assert.equal(problems.length, 1);
  assert.equal(problems[0].line, 13);
  assert.match(problems[0].message, /badRubyExample: uses \$\{\.\.\.\} interpolation/);
});

test('findSources walks folders for .md/.mdx/.tsx and reports paths relative to cwd', async () => {
  const files = await findSources([FIXTURES]);
  const names = files.map((f) => path.basename(f));
  assert.ok(names.includes('extract.md') && names.includes('page.tsx'));
  const {blocks} = await extractFromFiles(
    files.filter((f) => f.endsWith('syntax.md')),
    path.join(FIXTURES, '..'),
  );
  assert.deepEqual(
    blocks.map((b) => `${b.file}:${b.line}`),
    ['ruby-examples/syntax.md:4', 'ruby-examples/syntax.md:10'],
  );
});

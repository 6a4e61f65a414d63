// The remark plugin that puts a Run control around runnable Ruby fences, and
// the switch that turns it on only with a gem checkout.
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import remarkRunnableExamples, {COMPONENT_MODULE, COMPONENT_NAME, wrapRunnableFences} from '../../plugins/examples/node/remarkRunnable';
import {examplesFromEnv} from '../../config/env/examples';
import {examplesSetup} from '../../plugins/examples/node/setup';
import examplesPlugin, {codeDigest, LOADER_CODE} from '../../plugins/examples';
import os from 'node:os';
import fs from 'node:fs';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';

type Node = {type: string; [key: string]: unknown; children?: Node[]};
const code = (lang: string, meta: string | null, value: string): Node => ({type: 'code', lang, meta, value});
const root = (...children: Node[]): Node => ({type: 'root', children});

test('runnable ruby fences are wrapped, the fence kept as the child, with the code as a prop', () => {
  const fence = code('ruby', 'title="a.rb"', 'Kt.compare(value: 1, shape: Integer).code # => :match');
  const tree = root(fence);
  assert.equal(wrapRunnableFences(tree), 1);
  const [imp, wrapper] = tree.children!;
  assert.equal(imp.type, 'mdxjsEsm');
  assert.equal(imp.value, `import ${COMPONENT_NAME} from '${COMPONENT_MODULE}';`);
  assert.equal(wrapper.type, 'mdxJsxFlowElement');
  assert.equal(wrapper.name, COMPONENT_NAME);
  assert.deepEqual(wrapper.attributes, [
    {type: 'mdxJsxAttribute', name: 'code', value: `${fence.value}\n`},
    {type: 'mdxJsxAttribute', name: 'name', value: 'example 1'},
  ]);
  assert.deepEqual(wrapper.children, [fence]);
});

test('skip-run fences, other languages and rb{1,2} are told apart; nested fences are found; one import per file', () => {
  const tree = root(code('ruby', 'skip-run', 'describe X do; end'), code('bash', null, 'gem install katachi'), code('rb{1,2}', null, '1 # => 1'), {
    type: 'list',
    children: [{type: 'listItem', children: [code('ruby', 'title="skip-run.rb"', '2 # => 2')]}],
  });
  assert.equal(wrapRunnableFences(tree), 2);
  const kids = tree.children!;
  assert.deepEqual(
    kids.map((k) => k.type),
    ['mdxjsEsm', 'code', 'code', 'mdxJsxFlowElement', 'list'],
  );
  const nested = (kids[4].children![0] as Node).children![0];
  assert.equal(nested.type, 'mdxJsxFlowElement');
});

test('a page without runnable examples is left exactly as it was', () => {
  const tree = root(code('ruby', 'skip-run', 'x'), {type: 'paragraph', children: []});
  const before = JSON.stringify(tree);
  assert.equal(wrapRunnableFences(tree), 0);
  assert.equal(JSON.stringify(tree), before);
});

test('without KATACHI_PATH Run is off; a path that is not the gem stops the build with a clear message', () => {
  assert.deepEqual(examplesFromEnv({}), {gemDir: null});
  const off = examplesSetup(null);
  assert.deepEqual(off.remarkPlugins, []);
  assert.equal(off.plugins.length, 1);
  assert.deepEqual(off.plugins[0][1], {gemDir: null});
  assert.throws(() => examplesFromEnv({KATACHI_PATH: '/nonexistent-gem'}), /KATACHI_PATH=\/nonexistent-gem is not a checkout of the katachi gem/);
  const fixtureGem = path.join(__dirname, '..', 'fixtures');
  assert.throws(() => examplesFromEnv({KATACHI_PATH: fixtureGem}), /no lib\/katachi\.rb/);
});

/** The `name` of every wrapped example in `tree`, in page order. */
function namesOf(tree: Node): string[] {
  if (tree.type === 'mdxJsxFlowElement') return [(tree.attributes as Array<{name: string; value: string}>).find((a) => a.name === 'name')!.value];
  return (tree.children ?? []).flatMap(namesOf);
}

test('each example is named for its place on the page and the heading it is under, for the buttons’ accessible names', () => {
  const heading = (depth: number, ...children: Node[]): Node => ({type: 'heading', depth, children});
  const text = (value: string): Node => ({type: 'text', value});
  const tree = root(
    code('ruby', null, '1'),
    heading(2, text('Making a key '), {type: 'inlineCode', value: 'optional'}, text(' {#optional-keys}')),
    code('ruby', null, '2'),
    {type: 'list', children: [{type: 'listItem', children: [code('ruby', null, '3')]}]},
    heading(3, {type: 'emphasis', children: [text('Nested')]}, text(' keys')),
    code('ruby', 'skip-run', '4'),
    code('ruby', null, '5'),
  );
  wrapRunnableFences(tree);
  assert.deepEqual(namesOf(tree), ['example 1', 'example 2: Making a key optional', 'example 3: Making a key optional', 'example 4: Nested keys']);
  // Before any heading, an example is under the page's title (its front matter's, as the plugin is given it).
  const titled = root(code('ruby', null, '1'), heading(2, text('Later')), code('ruby', null, '2'));
  remarkRunnableExamples()(titled, {data: {frontMatter: {title: 'Hashes'}}});
  assert.deepEqual(namesOf(titled), ['example 1: Hashes', 'example 2: Later']);
});

test("the remark plugin and everything it imports are in the persistent cache's version, so an edit to them is a fresh cache", () => {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/^import .* from '(\.[^']+)';$/gm))
      visit(`${path.resolve(path.dirname(file), request)}.ts`);
  };
  visit(require.resolve('../../plugins/examples/node/remarkRunnable'));
  assert.ok(files.size >= 2);
  for (const file of files)
    assert.ok(
      LOADER_CODE.some((dir) => file.startsWith(dir + path.sep)),
      `${file} is outside LOADER_CODE`,
    );

  const plugin = examplesPlugin({baseUrl: '/katachi/'} as LoadContext, {gemDir: '/nonexistent-gem'});
  const configure = (cache: Configuration['cache'], isServer: boolean) =>
    plugin.configureWebpack!({cache} as Configuration, isServer, {} as never, {} as never) as Configuration;
  for (const isServer of [false, true])
    assert.deepEqual(configure({type: 'filesystem', name: 'client-production-en', version: '3.9.2-abc'}, isServer).cache, {
      type: 'filesystem',
      version: `3.9.2-abc+examples-${codeDigest(LOADER_CODE)}`,
    });
  assert.equal(configure(undefined, true).cache, undefined, 'no persistent cache: nothing to name');

  // The digest follows every file's content and name.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-code-'));
  fs.mkdirSync(path.join(dir, 'sub'));
  fs.writeFileSync(path.join(dir, 'sub', 'a.ts'), 'one');
  const before = codeDigest([dir]);
  assert.equal(codeDigest([dir]), before);
  fs.writeFileSync(path.join(dir, 'sub', 'a.ts'), 'two');
  assert.notEqual(codeDigest([dir]), before);
  fs.rmSync(dir, {recursive: true});
});

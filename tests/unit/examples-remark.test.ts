// The remark plugin that puts a Run control around runnable Ruby fences, and
// the switch that turns it on only with a gem checkout.
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import {COMPONENT_MODULE, COMPONENT_NAME, wrapRunnableFences} from '../../plugins/examples/node/remarkRunnable';
import {examplesFromEnv} from '../../config/env/examples';
import {examplesSetup} from '../../plugins/examples/node/setup';

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
  assert.deepEqual(wrapper.attributes, [{type: 'mdxJsxAttribute', name: 'code', value: `${fence.value}\n`}]);
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

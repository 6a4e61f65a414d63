// The swap of core's client preload (plugins/pageSpeed/index.ts, plugins/pageSpeed/client/yieldingPreload.ts):
// fails when a Docusaurus upgrade moves the module or stops calling it from the
// client entry while main.js evaluates (then the swap stops applying, or is no
// longer needed), and checks what the stand-in does.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import {yieldingOnFirstCall} from '../../../plugins/pageSpeed/client/yieldingOnFirstCall';
import pageSpeedPlugin, {
  CLIENT_ENTRY_STAND_IN,
  CORE_CLIENT_ENTRY,
  CORE_PRELOAD,
  PRELOAD_STAND_IN,
  REACT_UTILS_STAND_IN,
  THEME_COMMON_REACT_UTILS,
} from '../../../plugins/pageSpeed/index';

const clientDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
const original = path.join(clientDir, 'preload.js');

test('core still has the module at the path the swap matches, and the client entry calls it as main.js evaluates', () => {
  assert.ok(fs.existsSync(original), original);
  assert.match(original, CORE_PRELOAD);
  assert.doesNotMatch(`${original}?original`, CORE_PRELOAD, 'the stand-in reaches the original through the query');
  const entry = fs.readFileSync(path.join(clientDir, 'clientEntry.js'), 'utf8');
  assert.match(entry, /^import preload from '\.\/preload';$/m);
  // In the module's body (inside `if (canUseDOM)`), not in a callback: so it runs in main.js' task.
  assert.match(entry, /^ {4}preload\(window\.location\.pathname\)\.then\(\(\) => \{\n\s+startTransition\(renderApp\);/m);
  const source = fs.readFileSync(original, 'utf8');
  assert.deepEqual(
    [...source.matchAll(/^export (default )?function (\w+)/gm)].map((m) => `${m[1] ?? ''}${m[2]}`),
    ['default preload'],
  );
});

test('the plugin swaps preload and the client entry in the browser bundle only, and reactUtils in both', () => {
  const utils = {currentBundler: {name: 'webpack', instance: webpack}};
  const swapsOf = (isServer: boolean) => {
    const config = pageSpeedPlugin().configureWebpack?.({} as never, isServer, utils as never, undefined) as {plugins: unknown[]};
    return config.plugins
      .filter((p): p is webpack.NormalModuleReplacementPlugin => p instanceof webpack.NormalModuleReplacementPlugin)
      .map((p) => [String(p.resourceRegExp), p.newResource]);
  };
  assert.deepEqual(swapsOf(false), [
    [String(THEME_COMMON_REACT_UTILS), REACT_UTILS_STAND_IN],
    [String(CORE_PRELOAD), PRELOAD_STAND_IN],
    [String(CORE_CLIENT_ENTRY), CLIENT_ENTRY_STAND_IN],
  ]);
  assert.deepEqual(swapsOf(true), [[String(THEME_COMMON_REACT_UTILS), REACT_UTILS_STAND_IN]]);
});

test('the first call waits a task before preloading; later calls preload at once', async () => {
  const calls: string[] = [];
  let release!: () => void;
  const preload = yieldingOnFirstCall(
    async (pathname) => void calls.push(pathname),
    () => new Promise<void>((resolve) => (release = resolve)),
  );
  const first = preload('/docs/a');
  await Promise.resolve();
  assert.deepEqual(calls, [], 'not in the task that asked');
  release();
  await first;
  assert.deepEqual(calls, ['/docs/a']);
  void preload('/docs/b');
  assert.deepEqual(calls, ['/docs/a', '/docs/b'], 'a later call (hover, navigation) is not delayed');
});

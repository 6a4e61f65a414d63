// The swap of theme-common's reactUtils (plugins/pageSpeed/index.ts): fails when a
// Docusaurus upgrade moves the module (the swap would silently stop applying),
// changes what it exports (the stand-in would be missing or hiding something),
// or stops calling localeCompare (the patch is then no longer needed).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import pageSpeedPlugin, {REACT_UTILS_STAND_IN, THEME_COMMON_REACT_UTILS} from '../../../plugins/pageSpeed/index';

// The module is not in theme-common's package exports: find it from the package's entry.
const original = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');

const exportedNames = (source: string) => [...source.matchAll(/^export (?:async )?(?:function|class|const|let)\s+(\w+)/gm)].map((m) => m[1]).sort();

test('theme-common still has the module at the path the swap matches, and its hooks still import it', () => {
  assert.ok(fs.existsSync(original), original);
  assert.match(original, THEME_COMMON_REACT_UTILS);
  for (const consumer of ['hooks/useMutationObserver.js', 'contexts/navbarSecondaryMenu/content.js']) {
    const source = fs.readFileSync(path.join(path.dirname(original), '..', consumer), 'utf8');
    assert.match(source, /useShallowMemoObject } from '\.\.\/(\.\.\/)?utils\/reactUtils'/, consumer);
  }
});

test('the stand-in exports exactly what the original exports', () => {
  const originalNames = exportedNames(fs.readFileSync(original, 'utf8'));
  assert.ok(originalNames.length >= 5, `found ${originalNames.join(', ')}`);
  assert.deepEqual(exportedNames(fs.readFileSync(REACT_UTILS_STAND_IN, 'utf8')), originalNames);
});

test('the original still orders keys with localeCompare, the stand-in does not', () => {
  assert.match(fs.readFileSync(original, 'utf8'), /\.localeCompare\(/);
  assert.doesNotMatch(fs.readFileSync(REACT_UTILS_STAND_IN, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*/g, ''), /localeCompare/);
});

test('the plugin swaps the module for the stand-in and ships the idle prefetch client module', () => {
  const plugin = pageSpeedPlugin();
  const utils = {currentBundler: {name: 'webpack', instance: webpack}};
  const config = plugin.configureWebpack?.({} as never, false, utils as never, undefined) as {plugins: unknown[]};
  const swaps = config.plugins.filter((p): p is webpack.NormalModuleReplacementPlugin => p instanceof webpack.NormalModuleReplacementPlugin);
  const swap = swaps.find((p) => p.resourceRegExp === THEME_COMMON_REACT_UTILS);
  assert.equal(swap?.newResource, REACT_UTILS_STAND_IN);
  const clientModules = (plugin.getClientModules?.() ?? []) as string[];
  assert.equal(clientModules.length, 1);
  assert.ok(fs.existsSync(clientModules[0]), clientModules[0]);
});

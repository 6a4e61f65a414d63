// The swap of theme-classic's Prism client module (plugins/codeHighlight/index.ts):
// fails when a Docusaurus upgrade renames or moves that module (the swap would
// silently stop applying and Prism would be back on every page load), or when
// the module no longer imports Prism (the swap is then no longer needed).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import themeClassic from '@docusaurus/theme-classic';
import codeHighlightPlugin, {PRISM_CLIENT_MODULE_STAND_IN, THEME_CLASSIC_PRISM_CLIENT_MODULE} from '../../../plugins/codeHighlight/index';

function themeClassicClientModules(): string[] {
  const context = {
    i18n: {currentLocale: 'en', localeConfigs: {en: {direction: 'ltr'}}},
    siteStorage: {},
    siteConfig: {themeConfig: {prism: {additionalLanguages: ['ruby']}, colorMode: {}}},
  };
  const plugin = themeClassic(context as never, {customCss: []} as never);
  // Docusaurus resolves client modules against the plugin's directory.
  const pluginDir = path.dirname(require.resolve('@docusaurus/theme-classic'));
  return (plugin.getClientModules?.() ?? []).map((p) => path.resolve(pluginDir, p));
}

test('theme-classic still registers the Prism client module the swap matches, and it still imports Prism', () => {
  const matching = themeClassicClientModules().filter((m) => THEME_CLASSIC_PRISM_CLIENT_MODULE.test(m));
  assert.equal(matching.length, 1, 'exactly one client module of theme-classic is swapped');
  const source = fs.readFileSync(require.resolve(matching[0]), 'utf8');
  assert.match(source, /from ['"]prism-react-renderer['"]/);
});

test('the plugin swaps that module for the stand-in, which does not import Prism', () => {
  const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-highlight-'));
  try {
    const plugin = codeHighlightPlugin({siteConfig: {themeConfig: {}}, generatedFilesDir} as never);
    const utils = {currentBundler: {name: 'webpack', instance: webpack}};
    const config = plugin.configureWebpack?.({} as never, false, utils as never, undefined) as {plugins: unknown[]};
    const swaps = config.plugins.filter((p): p is webpack.NormalModuleReplacementPlugin => p instanceof webpack.NormalModuleReplacementPlugin);
    assert.equal(swaps.length, 1);
    assert.equal(swaps[0].resourceRegExp, THEME_CLASSIC_PRISM_CLIENT_MODULE);
    assert.equal(swaps[0].newResource, PRISM_CLIENT_MODULE_STAND_IN);
  } finally {
    fs.rmSync(generatedFilesDir, {recursive: true, force: true});
  }
  const standIn = fs.readFileSync(PRISM_CLIENT_MODULE_STAND_IN, 'utf8');
  assert.doesNotMatch(standIn, /prism-react-renderer['"]/);
});

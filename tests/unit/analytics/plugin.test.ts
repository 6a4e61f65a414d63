/**
 * What the analytics plugin hands the page: with a configuration, the client
 * module and the configuration itself, inlined by DefinePlugin exactly as
 * configured (so ANALYTICS_OMIT_QUERIES reaches the client that applies it,
 * outgoingOf in providers.test.ts); without one, nothing at all.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import analyticsPlugin, {validateOptions} from '../../../plugins/analytics/index';
import {analyticsConfigFromEnv} from '../../../config/env/analytics';

class FakeDefinePlugin {
  constructor(readonly definitions: Record<string, string>) {}
}
const bundler = {currentBundler: {instance: {DefinePlugin: FakeDefinePlugin}}} as never;
const context = {} as LoadContext;

function inlinedConfig(plugin: ReturnType<typeof analyticsPlugin>): unknown {
  const result = plugin.configureWebpack!({} as never, false, bundler, undefined) as unknown as {plugins: FakeDefinePlugin[]};
  const define = result.plugins.find((p) => p instanceof FakeDefinePlugin)!;
  return JSON.parse(define.definitions.__KATACHI_ANALYTICS__);
}

test('configured: the client module, the helpful-page theme, and the configuration inlined as it is', () => {
  for (const omit of ['true', 'false']) {
    const config = analyticsConfigFromEnv(
      {ANALYTICS_PROVIDER: 'plausible,endpoint', ANALYTICS_ENDPOINT: 'https://stats.example.org/c', ANALYTICS_OMIT_QUERIES: omit},
      'https://jtannas.github.io',
    )!;
    assert.equal(config.omitQueries, omit === 'true');
    const plugin = analyticsPlugin(context, {config});
    assert.deepEqual(plugin.getClientModules!(), [path.resolve(__dirname, '../../../plugins/analytics/client/client')]);
    assert.ok(plugin.getThemePath!());
    assert.deepEqual(inlinedConfig(plugin), config);
  }
});

test('not configured: no client module, no theme, no webpack change', () => {
  for (const plugin of [
    // No options: the schema's default, as Docusaurus hands it over.
    analyticsPlugin(context, validateOptions({validate: normalizePluginOptions as never, options: {}})),
    analyticsPlugin(context, {config: null}),
    analyticsPlugin(context, {config: {providers: [], omitQueries: false}}),
  ]) {
    assert.deepEqual(Object.keys(plugin), ['name']);
  }
});

/**
 * One persistent build cache per set of settings (plugins/buildCache): a
 * setting that changes only through the environment still gets a cache of
 * its own, while the same settings find their cache again.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {DocusaurusConfig, LoadContext} from '@docusaurus/types';
import buildCachePlugin, {settingsDigest} from '../../../plugins/buildCache/index';

const answerMode = (endpoint: string | null) =>
  ({
    title: 'Katachi',
    themes: [
      ['./search', {searchPagePath: 'search'}],
      ['./answers', {config: endpoint ? {endpoint, model: 'm'} : null}],
    ],
    presets: [['classic', {docs: {editUrl: ({docPath}: {docPath: string}) => `x/${docPath}`, remarkPlugins: []}}]],
    themeConfig: {prism: {}},
  }) as unknown as DocusaurusConfig;

function cacheNameOf(siteConfig: DocusaurusConfig, cache: unknown): unknown {
  const plugin = buildCachePlugin({siteConfig} as LoadContext);
  const result = plugin.configureWebpack!({cache} as never, false, {} as never, undefined) as {cache?: {name?: string}};
  return result.cache?.name;
}

test('the same settings give the same digest; a changed plugin option a different one', () => {
  assert.equal(settingsDigest(answerMode(null)), settingsDigest(answerMode(null)));
  assert.notEqual(settingsDigest(answerMode(null)), settingsDigest(answerMode('http://127.0.0.1:8080/v1/chat/completions')));
  assert.notEqual(settingsDigest(answerMode('http://a/v1')), settingsDigest(answerMode('http://b/v1')));
});

test('functions and regular expressions in options count by their source', () => {
  const a = {...answerMode(null), customFields: {match: /a/}} as DocusaurusConfig;
  const b = {...answerMode(null), customFields: {match: /b/}} as DocusaurusConfig;
  assert.notEqual(settingsDigest(a), settingsDigest(b));
  const f = {...answerMode(null), customFields: {url: () => 'one'}} as DocusaurusConfig;
  const g = {...answerMode(null), customFields: {url: () => 'two'}} as DocusaurusConfig;
  assert.notEqual(settingsDigest(f), settingsDigest(g));
});

test("the filesystem cache's name gets the digest; an absent or in-memory cache is left alone", () => {
  const config = answerMode(null);
  const cache = {type: 'filesystem', name: 'client-production-en', version: '3.9.2-abc'};
  assert.equal(cacheNameOf(config, cache), `client-production-en-${settingsDigest(config)}`);
  assert.equal(cacheNameOf(config, undefined), undefined);
  assert.equal(cacheNameOf(config, {type: 'memory'}), undefined);
});

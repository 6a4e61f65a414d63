import {test} from 'node:test';
import assert from 'node:assert/strict';
import {analyticsConfigFromEnv} from '../../../config/env/analytics';

const SITE = 'https://jtannas.github.io';
const UUID = '4f1a2b3c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

test('nothing set, or only blanks: analytics off', () => {
  assert.equal(analyticsConfigFromEnv({}, SITE), null);
  assert.equal(analyticsConfigFromEnv({ANALYTICS_PROVIDER: ' ', ANALYTICS_ENDPOINT: ''}, SITE), null);
});

test('ANALYTICS_ENDPOINT alone keeps meaning the generic collector', () => {
  assert.deepEqual(analyticsConfigFromEnv({ANALYTICS_ENDPOINT: 'https://stats.example.org/collect'}, SITE), {
    providers: [{kind: 'endpoint', endpoint: 'https://stats.example.org/collect'}],
    omitQueries: false,
  });
});

test('each service gets its documented API path on its default or configured host', () => {
  const config = analyticsConfigFromEnv(
    {
      ANALYTICS_PROVIDER: 'Plausible, umami,posthog',
      UMAMI_WEBSITE_ID: UUID,
      POSTHOG_KEY: 'phc_abc123',
      UMAMI_HOST: 'https://stats.example.org/umami/',
    },
    SITE,
  );
  assert.deepEqual(config, {
    providers: [
      {kind: 'plausible', endpoint: 'https://plausible.io/api/event', domain: 'jtannas.github.io'},
      {kind: 'umami', endpoint: 'https://stats.example.org/umami/api/send', website: UUID},
      {kind: 'posthog', endpoint: 'https://us.i.posthog.com/i/v0/e/', apiKey: 'phc_abc123'},
    ],
    omitQueries: false,
  });
  const plausible = analyticsConfigFromEnv(
    {ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'http://127.0.0.1:8000', PLAUSIBLE_DOMAIN: 'docs.example.org'},
    SITE,
  );
  assert.deepEqual(plausible!.providers, [{kind: 'plausible', endpoint: 'http://127.0.0.1:8000/api/event', domain: 'docs.example.org'}]);
});

test('ANALYTICS_OMIT_QUERIES is a clear on/off switch', () => {
  const on = (value: string) => analyticsConfigFromEnv({ANALYTICS_PROVIDER: 'plausible', ANALYTICS_OMIT_QUERIES: value}, SITE)!.omitQueries;
  assert.equal(on('true'), true);
  assert.equal(on('1'), true);
  assert.equal(on('false'), false);
  assert.equal(on(''), false);
  assert.throws(() => on('maybe'), /ANALYTICS_OMIT_QUERIES must be true or false/);
});

test('a configuration that would ship broken or leak a secret stops the build with a clear message', () => {
  const build = (env: Record<string, string>) => () => analyticsConfigFromEnv(env, SITE);
  assert.throws(build({ANALYTICS_PROVIDER: 'matomo'}), /unknown provider "matomo"/);
  assert.throws(build({ANALYTICS_PROVIDER: 'umami'}), /UMAMI_WEBSITE_ID must be set/);
  assert.throws(build({ANALYTICS_PROVIDER: 'umami', UMAMI_WEBSITE_ID: 'my-site'}), /UUID/);
  assert.throws(build({ANALYTICS_PROVIDER: 'posthog'}), /POSTHOG_KEY must be set/);
  assert.throws(build({ANALYTICS_PROVIDER: 'posthog', POSTHOG_KEY: 'phx_personalSecret'}), /public project API key/);
  assert.throws(build({ANALYTICS_PROVIDER: 'endpoint'}), /ANALYTICS_ENDPOINT must be set/);
  assert.throws(build({ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ENDPOINT: 'https://a.example/'}), /does not include "endpoint"/);
  assert.throws(build({ANALYTICS_ENDPOINT: '/collect'}), /absolute URL/);
  assert.throws(build({ANALYTICS_ENDPOINT: 'javascript:alert(1)'}), /http\(s\)/);
  assert.throws(build({ANALYTICS_ENDPOINT: 'https://user:pw@stats.example.org/'}), /credentials/);
  assert.throws(build({ANALYTICS_ENDPOINT: 'https://stats.example.org/collect?token=secret'}), /query string or hash/);
  assert.throws(
    build({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'https://key:@plausible.example.org'}),
    /PLAUSIBLE_HOST must not contain credentials/,
  );
  assert.throws(
    build({ANALYTICS_PROVIDER: 'umami', UMAMI_WEBSITE_ID: UUID, UMAMI_HOST: 'https://u.example.org/#x'}),
    /UMAMI_HOST must not contain a query string or hash/,
  );
});

test('settings that would silently do nothing, or send events the service drops, stop the build naming them', () => {
  const build = (env: Record<string, string>) => () => analyticsConfigFromEnv(env, SITE);
  assert.throws(build({ANALYTICS_PROVIDER: ',', ANALYTICS_ENDPOINT: 'https://s.example/c'}), /ANALYTICS_PROVIDER names no provider \(got ","\)/);
  assert.throws(build({UMAMI_WEBSITE_ID: UUID}), /UMAMI_WEBSITE_ID is set but ANALYTICS_PROVIDER is not: set ANALYTICS_PROVIDER=umami/);
  assert.throws(build({POSTHOG_KEY: 'phc_abc'}), /POSTHOG_KEY is set but ANALYTICS_PROVIDER is not/);
  assert.throws(
    build({ANALYTICS_PROVIDER: 'plausible', POSTHOG_KEY: 'phc_abc'}),
    /POSTHOG_KEY is set but ANALYTICS_PROVIDER does not include "posthog"/,
  );
  for (const domain of ['https://jtannas.github.io/katachi/', 'jtannas.github.io/', '//jtannas.github.io', 'a b']) {
    assert.throws(build({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: domain}), /PLAUSIBLE_DOMAIN is the site's name in Plausible/, domain);
  }
  assert.equal(
    analyticsConfigFromEnv({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_DOMAIN: 'example.com/docs'}, SITE)?.providers[0]?.kind,
    'plausible',
  );
  assert.throws(build({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'https://plausible.io/api'}), /must not end in any of it/);
  assert.throws(
    build({ANALYTICS_PROVIDER: 'posthog', POSTHOG_KEY: 'phc_abc', POSTHOG_HOST: 'https://eu.i.posthog.com/i/v0'}),
    /must not end in any of it/,
  );
  assert.equal(
    analyticsConfigFromEnv({ANALYTICS_PROVIDER: 'plausible', PLAUSIBLE_HOST: 'https://example.org/plausible'}, SITE)?.providers[0]?.endpoint,
    'https://example.org/plausible/api/event',
    'a sub-folder of its own is kept',
  );
});

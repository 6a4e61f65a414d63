/**
 * ANALYTICS_*, PLAUSIBLE_*, UMAMI_*, POSTHOG_*: the analytics settings
 * (plugins/analytics/README.md). Returns null when analytics is off (nothing
 * set); throws, stopping the build, on anything that would ship a broken or
 * unsafe configuration: an unknown provider, a missing site id, a URL that is
 * not acceptable (plugins/shared/url.ts: absolute http(s), and, as it ships in
 * the page, no credentials, query string or hash), or a PostHog key that is
 * not a public project key. The result is the analytics plugin's `config` option.
 */
import type {AnalyticsConfig, AnalyticsProvider, ProviderKind} from '../../plugins/analytics/shared/config';
import {httpUrlOf} from '../../plugins/shared/url';
import {isOn, value, type Env} from './read';

const KINDS: ProviderKind[] = ['plausible', 'umami', 'posthog', 'endpoint'];

const DEFAULT_HOSTS = {
  plausible: 'https://plausible.io',
  umami: 'https://cloud.umami.is',
  posthog: 'https://us.i.posthog.com',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{host}{apiPath}`, keeping a host's sub-folder (self-hosted behind a path prefix). */
function apiUrl(name: string, host: string, apiPath: string): string {
  const url = httpUrlOf(name, host, {shipped: true});
  const base = url.pathname.replace(/\/+$/, '');
  if (`${base}/`.endsWith(`${apiPath.replace(/\/+$/, '')}/`)) {
    throw new Error(`${name} is the service's base URL: ${apiPath} is added to it, so it must not end in it (got ${JSON.stringify(host)}).`);
  }
  return url.origin + base + apiPath;
}

function required(env: Env, name: string, provider: string): string {
  const v = value(env, name);
  if (!v) throw new Error(`${name} must be set when ANALYTICS_PROVIDER includes ${provider}.`);
  return v;
}

function providerOf(kind: ProviderKind, env: Env, siteUrl: string): AnalyticsProvider {
  switch (kind) {
    case 'plausible':
      return {
        kind,
        endpoint: apiUrl('PLAUSIBLE_HOST', value(env, 'PLAUSIBLE_HOST') ?? DEFAULT_HOSTS.plausible, '/api/event'),
        // Plausible's site "domain" is a name; the site's own host is the usual choice.
        domain: value(env, 'PLAUSIBLE_DOMAIN') ?? new URL(siteUrl).hostname,
      };
    case 'umami': {
      const website = required(env, 'UMAMI_WEBSITE_ID', 'umami');
      if (!UUID.test(website)) throw new Error(`UMAMI_WEBSITE_ID must be the website's UUID (got ${JSON.stringify(website)}).`);
      return {kind, endpoint: apiUrl('UMAMI_HOST', value(env, 'UMAMI_HOST') ?? DEFAULT_HOSTS.umami, '/api/send'), website};
    }
    case 'posthog': {
      const apiKey = required(env, 'POSTHOG_KEY', 'posthog');
      // Only the public project key may ship: a personal API key (phx_…) is a secret.
      if (!/^phc_[A-Za-z0-9]+$/.test(apiKey)) {
        throw new Error('POSTHOG_KEY must be the public project API key (phc_…); never a personal API key, which is a secret.');
      }
      return {kind, endpoint: apiUrl('POSTHOG_HOST', value(env, 'POSTHOG_HOST') ?? DEFAULT_HOSTS.posthog, '/i/v0/e/'), apiKey};
    }
    case 'endpoint':
      return {kind, endpoint: httpUrlOf('ANALYTICS_ENDPOINT', required(env, 'ANALYTICS_ENDPOINT', 'endpoint'), {shipped: true}).href};
  }
}

/**
 * The analytics configuration from the environment, or null when off.
 * `siteUrl` is the site's public URL (docusaurus.config.ts `url`), the
 * default Plausible domain.
 */
export function analyticsConfigFromEnv(env: Env, siteUrl: string): AnalyticsConfig | null {
  const listed = value(env, 'ANALYTICS_PROVIDER');
  // ANALYTICS_ENDPOINT alone means the generic collector.
  const names = listed
    ? listed
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter(Boolean)
    : value(env, 'ANALYTICS_ENDPOINT')
      ? ['endpoint']
      : [];
  if (names.length === 0) return null;
  for (const name of names) {
    if (!KINDS.includes(name as ProviderKind)) {
      throw new Error(`ANALYTICS_PROVIDER: unknown provider ${JSON.stringify(name)} (use ${KINDS.join(', ')}, comma-separated).`);
    }
  }
  if (value(env, 'ANALYTICS_ENDPOINT') && !names.includes('endpoint')) {
    throw new Error('ANALYTICS_ENDPOINT is set but ANALYTICS_PROVIDER does not include "endpoint": add it, or unset ANALYTICS_ENDPOINT.');
  }
  const kinds = [...new Set(names)] as ProviderKind[];
  return {providers: kinds.map((kind) => providerOf(kind, env, siteUrl)), omitQueries: isOn(env, 'ANALYTICS_OMIT_QUERIES')};
}

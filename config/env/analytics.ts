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
import {httpUrlOf, withoutTrailingSlashes} from '../../plugins/shared/url';
import {isOn, value, type Env} from './read';

const KINDS: ProviderKind[] = ['plausible', 'umami', 'posthog', 'endpoint'];

const DEFAULT_HOSTS = {
  plausible: 'https://plausible.io',
  umami: 'https://cloud.umami.is',
  posthog: 'https://us.i.posthog.com',
} as const;

/** Each service's own settings: set without the service chosen, they would do nothing. */
const SETTINGS_OF: Array<[ProviderKind, string[]]> = [
  ['plausible', ['PLAUSIBLE_DOMAIN', 'PLAUSIBLE_HOST']],
  ['umami', ['UMAMI_WEBSITE_ID', 'UMAMI_HOST']],
  ['posthog', ['POSTHOG_KEY', 'POSTHOG_HOST']],
  ['endpoint', ['ANALYTICS_ENDPOINT']],
];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{host}{apiPath}`, keeping a host's sub-folder (self-hosted behind a path prefix). */
function apiUrl(name: string, host: string, apiPath: string): string {
  const url = httpUrlOf(name, host, {shipped: true});
  const base = withoutTrailingSlashes(url.pathname);
  // `…/api` would become `…/api/api/event`: no part of the added path may end the host's.
  const added = apiPath.split('/').filter(Boolean);
  const repeated = added.some((_, i) => `${base}/`.endsWith(`/${added.slice(0, i + 1).join('/')}/`));
  if (repeated) {
    throw new Error(`${name} is the service's base URL: ${apiPath} is added to it, so it must not end in any of it (got ${JSON.stringify(host)}).`);
  }
  return url.origin + base + apiPath;
}

/** The first service setting given for a service that is not chosen, if any. */
function settingWithoutItsService(env: Env, kinds: string[]): {kind: ProviderKind; name: string} | undefined {
  for (const [kind, settings] of SETTINGS_OF) {
    const name = kinds.includes(kind) ? undefined : settings.find((setting) => value(env, setting));
    if (name) return {kind, name};
  }
  return undefined;
}

function required(env: Env, name: string, provider: string): string {
  const v = value(env, name);
  if (!v) throw new Error(`${name} must be set when ANALYTICS_PROVIDER includes ${provider}.`);
  return v;
}

/** A site as Plausible names it: `example.com` or `example.com/docs`, never a URL (Plausible drops those events). */
function plausibleDomain(domain: string): string {
  if (/^[a-z][a-z\d+.-]*:|\/\/|\/$|\s/i.test(domain)) {
    throw new Error(`PLAUSIBLE_DOMAIN is the site's name in Plausible, such as jtannas.github.io, not a URL (got ${JSON.stringify(domain)}).`);
  }
  return domain;
}

function providerOf(kind: ProviderKind, env: Env, siteUrl: string): AnalyticsProvider {
  switch (kind) {
    case 'plausible':
      return {
        kind,
        endpoint: apiUrl('PLAUSIBLE_HOST', value(env, 'PLAUSIBLE_HOST') ?? DEFAULT_HOSTS.plausible, '/api/event'),
        // Plausible's site "domain" is a name; the site's own host is the usual choice.
        domain: plausibleDomain(value(env, 'PLAUSIBLE_DOMAIN') ?? new URL(siteUrl).hostname),
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
  if (listed && names.length === 0) throw new Error(`ANALYTICS_PROVIDER names no provider (got ${JSON.stringify(listed)}).`);
  if (names.length === 0) {
    const orphan = settingWithoutItsService(env, []);
    if (orphan)
      throw new Error(
        `${orphan.name} is set but ANALYTICS_PROVIDER is not: set ANALYTICS_PROVIDER=${orphan.kind} to turn it on, or unset ${orphan.name}.`,
      );
    return null;
  }
  for (const name of names) {
    if (!KINDS.includes(name as ProviderKind)) {
      throw new Error(`ANALYTICS_PROVIDER: unknown provider ${JSON.stringify(name)} (use ${KINDS.join(', ')}, comma-separated).`);
    }
  }
  const kinds = [...new Set(names)] as ProviderKind[];
  const unused = settingWithoutItsService(env, kinds);
  if (unused) throw new Error(`${unused.name} is set but ANALYTICS_PROVIDER does not include "${unused.kind}": add it, or unset ${unused.name}.`);
  return {providers: kinds.map((kind) => providerOf(kind, env, siteUrl)), omitQueries: isOn(env, 'ANALYTICS_OMIT_QUERIES')};
}

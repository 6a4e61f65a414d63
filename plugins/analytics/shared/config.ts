/**
 * What the build hands the browser: the services to send to and the privacy
 * switch. Read and checked from the environment at build time
 * (config/env/analytics.ts), inlined into the client bundle.
 */
export type PlausibleProvider = {
  kind: 'plausible';
  /** Full URL of the Events API, `{host}/api/event`. */
  endpoint: string;
  /** The site's domain as registered in Plausible. */
  domain: string;
};

export type UmamiProvider = {
  kind: 'umami';
  /** Full URL of `{host}/api/send`. */
  endpoint: string;
  /** The website ID (a UUID) from Umami's settings. */
  website: string;
};

export type PostHogProvider = {
  kind: 'posthog';
  /** Full URL of the capture endpoint, `{host}/i/v0/e/`. */
  endpoint: string;
  /** The public, write-only project API key (`phc_…`). */
  apiKey: string;
};

export type GenericProvider = {
  kind: 'endpoint';
  /** Any collector URL; receives our own small JSON shape. */
  endpoint: string;
};

export type AnalyticsProvider = PlausibleProvider | UmamiProvider | PostHogProvider | GenericProvider;
export type ProviderKind = AnalyticsProvider['kind'];

export type AnalyticsConfig = {
  providers: AnalyticsProvider[];
  /** Send search counts, positions and feedback without the reader's query or question text. */
  omitQueries: boolean;
};

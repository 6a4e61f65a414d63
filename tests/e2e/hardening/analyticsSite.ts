/**
 * Support of the analytics browser tests: a build variant made with every
 * provider configured (`analytics`, tests/support/variants.ts),
 * each provider pointed at its own loopback collector that records what the
 * site sends, and a server for the build.
 *
 * Ports: `base` + 0 Plausible, + 1 Umami, + 2 PostHog, + 3 generic endpoint,
 * + 4 the site (analyticsEnv in variants.ts), a base per variant, so files
 * running in parallel never share a port.
 */
import http from 'node:http';
import {expect, test, type Page, type Request} from '@playwright/test';
import {serveVariant, type ExtraBuild} from '../../support/extraBuild';
import {variant, type VariantName} from '../../support/variants';

export type Service = 'plausible' | 'umami' | 'posthog' | 'endpoint';
export const SERVICES: Service[] = ['plausible', 'umami', 'posthog', 'endpoint'];

// The collectors' bodies are whatever JSON a service's format says; the tests read them field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Hit = {service: Service; method: string; url: string; headers: http.IncomingHttpHeaders; body: string; json: any};

export {PLAUSIBLE_DOMAIN, POSTHOG_KEY, UMAMI_WEBSITE} from '../../support/variants';

export type AnalyticsSite = {
  site: string;
  outDir: string;
  /** Every POST the collectors received, in order of arrival. */
  hits: Hit[];
  /** Preflight requests (OPTIONS), kept apart. */
  preflights: Hit[];
  collectorOrigins: string[];
  start(): Promise<void>;
  stop(): Promise<void>;
};

export function analyticsSite(options: {variant: Extract<VariantName, 'analytics'>}): AnalyticsSite {
  const base = variant(options.variant).port - 4;
  const ports: Record<Service, number> = {plausible: base, umami: base + 1, posthog: base + 2, endpoint: base + 3};
  const site = `http://localhost:${base + 4}`;
  const hits: Hit[] = [];
  const preflights: Hit[] = [];
  const collectors: http.Server[] = [];
  let built: ExtraBuild | null = null;

  const collector = (service: Service) =>
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(body);
        } catch {
          // kept as text; the test fails on it
        }
        const hit = {service, method: req.method ?? '', url: req.url ?? '', headers: req.headers, body, json};
        // CORS as the services answer it, and a cookie the site must never send back.
        const headers = {
          'Access-Control-Allow-Origin': req.headers.origin ?? '*',
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': 'Content-Type',
          'Set-Cookie': 'collector=tracked; SameSite=None; Secure',
        };
        if (req.method === 'OPTIONS') {
          preflights.push(hit);
          res.writeHead(204, headers);
          res.end();
          return;
        }
        hits.push(hit);
        res.writeHead(202, {...headers, 'Content-Type': 'application/json'});
        res.end('{}');
      });
    });

  return {
    site,
    get outDir() {
      return built?.outDir ?? '';
    },
    hits,
    preflights,
    collectorOrigins: SERVICES.map((s) => `http://127.0.0.1:${ports[s]}`),
    async start() {
      for (const service of SERVICES) {
        const c = collector(service);
        collectors.push(c);
        await new Promise<void>((resolve, reject) => {
          // A port in use is another run of this spec (`--repeat-each` runs copies side by side): say so, not crash the worker.
          c.once('error', (error: NodeJS.ErrnoException) =>
            reject(
              error.code === 'EADDRINUSE'
                ? new Error(
                    `the ${service} collector's port ${ports[service]} is in use: another run of this spec holds it (with --repeat-each, add --workers=1), or set ANALYTICS_PORT_BASE`,
                  )
                : error,
            ),
          );
          c.listen(ports[service], '127.0.0.1', resolve);
        });
      }
      built = await serveVariant(options.variant);
    },
    async stop() {
      // Only what this file started: the build's server, the collectors.
      await built?.stop();
      await Promise.all(collectors.map((c) => new Promise<void>((resolve) => c.close(() => resolve()))));
    },
  };
}

/** The hits of one service, optionally only those of one event. */
export function hitsOf(hits: Hit[], service: Service, event?: string): Hit[] {
  return hits.filter((h) => h.service === service && (event === undefined || eventName(h) === event));
}

/** The event name a hit carries, in each service's own format. */
export function eventName(hit: Hit): string | undefined {
  const j = hit.json;
  switch (hit.service) {
    case 'plausible':
      return j?.name;
    case 'umami':
      return j?.payload?.name ?? 'pageview';
    case 'posthog':
      return j?.event === '$pageview' ? 'pageview' : j?.event;
    case 'endpoint':
      return j?.type === 'pageview' ? 'pageview' : j?.name;
  }
}

/** The props of a custom event, in each service's own place for them. */
export function propsOf(hit: Hit): Record<string, unknown> {
  const j = hit.json;
  switch (hit.service) {
    case 'plausible':
      return j.props;
    case 'umami':
      return j.payload.data;
    case 'posthog': {
      const {$current_url, $host, $pathname, $process_person_profile, ...props} = j.properties;
      return props;
    }
    case 'endpoint':
      return j.props;
  }
}

/** Waits until every service has received `count` events named `event`. */
export async function expectEverywhere(hits: Hit[], event: string, count: number): Promise<void> {
  for (const service of SERVICES) {
    await expect.poll(() => hitsOf(hits, service, event).length, {message: `${service}: ${event}`}).toBe(count);
  }
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Keeps count of the page's requests to the collectors that have not been answered yet (see settle). */
function trackCollectorRequests(page: Page, collectorOrigins: string[]): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (collectorOrigins.includes(new URL(request.url()).origin)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until every request the page has sent to a collector so far has been
 * received and answered, so that counting the collectors' hits afterwards
 * counts all the page sent. First two turns of the page's task queue (a
 * message channel, which React's scheduler uses and page.clock does not
 * hold), so that what the page does in response to the last action, route
 * effects included, has run. The page's timers are not waited for: tests that
 * depend on one move the clock.
 */
export async function settle(page: Page): Promise<void> {
  for (let turn = 0; turn < 2; turn++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
  const pending = inFlight.get(page);
  if (!pending) throw new Error('settle() needs trackCollectorRequests(page) (useAnalyticsSite does it for each test)');
  await expect.poll(() => pending.size, {message: 'requests to the collectors still unanswered'}).toBe(0);
}

/**
 * Puts `query` in the modal's input and returns the result count once the
 * modal shows it. `letters`: one key at a time, like a reader, each answered
 * by the modal; only for tests that hold the page's clock (page.clock), since
 * on a loaded machine a pause over 400 ms between two keys is a settled search
 * (and a "search" event) by design. `whole` (the default): the query in one
 * input event, so exactly one settled search follows.
 */
export async function typeQuery(page: Page, query: string, how: 'whole' | 'letters' = 'whole'): Promise<number> {
  const input = page.locator('.DocSearch-Input');
  if (how === 'letters') await input.pressSequentially(query, {delay: 60});
  else await input.fill(query);
  const quoted = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(searchStatus(page)).toHaveAttribute('data-answer', new RegExp(`^\\d+ results? for "${quoted}"$`));
  return shownCount(page);
}

const searchStatus = (page: Page) => page.locator('[data-testid="search-status"]');

/**
 * The result count the modal's status holds now ("69 results for …"): its answer on screen,
 * which the live region says a second later (a timer these tests hold still).
 */
export async function shownCount(page: Page): Promise<number> {
  return Number((await searchStatus(page).getAttribute('data-answer'))!.match(/^\d+/)![0]);
}

/**
 * The analytics site for one spec file: its tests run in order against one
 * build, made in beforeAll (builds are slow, hence the long timeout) and
 * stopped in afterAll.
 */
export function useAnalyticsSite(options: Parameters<typeof analyticsSite>[0]): AnalyticsSite {
  const analytics = analyticsSite(options);
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async () => {
    test.setTimeout(900_000);
    await analytics.start();
  });
  test.afterAll(async () => {
    await analytics.stop();
  });
  test.beforeEach(({page}) => trackCollectorRequests(page, analytics.collectorOrigins));
  return analytics;
}

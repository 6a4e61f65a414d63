/**
 * Analytics against a build made with every provider configured (Plausible,
 * Umami, PostHog and the generic endpoint), each beaconing to its own
 * loopback collector: every service's documented request format, field by
 * field, for page views, search (settled after 400 ms; flushed when the modal
 * closes), result opened, "Was this page helpful?" and answer feedback, and
 * the privacy rules (no cookies, no referrer, no query string or hash).
 *
 * The `analytics` build variant; ANALYTICS_PORT_BASE (default 3710) picks the
 * ports (tests/support/variants.ts).
 */
import {test, expect, type Page} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  useAnalyticsSite,
  eventName,
  expectEverywhere,
  hitsOf,
  propsOf,
  settle,
  SERVICES,
  shownCount,
  typeQuery,
  PLAUSIBLE_DOMAIN,
  POSTHOG_KEY,
  UMAMI_WEBSITE,
  type Hit,
} from './analyticsSite';
import {gotoHydrated, holdTableShards, meaningJoined, modalRoot, openModal} from '../../support/search';
import {MEANING_ATTRIBUTE} from '../../../plugins/search/theme/SearchBar/answerState';
import {AXE_TEST_TIMEOUT, axeFindings, MODES, WIDTHS} from '../a11y/axe';

const analytics = useAnalyticsSite({variant: 'analytics'});
const {hits, site: SITE} = analytics;

/** The page a hit was sent from, in each service's own field. */
function pageOf(hit: Hit): string {
  const j = hit.json;
  if (hit.service === 'plausible') return j.url;
  if (hit.service === 'umami') return j.payload.url;
  if (hit.service === 'posthog') return j.properties.$current_url;
  return j.path;
}

/** Every field of every request, against each service's documented format. */
function expectDocumentedFormat(hit: Hit): void {
  const where = `${hit.service} ${hit.body}`;
  expect(hit.method, where).toBe('POST');
  expect(hit.headers.cookie, where).toBeUndefined();
  expect(hit.headers.referer, where).toBeUndefined();
  expect(hit.json, where).not.toBeNull();
  const name = eventName(hit);
  const j = hit.json;
  switch (hit.service) {
    case 'plausible': {
      // https://plausible.io/docs/events-api
      expect(hit.url).toBe('/api/event');
      expect(hit.headers['content-type']).toBe('application/json');
      expect(Object.keys(j).sort()).toEqual(name === 'pageview' ? ['domain', 'name', 'url'] : ['domain', 'name', 'props', 'url']);
      expect(typeof j.name).toBe('string');
      expect(j.url).toMatch(new RegExp(`^${SITE}/katachi/[^?#]*$`));
      expect(j.domain).toBe(PLAUSIBLE_DOMAIN);
      if (j.props) for (const value of Object.values(j.props)) expect(typeof value, where).toBe('string');
      break;
    }
    case 'umami': {
      // https://umami.is/docs/api/sending-stats
      expect(hit.url).toBe('/api/send');
      expect(hit.headers['content-type']).toBe('application/json');
      expect(Object.keys(j).sort()).toEqual(['payload', 'type']);
      expect(j.type).toBe('event');
      const p = j.payload;
      const fields = ['hostname', 'language', 'referrer', 'screen', 'title', 'url', 'website'];
      expect(Object.keys(p).sort()).toEqual(name === 'pageview' ? fields : [...fields, 'data', 'name'].sort());
      expect(p.website).toBe(UMAMI_WEBSITE);
      expect(p.hostname).toBe('localhost');
      expect(p.language).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(p.referrer).toBe('');
      expect(p.screen).toMatch(/^\d+x\d+$/);
      expect(typeof p.title).toBe('string');
      expect(p.url).toMatch(/^\/katachi\/[^?#]*$/);
      if (name !== 'pageview') {
        expect(typeof p.name).toBe('string');
        expect(typeof p.data).toBe('object');
      }
      break;
    }
    case 'posthog': {
      // https://posthog.com/docs/api/capture
      expect(hit.url).toBe('/i/v0/e/');
      expect(hit.headers['content-type']).toBe('application/json');
      expect(Object.keys(j).sort()).toEqual(['api_key', 'distinct_id', 'event', 'properties', 'timestamp']);
      expect(j.api_key).toBe(POSTHOG_KEY);
      expect(typeof j.event).toBe('string');
      expect(j.distinct_id).toMatch(/^[0-9a-f]{32}$/);
      expect(new Date(j.timestamp).toISOString()).toBe(j.timestamp);
      expect(j.properties.$process_person_profile).toBe(false);
      expect(j.properties.$current_url).toMatch(new RegExp(`^${SITE}/katachi/[^?#]*$`));
      expect(j.properties.$host).toBe('localhost');
      expect(j.properties.$current_url).toBe(SITE + j.properties.$pathname);
      break;
    }
    case 'endpoint': {
      expect(hit.url).toBe('/collect');
      expect(hit.headers['content-type']).toMatch(/^text\/plain/);
      expect(Object.keys(j).sort()).toEqual(name === 'pageview' ? ['path', 'title', 'type'] : ['name', 'path', 'props', 'type']);
      expect(j.path).toMatch(/^\/katachi\/[^?#]*$/);
      break;
    }
  }
}

test.beforeEach(() => {
  hits.length = 0;
});

test('page views: every service gets one per new pathname in its documented format; none for hash changes', async ({page, context}) => {
  await context.addCookies([{name: 'site', value: 'reader', url: SITE}]);
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ?utm_source=secret#is-it-ready`);
  await expectEverywhere(hits, 'pageview', 1);
  for (const hit of hits) expect(pageOf(hit)).toMatch(/\/katachi\/docs\/FAQ$/);
  expect(hitsOf(hits, 'umami')[0].json.payload.title).toBe('FAQ | Katachi');
  expect(hitsOf(hits, 'posthog')[0].json.properties.title).toBe('FAQ | Katachi');
  expect(hitsOf(hits, 'endpoint')[0].json).toEqual({type: 'pageview', path: '/katachi/docs/FAQ', title: 'FAQ | Katachi'});

  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  await expectEverywhere(hits, 'pageview', 2);
  await page.locator('.table-of-contents a').nth(0).click();
  await expect(page).toHaveURL(/#/);
  await settle(page);
  await expectEverywhere(hits, 'pageview', 2);
  expect(hitsOf(hits, 'plausible').map((h) => h.json.url)).toEqual([`${SITE}/katachi/docs/FAQ`, `${SITE}/katachi/docs/Features/Hashes`]);
  // One page load: PostHog's random id is the same for both, and is not stored anywhere.
  const ids = new Set(hitsOf(hits, 'posthog').map((h) => h.json.distinct_id));
  expect(ids.size).toBe(1);
  // The collectors' Set-Cookie is never stored (credentials: 'omit'), and the site's own cookie never sent.
  expect((await context.cookies()).map((c) => c.name)).toEqual(['site']);
  const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}));
  expect(stored).not.toContain([...ids][0]);
  for (const hit of hits) expectDocumentedFormat(hit);
  expect(JSON.stringify(hits.map((h) => h.body))).not.toMatch(/utm_source|secret|is-it-ready|reader/);
  // A reload is a new page load: a new random id, nothing links it to the last one.
  await page.reload();
  await expectEverywhere(hits, 'pageview', 3);
  expect(hitsOf(hits, 'posthog', 'pageview')[2].json.distinct_id).not.toBe([...ids][0]);
});

test('search: typing letter by letter sends one search, 400 ms after the last key, with the query and its result count', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await expectEverywhere(hits, 'pageview', 1);
  await openModal(page);
  // The page's own timers are held still: only the test moves them on.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await typeQuery(page, 'hash', 'letters');
  // The meaning layer may join with more hits: the search counts what the reader sees last.
  await expect(modalRoot(page)).not.toHaveAttribute(MEANING_ATTRIBUTE, 'joining');
  await settle(page);
  const results = await shownCount(page);
  expect(results).toBeGreaterThan(0);
  expect(hits.filter((h) => eventName(h) === 'search')).toEqual([]);
  await page.clock.runFor(399);
  await settle(page);
  expect(hits.filter((h) => eventName(h) === 'search')).toEqual([]);
  await page.clock.runFor(1);
  await expectEverywhere(hits, 'search', 1);
  for (const service of SERVICES) {
    const [hit] = hitsOf(hits, service, 'search');
    expectDocumentedFormat(hit);
    const expected = service === 'plausible' ? {query: 'hash', results: String(results)} : {query: 'hash', results};
    expect(propsOf(hit), service).toEqual(expected);
  }
  // Closing the modal afterwards sends nothing more.
  await page.keyboard.press('Escape');
  await settle(page);
  await expectEverywhere(hits, 'search', 1);
});

test('search: closing the modal sends the search being typed at once', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await openModal(page);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await typeQuery(page, 'any_of', 'letters');
  await settle(page);
  expect(hits.filter((h) => eventName(h) === 'search')).toEqual([]);
  // The 400 ms timer cannot fire (the clock is held): only closing sends it.
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expectEverywhere(hits, 'search', 1);
  for (const service of SERVICES) expect(propsOf(hitsOf(hits, service, 'search')[0]).query).toBe('any_of');
});

test('search: a query only the meaning layer answers is sent with its count once that answer is here, never as 0 while it loads', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await openModal(page);
  const release = await holdTableShards(page);
  // The page's own timers are held still: only the test moves them on.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  // No word of it is in the docs (tests/e2e/search/meaning.spec.ts): words answer 0 at once.
  await page.locator('.DocSearch-Input').fill('download');
  await expect(modalRoot(page)).toHaveAttribute(MEANING_ATTRIBUTE, 'joining');
  // Well past the 400 ms a settled search waits: nothing is sent for an answer not given yet.
  await page.clock.runFor(1_000);
  await settle(page);
  expect(hits.filter((h) => eventName(h) === 'search')).toEqual([]);
  release();
  const status = page.locator('[data-testid="search-status"]');
  // The answer on screen (said aloud once the held clock moves on: data-answer).
  await expect(status).toHaveAttribute('data-answer', /^\d+ results? for "download"$/);
  const results = Number((await status.getAttribute('data-answer'))!.match(/^\d+/)![0]);
  expect(results).toBeGreaterThan(0);
  await settle(page);
  expect(hits.filter((h) => eventName(h) === 'search')).toEqual([]);
  // The answer given, the 400 ms wait starts from it.
  await page.clock.runFor(400);
  await expectEverywhere(hits, 'search', 1);
  for (const service of SERVICES) {
    const expected = service === 'plausible' ? {query: 'download', results: String(results)} : {query: 'download', results};
    expect(propsOf(hitsOf(hits, service, 'search')[0]), service).toEqual(expected);
  }
});

test('search result opened: query, 1-based position and the URL without its hash; the search is sent first', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await openModal(page);
  // The order the page SENDS events in (two requests may reach a collector in
  // either order, so the collectors' order of arrival says nothing about it).
  const sent: string[] = [];
  page.on('request', (request) => {
    const service = SERVICES[analytics.collectorOrigins.indexOf(new URL(request.url()).origin)];
    if (!service || request.method() !== 'POST') return;
    let json: unknown = null;
    try {
      json = JSON.parse(request.postData() ?? '');
    } catch {
      // not JSON: no event name, and the format checks below fail on it
    }
    sent.push(`${service}:${eventName({service, json} as Hit)}`);
  });
  await typeQuery(page, 'hash');
  // The meaning layer may still settle the list once: click the second result of the final list.
  await meaningJoined(page);
  const before = page.url();
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').nth(1).click();
  // The page the click led to (not an href read before the click: the list may
  // re-render as the last shards arrive, and the second result change under us).
  await page.waitForURL((url) => url.href !== before);
  await expectEverywhere(hits, 'search_result_opened', 1);
  const bare = new URL(page.url()).pathname;
  for (const service of SERVICES) {
    const [hit] = hitsOf(hits, service, 'search_result_opened');
    expectDocumentedFormat(hit);
    const props = propsOf(hit);
    expect(props.url, service).toBe(bare);
    expect(props.query, service).toBe('hash');
    expect(props.position, service).toBe(service === 'plausible' ? '2' : 2);
    // Sent from the page the search happened on, after that search.
    expect(pageOf(hit)).toMatch(/\/katachi\/docs\/FAQ$/);
    expect(sent.indexOf(`${service}:search`), service).toBeGreaterThanOrEqual(0);
    expect(sent.indexOf(`${service}:search`), service).toBeLessThan(sent.indexOf(`${service}:search_result_opened`));
  }
  await expectEverywhere(hits, 'pageview', 2);
});

test('"Was this page helpful?": one event per answer, then thanks; asked again on the next page', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/Features/Arrays`);
  const group = page.getByRole('group', {name: 'Was this page helpful?'});
  await group.scrollIntoViewIfNeeded();
  await group.getByRole('button', {name: 'No'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Thank you for your feedback!'})).toBeFocused();
  await expect(group).toHaveCount(0);
  await expectEverywhere(hits, 'page_helpful', 1);
  for (const service of SERVICES) {
    const [hit] = hitsOf(hits, service, 'page_helpful');
    expectDocumentedFormat(hit);
    expect(propsOf(hit), service).toEqual(
      service === 'plausible' ? {helpful: 'false', path: '/katachi/docs/Features/Arrays'} : {helpful: false, path: '/katachi/docs/Features/Arrays'},
    );
  }

  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  await expect(page).toHaveURL(/Hashes$/);
  await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).click();
  await expectEverywhere(hits, 'page_helpful', 2);
  expect(propsOf(hitsOf(hits, 'umami', 'page_helpful')[1])).toEqual({helpful: true, path: '/katachi/docs/Features/Hashes'});
  // Keyboard: the buttons are reachable and work with Enter.
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await page.getByRole('group', {name: 'Was this page helpful?'}).getByRole('button', {name: 'Yes'}).focus();
  await page.keyboard.press('Enter');
  await expectEverywhere(hits, 'page_helpful', 3);
});

for (const [signal, script] of [
  ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true})],
  ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1'})],
] as const) {
  test(`a browser with ${signal} on: no page view, search or result opened; only the feedback its reader gives`, async ({page}) => {
    await page.addInitScript(script);
    await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Arrays', exact: true}).click();
    await expect(page).toHaveURL(/Arrays$/);
    await openModal(page);
    await typeQuery(page, 'nullable');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    const group = page.getByRole('group', {name: 'Was this page helpful?'});
    await group.scrollIntoViewIfNeeded();
    await group.getByRole('button', {name: 'No'}).click();
    // The feedback arrives after everything before it would have: then nothing else is there.
    await expectEverywhere(hits, 'page_helpful', 1);
    expect(hits.map((hit) => eventName(hit))).toEqual(SERVICES.map(() => 'page_helpful'));
  });
}

test('answer feedback from the answer mode, and nothing for malformed events', async ({page}) => {
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await expectEverywhere(hits, 'pageview', 1);
  // The answer mode dispatches this (see plugins/analytics/shared/events.ts); so does the test.
  await page.evaluate(() => {
    const emit = (detail: unknown) => window.dispatchEvent(new CustomEvent('katachi:analytics', {detail}));
    emit({name: 'answer_feedback', props: {helpful: 'yes', question: 'x'}});
    emit({name: 'page_helpful', props: {helpful: true}});
    emit({name: 'tracking', props: {id: 'reader'}});
    emit('search');
    emit({name: 'answer_feedback', props: {helpful: true, question: 'How do I compare two hashes?'}});
  });
  await expectEverywhere(hits, 'answer_feedback', 1);
  await settle(page);
  expect(hits.map(eventName).sort()).toEqual([...SERVICES.map(() => 'answer_feedback'), ...SERVICES.map(() => 'pageview')].sort());
  for (const service of SERVICES) {
    const [hit] = hitsOf(hits, service, 'answer_feedback');
    expectDocumentedFormat(hit);
    expect(propsOf(hit), service).toEqual(
      service === 'plausible'
        ? {helpful: 'true', question: 'How do I compare two hashes?'}
        : {helpful: true, question: 'How do I compare two hashes?'},
    );
  }
});

test('the site talks to no host but its own and the configured services', async ({page}) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await gotoHydrated(page, `${SITE}/katachi/docs/FAQ`);
  await openModal(page);
  await typeQuery(page, 'hash');
  await page.keyboard.press('Escape');
  await expectEverywhere(hits, 'search', 1);
  for (const origin of origins) expect([SITE, ...analytics.collectorOrigins]).toContain(origin);
});

/** axe on the feedback control only (the rest of the page has its own axe tests). */
async function axeOnFeedback(page: Page, where: string): Promise<string[]> {
  const findings = await axeFindings(page, where, {include: 'section[aria-label="Page feedback"]'});
  return findings.map((f) => `[${f.where}] ${f.rule}: ${f.help} (${f.targets.join(', ')})`);
}

test('"Was this page helpful?" is axe-clean and looks right, light and dark, 1280 and 375 px', async ({page}) => {
  // Eight axe runs: on a loaded 2-core machine each takes several seconds.
  test.setTimeout(AXE_TEST_TIMEOUT * 2.5);
  const shots = process.env.ANALYTICS_SCREENSHOTS;
  const findings: string[] = [];
  for (const mode of MODES) {
    for (const {name, viewport} of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(`${SITE}/katachi/img/logo.svg`);
      await page.evaluate((m) => localStorage.setItem('theme', m), mode);
      await gotoHydrated(page, `${SITE}/katachi/docs/Features/Arrays`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      const section = page.getByRole('region', {name: 'Page feedback'});
      await section.scrollIntoViewIfNeeded();
      findings.push(...(await axeOnFeedback(page, `${mode} ${name}`)));
      if (shots) await section.screenshot({path: path.join(shots, `helpful-${mode}-${name}.png`)});
      await section.getByRole('button', {name: 'Yes'}).click();
      await expect(section.getByRole('status')).toHaveText('Thank you for your feedback!');
      findings.push(...(await axeOnFeedback(page, `${mode} ${name} answered`)));
      if (shots) await section.screenshot({path: path.join(shots, `helpful-${mode}-${name}-answered.png`)});
    }
  }
  expect(findings).toEqual([]);
});

test('the configured build carries every service URL in its bundle', () => {
  const dir = path.join(analytics.outDir, 'assets', 'js');
  const bundle = fs
    .readdirSync(dir)
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .join('\n');
  for (const origin of analytics.collectorOrigins) expect(bundle).toContain(origin);
  expect(bundle).toContain('Was this page helpful?');
});

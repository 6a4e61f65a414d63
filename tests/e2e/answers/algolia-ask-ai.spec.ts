/**
 * Algolia mode with ALGOLIA_ASSISTANT_ID: `askAi` reaches DocSearch's own Ask
 * AI unchanged. One build with fake ALGOLIA_* values; every request to
 * Algolia is intercepted in the browser (page.route), none reaches the network:
 * the search answers one hit, the token and chat endpoints answer as Algolia's
 * do (the chat with the AI SDK's UI-message stream).
 *
 * The `algolia` build variant (tests/support/variants.ts); port ANSWERS_ALGOLIA_SITE_PORT (default 3503).
 */
import {test, expect, type Route} from '@playwright/test';
import {serveVariant, type ExtraBuild} from '../../support/extraBuild';
import {ALGOLIA_ENV, variant} from '../../support/variants';
import {gotoHydrated, openModal} from '../../support/search';

const SITE = `http://localhost:${variant('algolia').port}`;
const ENV = ALGOLIA_ENV;

let built: ExtraBuild | null = null;

test.beforeAll(async () => {
  test.setTimeout(900_000);
  built = await serveVariant('algolia');
});

test.afterAll(async () => {
  await built?.stop();
});

const CORS = {'access-control-allow-origin': '*', 'access-control-expose-headers': '*'};
const HIT = {
  objectID: '1',
  url: `${SITE}/katachi/docs/Features/Hashes#nested-hashes`,
  url_without_anchor: `${SITE}/katachi/docs/Features/Hashes`,
  anchor: 'nested-hashes',
  type: 'lvl2',
  content: null,
  hierarchy: {lvl0: 'Docs', lvl1: 'Hashes', lvl2: 'Nested hashes', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  _highlightResult: {hierarchy: {lvl0: {value: 'Docs'}, lvl1: {value: 'Hashes'}, lvl2: {value: 'Nested <mark>hashes</mark>'}}},
  _snippetResult: {},
};
const ANSWER = 'Nested hashes are compared key by key.';

test("ALGOLIA_ASSISTANT_ID: DocSearch asks Algolia's assistant, with that id, only when the reader asks", async ({page}) => {
  const seen: Array<{url: string; headers: Record<string, string>; body: string | null}> = [];
  // Every https request is Algolia's or refused: nothing reaches the network.
  await page.context().route(/^https:\/\//, async (route: Route) => {
    const request = route.request();
    const url = request.url();
    seen.push({url, headers: request.headers(), body: request.postData()});
    if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: {...CORS, 'access-control-allow-headers': '*'}});
    if (/\.algolia(net)?\.(net|com)\/1\/indexes\//.test(url) || url.includes('-dsn.algolia.net')) {
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: CORS,
        body: JSON.stringify({results: [{hits: [HIT], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, query: '', params: ''}]}),
      });
    }
    if (url === 'https://askai.algolia.com/chat/token') {
      return route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify({success: true, token: 'test-token'})});
    }
    if (url === 'https://askai.algolia.com/chat') {
      const events = [
        {type: 'start', messageId: 'm1'},
        {type: 'text-start', id: 't1'},
        {type: 'text-delta', id: 't1', delta: ANSWER},
        {type: 'text-end', id: 't1'},
        {type: 'finish'},
      ];
      return route.fulfill({
        status: 200,
        headers: {...CORS, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
        body: `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`,
      });
    }
    return route.abort();
  });

  await gotoHydrated(page, `${SITE}/katachi/`);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('how do nested hashes work');
  await expect(page.locator('.DocSearch-Hit').filter({hasText: 'Nested hashes'}).first()).toBeVisible();
  expect(
    seen.filter((s) => s.url.includes('askai')),
    'nothing goes to the assistant before asking',
  ).toEqual([]);

  // DocSearch's own "Ask AI" entry for the query.
  await page.locator('#docsearch-askAI-item-0').click();
  await expect(page.locator('.DocSearch-Modal').getByText(ANSWER)).toBeVisible();
  await expect(page.locator('.DocSearch-Modal').getByText('Answers are generated with AI which can make mistakes. Verify responses.')).toBeVisible();

  const token = seen.find((s) => s.url === 'https://askai.algolia.com/chat/token');
  expect(token?.headers['x-algolia-assistant-id']).toBe(ENV.ALGOLIA_ASSISTANT_ID);
  const chat = seen.find((s) => s.url === 'https://askai.algolia.com/chat');
  expect(chat?.headers['x-algolia-assistant-id']).toBe(ENV.ALGOLIA_ASSISTANT_ID);
  expect(chat?.headers['x-algolia-application-id']).toBe(ENV.ALGOLIA_APP_ID);
  expect(chat?.headers['x-algolia-index-name']).toBe(ENV.ALGOLIA_INDEX_NAME);
  expect(JSON.parse(chat?.body ?? '{}').messages[0].parts[0].text).toBe('how do nested hashes work');
  // Only Algolia's hosts were asked for anything.
  const hosts = [...new Set(seen.map((s) => new URL(s.url).hostname))];
  expect(
    hosts.every((h) => /(^|\.)algolia(net)?\.(net|com)$/.test(h)),
    hosts.join(', '),
  ).toBe(true);
  // Our own answer mode is not part of an Algolia build.
  await expect(page.locator('.katachi-answers-host')).toHaveCount(0);
});

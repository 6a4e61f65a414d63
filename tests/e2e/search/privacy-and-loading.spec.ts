import {test, expect} from '@playwright/test';
import {gotoHydrated, openModal, search, watchIndexRequests} from '../../support/search';
import {pageSettled, watchForeignRequests} from '../../support/site';

test('no index bytes are fetched before the reader shows intent', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await gotoHydrated(page, '/katachi/docs/Features/Hashes');
  await page.mouse.wheel(0, 800);
  await page.getByRole('link', {name: 'Arrays'}).first().click();
  await expect(page).toHaveURL(/Arrays$/);
  await pageSettled(page);
  expect(indexRequests).toEqual([]);

  // Hovering the search button is intent: the index starts downloading (the
  // manifest, this small site's whole vocabulary in parallel, then its section
  // vectors for the meaning layer).
  await page.locator('.DocSearch-Button').hover();
  await expect
    .poll(() => indexRequests.map((url) => new URL(url).pathname.split('/').pop()).sort())
    .toEqual(['index.json', 'm-0.json', 'v-all.json']);
});

test('the code that answers queries is fetched at intent, not with the page nor on the first key press', async ({page}) => {
  // That code's chunk, told by its export (webpack names chunks by number).
  const answering = /createLocalSearchClient:\(\)=>/;
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(new URL(request.url()).pathname)) scripts.add(request.url());
  });
  const answeringFetched = async () => {
    for (const url of scripts) if (answering.test(await (await page.request.get(url)).text())) return true;
    return false;
  };
  await gotoHydrated(page, '/katachi/docs/Features/Hashes');
  await pageSettled(page);
  expect(await answeringFetched()).toBe(false);
  // Hovering the search button is intent: the modal's code, and the code that answers with it,
  // so a cold first query waits on the index alone (BENCHMARKS.md, "A cold first query").
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(answeringFetched).toBe(true);
});

test('the shortcut alone is enough to load the index and search', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  const indexResponse = page.waitForResponse('**/search-index/index.json*');
  await openModal(page, 'ctrl-k');
  expect((await indexResponse).status()).toBe(200);
  await search(page, 'hash');
});

// Each page's own requests and resource hints: site/every-route.spec.ts.
test('local search makes zero requests to any other host: the index, the modal, opening a result, the search page', async ({page, baseURL}) => {
  const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
  await gotoHydrated(page, '/katachi/');
  await openModal(page, 'click');
  await search(page, 'hash');
  await page.keyboard.press('Enter');
  // The result's page and what it loads once there (highlighting, prefetches).
  await page.waitForLoadState('networkidle');
  await gotoHydrated(page, '/katachi/search?q=any_of');
  await expect(page.locator('main li').first()).toBeVisible();
  expect(foreign).toEqual([]);
  const html = await page.content();
  expect(html).not.toContain('algolia.net');
  expect(html).not.toContain('algolianet');
});

test('indexing and queries run in a Web Worker, off the main thread', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  expect(page.workers()).toHaveLength(0);
  const worker = page.waitForEvent('worker');
  await openModal(page, 'ctrl-k');
  expect((await worker).url()).toMatch(/\/katachi\/assets\/js\/.+\.js$/);
  await search(page, 'nullable');
  // The engine lives in the worker: the page's own scripts never built one.
  expect(await (await worker).evaluate(() => typeof (self as unknown as {onmessage: unknown}).onmessage)).toBe('function');
});

test('a query downloads only the parts of the split index it needs', async ({page}) => {
  const index = watchIndexRequests(page);
  const shards: string[] = [];
  page.on('request', (request) => {
    const match = /\/search-index\/[\w-]+\/([vpf]-[\w]+\.json)$/.exec(new URL(request.url()).pathname);
    if (match) shards.push(match[1]);
  });
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page, 'ctrl-k');
  // Intent fetched this small site's whole vocabulary (one file), nothing else.
  await expect.poll(() => shards).toEqual(['v-all.json']);
  await search(page, 'hash');
  // The vocabulary, the postings of the matching terms, and the fragments
  // holding the hits shown.
  expect(shards.filter((s) => s.startsWith('v-'))).toEqual(['v-all.json']);
  expect(shards.some((s) => s.startsWith('p-'))).toBe(true);
  expect(shards.some((s) => s.startsWith('f-'))).toBe(true);
  expect(new Set(shards).size).toBe(shards.length);
  // The first answer may come from the words alone and settle once the meaning layer
  // joins, or not at all if the reader is on the list; asked again, the query is answered
  // with the meaning layer at once, and fetches what that list shows.
  await index.quiet();
  await page.locator('.DocSearch-Input').fill('');
  await search(page, 'hash');
  await index.quiet();
  const before = shards.length;
  // From then on the same query is answered from what is already loaded.
  await page.locator('.DocSearch-Input').fill('');
  await search(page, 'hash');
  await index.quiet();
  expect(shards.length).toBe(before);
});

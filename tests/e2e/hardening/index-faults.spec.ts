import {test, expect, type APIResponse, type Page, type Route} from '@playwright/test';
import {expectSeeAllToMatchStatus, gotoHydrated, INDEX_PATTERN, openModal, SHARD_PATTERN} from '../../support/search';

type Fault = {name: string; fail: (route: Route) => Promise<void>};

/** The real index with its build id replaced by '0': a file from an older build. */
async function staleIndex(route: Route): Promise<void> {
  const response: APIResponse = await route.fetch();
  const file = await response.json();
  expect(typeof file.buildId).toBe('string');
  expect(file.buildId).not.toBe('0');
  await route.fulfill({response, json: {...file, buildId: '0'}});
}

// status.spec.ts (search) covers a network error, HTTP 500 and a truncated file in the modal.
const MODAL_FAULTS: Fault[] = [
  {name: 'HTTP 404', fail: (route) => route.fulfill({status: 404, contentType: 'text/html', body: '<h1>Not found</h1>'})},
  {
    name: 'an HTML page instead of JSON',
    fail: (route) => route.fulfill({status: 200, contentType: 'application/json', body: '<!DOCTYPE html><html><body>login</body></html>'}),
  },
  {name: 'JSON of another shape', fail: (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"hits":[]}'})},
  {name: 'an index from an older build', fail: staleIndex},
];

const PAGE_FAULTS: Fault[] = [
  {name: 'a network error', fail: (route) => route.abort('failed')},
  {name: 'HTTP 500', fail: (route) => route.fulfill({status: 500, body: 'boom'})},
  {
    name: 'a truncated index',
    fail: (route) => route.fulfill({status: 200, contentType: 'application/json', body: '{"version":1,"buildId":"x","rec'}),
  },
  ...MODAL_FAULTS,
];

function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const {name, fail} of MODAL_FAULTS) {
  test(`modal: the error screen after ${name}, then a working retry and normal searches`, async ({page}) => {
    const uncaught = uncaughtErrors(page);
    await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
    let failures = 0;
    await page.route(INDEX_PATTERN, (route) => {
      failures += 1;
      return fail(route);
    });
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('hash');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    expect(failures).toBeGreaterThan(0);

    await page.unroute(INDEX_PATTERN);
    await screen.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);

    // The next query is answered normally, and a result opens its page.
    await page.locator('.DocSearch-Input').fill('any_of');
    await expect(page.locator('.DocSearch-Hit-link[href*="/Features/AnyOf"]').first()).toBeVisible();
    const first = await page.locator('.DocSearch-Hit-link').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === first);
    expect(uncaught).toEqual([]);
  });
}

for (const {name, fail} of PAGE_FAULTS) {
  test(`/search page: "Unable to fetch results" after ${name}, then Try again shows results`, async ({page}) => {
    const uncaught = uncaughtErrors(page);
    await page.route(INDEX_PATTERN, fail);
    await gotoHydrated(page, '/katachi/search?q=hash');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
    await expect(page.locator('main li')).toHaveCount(0);

    await page.unroute(INDEX_PATTERN);
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('main li').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(/\d+ results? for "hash"/);

    // A new query on the same page is answered without downloading the manifest again.
    await page.locator('#search-page-input').fill('any_of');
    await expect(page.locator('main')).toContainText(/results? for "any_of"/);
    await expect(page.locator('main li a[href*="/Features/AnyOf"]').first()).toBeVisible();
    expect(uncaught).toEqual([]);
  });
}

// The split index: a query downloads shards after the manifest. A shard that
// fails is the same fault to the reader, and the retry fetches only it again.
const SHARD_FAULTS: Fault[] = [
  {name: 'a network error', fail: (route) => route.abort('failed')},
  {name: 'HTTP 500', fail: (route) => route.fulfill({status: 500, body: 'boom'})},
  {name: 'a truncated file', fail: (route) => route.fulfill({status: 200, contentType: 'application/json', body: '[["has'})},
];

for (const {name, fail} of SHARD_FAULTS) {
  test(`modal: a shard download failing with ${name} shows the error screen; Try again recovers`, async ({page}) => {
    const uncaught = uncaughtErrors(page);
    await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
    const failed: string[] = [];
    await page.route(SHARD_PATTERN, (route) => {
      failed.push(route.request().url());
      return fail(route);
    });
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('hash');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    expect(failed.length).toBeGreaterThan(0);
    // Shards live in the build's own folder next to the manifest.
    expect(failed[0]).toMatch(/\/katachi\/search-index\/[\w-]+\/[vpf]-[\w]+\.json$/);

    await page.unroute(SHARD_PATTERN);
    await screen.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('[data-testid="search-status"]')).toHaveText(/^\d+ results? for "hash"$/);
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.locator('.DocSearch-Input').fill('nullable');
    await expect(page.locator('[data-testid="search-status"]')).toHaveText(/^\d+ results? for "nullable"$/);
    expect(uncaught).toEqual([]);
  });
}

test('modal: after Try again, "See all N results" offers the count of the query on screen', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  const status = page.locator('[data-testid="search-status"]');
  const input = page.locator('.DocSearch-Input');
  await input.fill('compare');
  await expect(status).toHaveText(/^\d+ results? for "compare"$/);
  // The next query's shards fail: the error screen, then a retry in a modal mounted afresh.
  await page.route(SHARD_PATTERN, (route) => route.abort('failed'));
  await input.fill('nullable');
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('Unable to fetch results');
  await page.unroute(SHARD_PATTERN);
  await screen.getByRole('button', {name: 'Try again'}).click();
  await expect(status).toHaveText(/^\d+ results? for "nullable"$/);
  await expectSeeAllToMatchStatus(page);
});

test('/search page: a failing shard shows "Unable to fetch results"; Try again shows results', async ({page}) => {
  const uncaught = uncaughtErrors(page);
  await page.route(SHARD_PATTERN, (route) => route.fulfill({status: 503, body: 'busy'}));
  await gotoHydrated(page, '/katachi/search?q=hash');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await page.unroute(SHARD_PATTERN);
  await alert.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('main')).toContainText(/\d+ results? for "hash"/);
  await expect(page.locator('main li').first()).toBeVisible();
  expect(uncaught).toEqual([]);
});

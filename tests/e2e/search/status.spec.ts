import {test, expect} from '@playwright/test';
import {gotoHydrated, holdIndex, INDEX_PATTERN, openModal, search} from '../../support/search';

test('a slow index shows the stalled state, then the results', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  const index = await holdIndex(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('hash');
  await index.requested;
  // DocSearch marks the container stalled after 300 ms without an answer.
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  index.release();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Container--Stalled')).toHaveCount(0);
});

for (const [name, fail] of [
  ['a network error', (route: import('@playwright/test').Route) => route.abort('failed')],
  ['HTTP 500', (route: import('@playwright/test').Route) => route.fulfill({status: 500, body: 'boom'})],
  [
    'a truncated index',
    (route: import('@playwright/test').Route) =>
      route.fulfill({status: 200, contentType: 'application/json', body: '{"version":1,"buildId":"x","rec'}),
  ],
] as const) {
  test(`the error screen, then a working retry, after ${name}`, async ({page}) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
    await page.route(INDEX_PATTERN, fail);
    await openModal(page);
    await page.locator('.DocSearch-Input').fill('hash');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    await expect(page.locator('.DocSearch-NoResults')).toBeHidden();

    await page.unroute(INDEX_PATTERN);
    await screen.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Input')).toHaveValue('hash');
    expect(uncaught).toEqual([]);
  });
}

test('offline, a query that needs new index files fails at once without asking the network; back online, search recovers by itself', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  await search(page, 'hash');
  await context.setOffline(true);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) asked.push(request.url());
  });
  await page.locator('.DocSearch-Input').pressSequentially(' diagnostics', {delay: 30});
  const screen = page.locator('.DocSearch-ErrorScreen');
  await expect(screen).toContainText('Unable to fetch results');
  expect(asked, 'no request per key while the browser is offline').toEqual([]);

  // No press of Try again: the browser's "online" event asks again.
  await context.setOffline(false);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(screen).toHaveCount(0);
  await expect(page.locator('.DocSearch-Input')).toHaveValue('hash diagnostics');
});

test('/search: offline, then back online, the results come by themselves', async ({page, context}) => {
  await gotoHydrated(page, '/katachi/search?q=hash');
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await context.setOffline(true);
  await page.locator('#search-page-input').press('End');
  await page.locator('#search-page-input').pressSequentially(' diagnostics', {delay: 30});
  await expect(page.locator('main [role="alert"]')).toBeVisible();
  await context.setOffline(false);
  await expect(page.locator('main [role="alert"]')).toHaveCount(0);
  await expect(page.locator('main ol > li').first()).toBeVisible();
});

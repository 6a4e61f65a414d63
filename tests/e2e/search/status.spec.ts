import {test, expect} from '@playwright/test';
import {gotoHydrated, holdIndex, INDEX_PATTERN, openModal} from '../../support/search';

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

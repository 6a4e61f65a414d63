import {expect, test} from '@playwright/test';
import {BASE, desktopSidebar, documentTitle, waitForHydration} from '../../support/site';

// Each route's title, sidebar, page errors and more: every-route.spec.ts.

test('docs sidebar keeps Features and Integrations expanded, in order', async ({page}) => {
  await page.goto(`${BASE}/docs/WhatIsKatachi`);
  const sidebar = desktopSidebar(page);
  const topLevel = sidebar.locator(':scope > ul > li');
  await expect(topLevel).toHaveCount(5);
  const topLabels = (await topLevel.locator(':scope > a, :scope > div > a').allTextContents()).map((t) => t.trim());
  expect(topLabels).toEqual(['What is Katachi', 'Getting Started', 'Features', 'Integrations', 'FAQ']);

  for (const [category, count] of [
    ['Features', 7],
    ['Integrations', 2],
  ] as const) {
    const item = topLevel.filter({has: page.locator(':scope > div > a', {hasText: category})});
    await expect(item.locator(':scope > div > a')).toHaveAttribute('aria-expanded', 'true');
    const children = item.locator(':scope > ul > li > a');
    await expect(children).toHaveCount(count);
    for (const child of await children.all()) await expect(child).toBeVisible();
  }
});

test.describe('unknown paths', () => {
  for (const path of [`${BASE}/nope`, `${BASE}/docs/nope`]) {
    test(`${path} shows the not-found page`, async ({page}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
      await expect(page).toHaveTitle(documentTitle('Page Not Found'));
      // The layout is still there, so the reader can navigate away.
      await expect(page.locator('nav.navbar a.navbar__brand')).toHaveAttribute('href', `${BASE}/`);
    });
  }
});

test.describe('a URL that is not a page still reaches the docs', () => {
  test('a page named in another case is that page (the router matches paths in any case)', async ({page}) => {
    await page.goto(`${BASE}/docs/features/hashes`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Hashes'})).toBeVisible();
  });

  test('the docs folder goes to the first page', async ({page}) => {
    await page.goto(`${BASE}/docs/`);
    await expect(page).toHaveURL(`${BASE}/docs/WhatIsKatachi`);
  });

  test('a folder lists its pages; a typo is offered the closest page and a search', async ({page}) => {
    await page.goto(`${BASE}/docs/Integrations/`);
    await waitForHydration(page);
    const offered = page.getByRole('main').getByRole('listitem');
    // Each by its title (read from llms.txt), linking to its page.
    await expect(offered).toHaveText(['Minitest Integration', 'RSpec Integration']);
    const hrefs = await offered.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([`${BASE}/docs/Integrations/MinitestIntegration`, `${BASE}/docs/Integrations/RSpecIntegration`]);

    await page.goto(`${BASE}/docs/Features/Hashs`);
    await waitForHydration(page);
    await expect(offered).toHaveText(['Hashes']);
    await page.getByRole('link', {name: 'Search the docs for “hashs”'}).click();
    await expect(page).toHaveURL(`${BASE}/search?q=hashs`);
  });

  test('outside the docs too, closest first; without llms.txt the pages are offered by their paths', async ({page}) => {
    await page.goto(`${BASE}/hash`);
    await waitForHydration(page);
    const offered = page.getByRole('main').getByRole('listitem');
    await expect(offered).toHaveText(['Hashes', 'Hash Comparison Design']);

    await page.route('**/llms.txt', (route) => route.abort('internetdisconnected'));
    // Read once the fetch has failed: before it, paths show whether or not titles follow.
    const llmsTxtFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/llms.txt'));
    await page.goto(`${BASE}/docs/Features/Hashs`);
    await waitForHydration(page);
    await llmsTxtFailed;
    await expect(offered).toHaveText([`${BASE}/docs/Features/Hashes`]);
    await expect(offered.getByRole('link')).toHaveAttribute('href', `${BASE}/docs/Features/Hashes`);
  });
});

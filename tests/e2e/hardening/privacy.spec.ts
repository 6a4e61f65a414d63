import {test, expect} from '@playwright/test';
import {DOC_ROUTES} from '../../support/site';
import {gotoHydrated, openModal, search} from '../../support/search';

test('no page of the site makes a request to any other host, nor prepares one', async ({page, baseURL}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(`${url} (from ${page.url()})`);
  });
  const paths = ['/katachi/', ...DOC_ROUTES.map((r) => r.path), '/katachi/search?q=hash', '/katachi/docs/no-such-page'];
  for (const path of paths) {
    await gotoHydrated(page, path);
    // Lazily loaded images and anything deferred.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    const hints = await page.locator('link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prefetch"], link[rel~="preload"]').evaluateAll((links) =>
      links.map((l) => (l as HTMLLinkElement).href),
    );
    for (const href of hints) expect(href.startsWith(origin), `resource hint to another host on ${path}: ${href}`).toBe(true);
  }
  // And while searching (the index, the modal's code) and opening a result.
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page, 'click');
  await search(page, 'hash');
  await page.keyboard.press('Enter');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

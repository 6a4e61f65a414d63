import {test, expect} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {chunkGlobOf} from './support';

test('a slow route change shows the top progress bar, which goes away once the page is shown', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/FAQ');
  // The next page's content chunk (prefetched or not: routing bypasses the cache), held
  // until the test has seen the bar: a slow network, however busy the machine.
  let delayed = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(await chunkGlobOf(page, '@site/docs/Features/Hashes.md'), async (route) => {
    delayed += 1;
    await gate;
    await route.continue();
  });

  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  // nprogress starts 200 ms after a change to another path.
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  await expect(page.locator('article h1')).toHaveText('FAQ');
  expect(delayed).toBeGreaterThan(0);
  release();

  await expect(page.locator('article h1')).toHaveText('Hashes', {timeout: 10_000});
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('a change of hash only never starts the progress bar', async ({page}) => {
  // The page's timers run on a clock the test moves on: Docusaurus starts the bar after a delay.
  await page.clock.install();
  await gotoHydrated(page, '/katachi/docs/Features/Hashes');
  await page.evaluate(() => {
    const w = window as unknown as {__sawProgress: boolean};
    w.__sawProgress = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) w.__sawProgress = true;
    }).observe(document.documentElement, {childList: true, subtree: true});
  });
  const tocLink = page.locator('.table-of-contents a').nth(1);
  await tocLink.click();
  await expect(page).toHaveURL(/#/);
  // Past the delay after which a route change would show the bar.
  await page.clock.runFor(600);
  expect(await page.evaluate(() => (window as unknown as {__sawProgress: boolean}).__sawProgress)).toBe(false);
});

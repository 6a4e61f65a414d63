import {test, expect} from '@playwright/test';
import {gotoPainted, holdMainBundle} from '../../support/search';

/**
 * On a slow phone the page is painted well before its script runs. A tap on a button in
 * that time is kept and answered once the page hydrates (plugins/pageSpeed/client/earlyTaps.ts),
 * instead of doing nothing. The search button keeps its own (tests/e2e/search/before-hydration.spec.ts).
 */

test('on a phone, the menu tapped before hydration opens once it has, tapped twice or not', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  const release = await holdMainBundle(page);
  await gotoPainted(page, '/katachi/docs/Features/Hashes');
  const toggle = page.locator('button.navbar__toggle');
  await toggle.click();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-busy', 'true');
  await expect(toggle).toHaveCSS('cursor', 'progress');
  await expect(page.locator('.navbar-sidebar')).not.toBeVisible();
  release();
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Hashes'}).first()).toBeVisible();
  await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  await expect(toggle).not.toHaveCSS('cursor', 'progress');
});

test('"Open in…" tapped before hydration shows its links once the page has hydrated', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page, '/katachi/docs/Features/Hashes');
  const openIn = page.getByRole('button', {name: 'Open in…'});
  await openIn.click();
  release();
  await expect(openIn).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', {name: /^Open in (ChatGPT|Claude)/}).first()).toBeVisible();
});

/**
 * A printed doc page (static/css/print.css, linked with media="print"): its
 * text and code, without the controls that do nothing on paper, and code that
 * wraps instead of running off the page. On screen nothing changes.
 */
import {expect, test} from '@playwright/test';
import {BASE} from '../../support/site';
import {gotoHydrated} from '../../support/search';
import {RUN_NAME} from '../examples/support';

test('printed, a doc page leaves out Copy page, Run and the navbar, keeps its text, and wraps its code', async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/GettingStarted`);
  const copy = page.getByRole('button', {name: 'Copy page'});
  const run = page.getByRole('button', {name: RUN_NAME});
  const code = page.locator('article pre').first();
  await expect(copy).toBeVisible();
  await expect(code).toHaveCSS('white-space', 'pre');
  // Run is there when the site was built with the gem beside it (KATACHI_PATH).
  const withRun = (await run.count()) > 0;

  await page.emulateMedia({media: 'print'});
  await expect(copy).toBeHidden();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeHidden();
  if (withRun) await expect(run.first()).toBeHidden();
  await expect(page.locator('nav.navbar')).toBeHidden();
  await expect(code).toHaveCSS('white-space', 'pre-wrap');
  await expect(page.locator('article h1')).toHaveText('Getting Started');
  await expect(code).toBeVisible();

  await page.emulateMedia({media: 'screen'});
  await expect(copy).toBeVisible();
  await expect(code).toHaveCSS('white-space', 'pre');
});

test('printed from the dark theme, text and code are dark on the white paper', async ({page}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, `${BASE}/docs/GettingStarted`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({media: 'print'});
  // #1c1e21, the light theme's text colour, for the body, a heading and a code token.
  const dark = 'rgb(28, 30, 33)';
  await expect(page.locator('article p').first()).toHaveCSS('color', dark);
  await expect(page.locator('article h2').first()).toHaveCSS('color', dark);
  await expect(page.locator('article pre span[class*="token"]').first()).toHaveCSS('color', dark);
});

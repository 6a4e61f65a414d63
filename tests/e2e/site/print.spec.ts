/**
 * A printed doc page (static/css/print.css, linked with media="print"): its
 * text and code, without the controls that do nothing on paper, and code that
 * wraps instead of running off the page. On screen nothing changes.
 */
import {expect, test} from '@playwright/test';
import {BASE} from '../../support/site';
import {gotoHydrated} from '../../support/search';

test('printed, a doc page leaves out Copy page, Run and the navbar, keeps its text, and wraps its code', async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/GettingStarted`);
  const copy = page.getByRole('button', {name: 'Copy page'});
  const run = page.getByRole('button', {name: 'Run', exact: true});
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

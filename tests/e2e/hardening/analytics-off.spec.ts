/**
 * The default build (no analytics configured): no "Was this page helpful?",
 * and the events the site's parts dispatch go nowhere: no request leaves
 * for any other host. (The bundle check is in bundle-secrets.spec.ts.)
 */
import {test, expect} from '@playwright/test';
import {BASE, pageSettled} from '../../support/site';
import {gotoHydrated, openModal, search} from '../../support/search';

test.skip(!!(process.env.ANALYTICS_ENDPOINT || process.env.ANALYTICS_PROVIDER), 'this build was made with analytics on');

test('unconfigured: no feedback control, and searching, opening a result or answering sends nothing anywhere', async ({page, baseURL}) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) foreign.push(request.url());
  });
  // Timers the test moves on: a debounced send would be due by the end.
  await page.clock.install();
  await gotoHydrated(page, `${BASE}/docs/Features/Arrays`);
  await expect(page.locator('article')).toBeVisible();
  await expect(page.getByText('Was this page helpful?')).toHaveCount(0);
  await openModal(page);
  await search(page, 'hash');
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().click();
  await expect(page).not.toHaveURL(/Arrays$/);
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('katachi:analytics', {detail: {name: 'answer_feedback', props: {helpful: true, question: 'q'}}})),
  );
  await page.clock.runFor(1_000);
  await pageSettled(page);
  expect(foreign).toEqual([]);
});

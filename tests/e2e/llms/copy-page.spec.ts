/**
 * "Copy page" and "View as Markdown" on the doc pages: what lands in the
 * clipboard, keyboard use, failure messages, no request to another host, axe.
 */
import {expect, test, type Page} from '@playwright/test';
import {BASE, DOC_ROUTES} from '../../support/site';
import {gotoHydrated} from '../../support/search';
import {MODES, WIDTHS, axeFindings, expectNoFindings, gotoInMode, AXE_TEST_TIMEOUT} from '../a11y/axe';

const HASHES = `${BASE}/docs/Features/Hashes`;
const markdownUrl = (route: string) => (route.endsWith('/') ? `${route}index.md` : `${route}.md`);

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const viewLink = (page: Page) => page.getByRole('link', {name: 'View as Markdown'});
const status = (page: Page) => page.locator('article').getByRole('status');

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
});

/** Every request the page makes to a host other than the site's. */
function foreignRequests(page: Page, baseURL: string): string[] {
  const foreign: string[] = [];
  const own = new URL(baseURL).host;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && url.host !== own) foreign.push(request.url());
  });
  return foreign;
}

test('every doc page has both controls, the link pointing at its own Markdown copy', async ({page}) => {
  test.setTimeout(120_000);
  for (const route of DOC_ROUTES) {
    await gotoHydrated(page, route.path);
    await expect(copyButton(page), route.path).toBeVisible();
    await expect(viewLink(page), route.path).toHaveAttribute('href', markdownUrl(route.path));
  }
});

test('Copy page puts the page Markdown in the clipboard, says so, and asks no other host', async ({page, request, baseURL}) => {
  const foreign = foreignRequests(page, baseURL!);
  await gotoHydrated(page, HASHES);
  const expected = await (await request.get(markdownUrl(HASHES))).text();
  expect(expected).toMatch(/^# Hashes\n/);

  await copyButton(page).click();
  await expect(status(page)).toHaveText('Page copied as Markdown.');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  // The label comes back for the next copy.
  await expect(copyButton(page)).toBeVisible({timeout: 5_000});
  expect(foreign).toEqual([]);
});

test('works from the keyboard: Tab to Copy page and press Enter, then to View as Markdown', async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/FAQ`);
  await page.evaluate(() => navigator.clipboard.writeText('old clipboard'));
  // Start from the element just before the controls and Tab forward, as a keyboard user would.
  await page.locator('nav[aria-label="Breadcrumbs"] a').last().focus();
  await page.keyboard.press('Tab');
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Page copied as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# FAQ\n/);

  await page.keyboard.press('Tab');
  await expect(viewLink(page)).toBeFocused();
  const [response] = await Promise.all([page.waitForResponse(`**${markdownUrl(`${BASE}/docs/FAQ`)}`), page.keyboard.press('Enter')]);
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^# FAQ\n/);
});

test('a missing Markdown copy gives a clear message, and the clipboard is left alone', async ({page}) => {
  await page.route(`**${markdownUrl(HASHES)}`, (route) => route.fulfill({status: 404, body: 'not here'}));
  await gotoHydrated(page, HASHES);
  await page.evaluate(() => navigator.clipboard.writeText('kept'));
  await copyButton(page).click();
  await expect(status(page)).toHaveText(/^Could not copy the page: this page has no Markdown copy here/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kept');
  await expect(copyButton(page)).toBeEnabled();
});

test('a clipboard the browser refuses gives a clear message', async ({page}) => {
  await gotoHydrated(page, HASHES);
  await page.evaluate(() => {
    const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'write', {value: refuse});
    Object.defineProperty(navigator.clipboard, 'writeText', {value: refuse});
  });
  await copyButton(page).click();
  await expect(status(page)).toHaveText(/^Could not copy the page: the browser did not allow writing to the clipboard/);
});

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`axe finds nothing on a doc page with the controls and their message, ${mode}, ${width.viewport.width} px`, async ({page}) => {
      test.setTimeout(AXE_TEST_TIMEOUT);
      await page.setViewportSize(width.viewport);
      // A short page: the controls are the same on every page, and axe is slow on long ones.
      await gotoInMode(page, `${BASE}/docs/Contributing/SECURITY`, mode);
      await copyButton(page).click();
      await expect(status(page)).toHaveText('Page copied as Markdown.');
      expectNoFindings(await axeFindings(page, `${mode} ${width.name}`));
    });
  }
}

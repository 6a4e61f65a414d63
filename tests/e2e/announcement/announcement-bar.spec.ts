/**
 * The announcement bar: absent from the default build; with ANNOUNCEMENT_* set
 * (set in the `algolia` build variant, which shares its build with it, served
 * on a port of its own: tests/support/variants.ts) it shows, closes, stays
 * closed across reloads and pages, shows again for a new announcement id, and
 * leaves everything else a reader saved alone.
 */
import {expect, test, type Page} from '@playwright/test';
import {serveVariant, type ExtraBuild} from '../../support/extraBuild';
import {ANNOUNCEMENT_SITE_PORT} from '../../support/variants';
import {BASE, hydrated} from '../../support/site';
import {AXE_TEST_TIMEOUT, MODES, WIDTHS, axeFindings, expectNoFindings} from '../a11y/axe';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

let build: ExtraBuild;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(900_000);
  build = await serveVariant('algolia', ANNOUNCEMENT_SITE_PORT);
});

test.afterAll(async () => {
  await build?.stop();
});

const bar = (page: Page) => page.locator('.theme-announcement-bar');

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${build.site}${path}`);
  await hydrated(page);
}

test('the default build has no announcement bar', async ({page, baseURL}) => {
  await page.goto(`${baseURL}${BASE}/docs/FAQ`);
  await hydrated(page);
  await expect(bar(page)).toHaveCount(0);
});

test('configured: the text (escaped, as plain text) and its link show on every page', async ({page}) => {
  for (const path of [`${BASE}/`, `${BASE}/docs/Features/Hashes`]) {
    await open(page, path);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('Katachi <1.0> is being documented here & now');
    await expect(bar(page).getByRole('link', {name: 'Read the FAQ'})).toHaveAttribute('href', '/katachi/docs/FAQ');
    await expect(bar(page).locator('b, script')).toHaveCount(0);
  }
});

test('closing it lasts across reloads and pages; colour mode and other saved state are kept', async ({page}) => {
  await open(page, `${BASE}/docs/FAQ`);
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('reader.saved', 'keep me');
  });
  await open(page, `${BASE}/docs/FAQ`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(bar(page)).toBeVisible();

  await bar(page).getByRole('button', {name: 'Close'}).click();
  await expect(bar(page)).toBeHidden();

  await page.reload();
  await hydrated(page);
  await expect(bar(page)).toBeHidden();
  await open(page, `${BASE}/docs/Features/Arrays`);
  await expect(bar(page)).toBeHidden();

  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => ({...localStorage}))).toEqual({
    theme: 'dark',
    'reader.saved': 'keep me',
    [DISMISS_KEY]: 'true',
    [ID_KEY]: 'announcement-test-1',
  });
});

test('a reader who closed an earlier announcement sees a new one (new id), and can close it too', async ({page}) => {
  await open(page, `${BASE}/docs/FAQ`);
  // What the storage holds after closing the previous announcement.
  await page.evaluate(
    ([dismissKey, idKey]) => {
      localStorage.clear();
      localStorage.setItem(idKey!, 'announcement-old');
      localStorage.setItem(dismissKey!, 'true');
      localStorage.setItem('theme', 'dark');
    },
    [DISMISS_KEY, ID_KEY],
  );
  await open(page, `${BASE}/docs/FAQ`);
  await expect(bar(page)).toBeVisible();

  await bar(page).getByRole('button', {name: 'Close'}).click();
  await page.reload();
  await hydrated(page);
  await expect(bar(page)).toBeHidden();
  expect(await page.evaluate((idKey) => localStorage.getItem(idKey), ID_KEY)).toBe('announcement-test-1');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the close button works from the keyboard', async ({page}) => {
  await open(page, `${BASE}/docs/FAQ`);
  await page.evaluate(() => localStorage.clear());
  await open(page, `${BASE}/docs/FAQ`);
  const close = bar(page).getByRole('button', {name: 'Close'});
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(bar(page)).toBeHidden();
});

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`axe finds nothing with the bar shown, ${mode}, ${width.viewport.width} px`, async ({page}) => {
      test.setTimeout(AXE_TEST_TIMEOUT);
      await page.setViewportSize(width.viewport);
      await open(page, `${BASE}/docs/Contributing/SECURITY`);
      await page.evaluate((m) => {
        localStorage.clear();
        localStorage.setItem('theme', m);
      }, mode);
      await open(page, `${BASE}/docs/Contributing/SECURITY`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(bar(page)).toBeVisible();
      expectNoFindings(await axeFindings(page, `${mode} ${width.name}`));
    });
  }
}

/**
 * WCAG 2.5.3 Label in Name on every route: the navbar search button's name
 * contains the text it shows ("Search Ctrl K" on a desktop), checked with
 * axe's experimental label-content-name-mismatch rule; at phone width, where
 * only its icon shows, it must still be named (button-name).
 */
import {expect, test} from '@playwright/test';
import {AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, ROUTES, WIDTHS} from './axe';

const RULES = ['label-content-name-mismatch', 'button-name'];

const [DESKTOP, PHONE] = WIDTHS;

test.describe('label in name at desktop width', () => {
  test.use({viewport: DESKTOP.viewport});
  test.describe.configure({timeout: AXE_TEST_TIMEOUT});
  for (const route of ROUTES) {
    test(`${route.path}: the search button's name contains its visible text`, async ({page}) => {
      await gotoInMode(page, route.path, 'light');
      await route.ready?.(page);
      const button = page.locator('.DocSearch-Button');
      // Named by its content: DocSearch's "Search (Control+k)" label is removed.
      expect(await button.getAttribute('aria-label')).toBeNull();
      await expect(button.locator('.DocSearch-Button-Placeholder')).toBeVisible();
      await expect(page.getByRole('button', {name: /^Search\b/})).toHaveCount(1);
      expectNoFindings(await axeFindings(page, `${route.path} ${DESKTOP.viewport.width}px`, RULES));
    });
  }
});

test('at phone width, where only its icon shows, the search button is still named "Search"', async ({page}) => {
  test.setTimeout(AXE_TEST_TIMEOUT);
  await page.setViewportSize(PHONE.viewport);
  await gotoInMode(page, ROUTES[0].path, 'light');
  await expect(page.getByRole('button', {name: /^Search\b/})).toHaveCount(1);
  expectNoFindings(await axeFindings(page, `${ROUTES[0].path} ${PHONE.viewport.width}px`, RULES));
});

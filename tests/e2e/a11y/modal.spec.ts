/**
 * axe-core with every rule (experimental ones included: nested-interactive,
 * label-content-name-mismatch, …) on the search modal's screens (the start
 * screen empty and with saved searches, results, relaxed results, no
 * results), in light and dark mode, at desktop and phone width. The AAA contrast rule (color-contrast-enhanced, 7:1) is held to
 * the modal itself: the page behind it keeps the site's AA palette (sidebar
 * grey, the Prism code themes), which the AA rule checks everywhere.
 */
import {expect, test, type Page} from '@playwright/test';
import {favoriteSearchesKey, openModal, recentSearchesKey, search} from '../../support/search';
import {BASE} from '../../support/site';
import {ALL_AXE_RULES, AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, MODES, WIDTHS, type Finding} from './axe';

const AAA_CONTRAST = 'color-contrast-enhanced';
const PAGE_RULES = ALL_AXE_RULES.filter((rule) => rule !== AAA_CONTRAST);

const SCREENS: {name: string; show: (page: Page) => Promise<void>}[] = [
  {
    name: 'empty start screen',
    show: async (page) => {
      await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
    },
  },
  {
    // Recent and favourite searches, each with its Save / Remove buttons inside the option.
    name: 'start screen with saved searches',
    show: async (page) => {
      // Each mode starts from none saved (storage outlives the reload between modes).
      await page.keyboard.press('Escape');
      await page.evaluate((keys) => keys.forEach((key) => localStorage.removeItem(key)), [recentSearchesKey(), favoriteSearchesKey()]);
      await openModal(page);
      for (const query of ['nullable', 'uuid']) {
        await search(page, query);
        const href = (await page.locator('.DocSearch-Hit-link[aria-selected="true"]').getAttribute('href'))!;
        await page.keyboard.press('Enter');
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
        // The result's page itself, not the page it was chosen on (both have an article h1).
        await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
        await expect(page.locator('article h1')).toBeVisible();
        await openModal(page);
      }
      await page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).getByTitle('Save this search').first().click();
      await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).getByRole('option')).not.toHaveCount(0);
      await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).getByRole('option')).not.toHaveCount(0);
    },
  },
  {
    name: 'results for "hash"',
    show: async (page) => {
      await search(page, 'hash');
      await expect(page.locator('.DocSearch-HitsFooter')).toBeVisible();
    },
  },
  {
    // The relaxed notice and each result's "Missing: …" line (one result selected).
    name: 'relaxed results for "regex xylophone"',
    show: async (page) => {
      await search(page, 'regex xylophone');
      await expect(page.locator('[data-testid="relaxed-query"]')).toBeVisible();
      await page.locator('.DocSearch-Input').press('ArrowDown');
      await expect(page.locator('.DocSearch-Hit a[aria-selected="true"] [data-testid="missing-words"]')).toBeVisible();
    },
  },
  {
    name: 'no results for "qqzzxxv"',
    show: async (page) => {
      await page.locator('.DocSearch-Input').fill('qqzzxxv');
      await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    },
  },
];

for (const width of WIDTHS) {
  test.describe(`axe on the search modal at ${width.name} width (${width.viewport.width}px)`, () => {
    test.use({viewport: width.viewport});
    test.describe.configure({timeout: AXE_TEST_TIMEOUT});

    for (const screen of SCREENS) {
      test(`${screen.name} has no violations in light and dark mode`, async ({page}) => {
        const findings: Finding[] = [];
        for (const mode of MODES) {
          await test.step(`${mode} mode`, async () => {
            await gotoInMode(page, `${BASE}/docs/WhatIsKatachi`, mode);
            await openModal(page);
            await screen.show(page);
            const where = `modal: ${screen.name}, ${mode} ${width.viewport.width}px`;
            findings.push(...(await axeFindings(page, where, {rules: PAGE_RULES})));
            findings.push(...(await axeFindings(page, where, {rules: [AAA_CONTRAST], include: '.DocSearch-Modal'})));
          });
        }
        expectNoFindings(findings);
      });
    }
  });
}

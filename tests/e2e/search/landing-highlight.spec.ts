import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, openModal, search} from '../../support/search';

const highlightedWords = (page: Page) =>
  page.evaluate(() => {
    const highlight = (CSS as unknown as {highlights: Map<string, Set<Range>>}).highlights.get('katachi-search');
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  });

test('opening a result highlights the matched words on the landing page; the control clears them', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  await search(page, 'nullable');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#nullable-values$/);
  await expect.poll(() => highlightedWords(page).then((w) => w.length)).toBeGreaterThan(0);
  const words = await highlightedWords(page);
  // Whole words and identifiers containing the word (`nullable_string`) both count.
  expect(words.filter((w) => !/nullable/i.test(w))).toEqual([]);
  expect(words.some((w) => /^nullable$/i.test(w))).toBe(true);

  const control = page.getByRole('button', {name: /Clear search highlights \(\d+\)/});
  await expect(control).toBeVisible();
  await control.click();
  expect(await highlightedWords(page)).toEqual([]);
  await expect(control).toHaveCount(0);
});

test('the highlight is dropped on the next navigation, and not repeated on reload', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=forbidding');
  await page.locator('main ol > li h2 a').first().click();
  await expect(page).toHaveURL(/Hashes#forbidding-a-key$/);
  await expect.poll(() => highlightedWords(page).then((w) => w.length)).toBeGreaterThan(0);
  await page.getByRole('link', {name: 'Arrays', exact: true}).first().click();
  await expect(page).toHaveURL(/Arrays$/);
  expect(await highlightedWords(page)).toEqual([]);
  await expect(page.getByRole('button', {name: /Clear search highlights/})).toHaveCount(0);

  await page.goBack();
  await page.reload();
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  expect(await highlightedWords(page)).toEqual([]);
});

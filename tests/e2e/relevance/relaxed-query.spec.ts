/**
 * When no section has every word of a query, the engine relaxes it; the modal
 * and the /search page then say the results are for fewer words,
 * and each result found without some words says which ("Missing: …").
 */
import {test, expect} from '@playwright/test';
import {gotoHydrated, meaningJoined, openModal} from '../../support/search';

// Every result lacks the same word: the notice can name the words kept.
const UNIFORM = 'regex xylophone';
// Results lack different words (some "nested", some "lambda"): the notice must not name any.
const MIXED = 'nested lambda xylophone';
const missing = (page: import('@playwright/test').Page, where: string, words: string) =>
  page.locator(`${where} [data-testid="missing-words"]`, {hasText: `Missing: ${words}`}).first();
const MIXED_NOTICE = 'No result had every word: each result shows the words it is missing.';

test('the modal says when results are for fewer words than were typed, and only then', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  const notice = page.locator('[data-testid="relaxed-query"]');
  const hits = page.locator('.DocSearch-Hit');

  await input.fill(UNIFORM);
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/results? for "regex xylophone"/);
  await meaningJoined(page);
  await expect(notice).toHaveText('Showing results for "regex": no results had every word.');
  await expect(notice.locator('strong')).toHaveText('regex');
  // Above the results, inside the list DocSearch draws.
  const [noticeBox, hitBox] = await Promise.all([notice.boundingBox(), hits.first().boundingBox()]);
  expect(noticeBox!.y).toBeLessThan(hitBox!.y);
  // Each word result says what it lacks, inside its link (part of the option's name). Results
  // found by meaning alone are grouped under "Related by meaning" instead, and the notice leaves
  // them out (this query may have some).
  const wordHits = page
    .locator('.DocSearch-Hits')
    .filter({hasNot: page.locator('.DocSearch-Hit-source', {hasText: 'Related by meaning'})})
    .locator('.DocSearch-Hit');
  const count = await wordHits.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) await expect(wordHits.nth(i).locator('a [data-testid="missing-words"]')).toHaveText('Missing: xylophone');

  await input.fill(MIXED);
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/results? for "nested lambda xylophone"/);
  await expect(notice).toHaveText(MIXED_NOTICE);
  await expect(missing(page, '.DocSearch-Hit', 'nested xylophone')).toBeVisible();
  await expect(missing(page, '.DocSearch-Hit', 'lambda xylophone')).toBeVisible();

  // A query the first hits fully match: no notice, and no missing words on them
  // (the few sections with every word are followed by some with most of them, which do say so).
  await input.fill('nested hashes');
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/results? for "nested hashes"$/);
  await expect(notice).toHaveCount(0);
  await expect(hits.first()).toBeVisible();
  await expect(hits.first().locator('[data-testid="missing-words"]')).toHaveCount(0);
});

test('a recent search chosen from relaxed results shows no stale "Missing" line', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await input.fill(UNIFORM);
  await expect(page.locator('.DocSearch-Hit [data-testid="missing-words"]').first()).toBeVisible();
  await input.press('Enter');
  await page.waitForURL(/regular-expression-shapes|#/);
  await openModal(page);
  // The start screen lists the recent search (the hit as it was stored), without a query's missing words.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('[data-testid="missing-words"]')).toHaveCount(0);
});

test('the /search page says so too', async ({page}) => {
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent(UNIFORM)}`);
  await expect(page.locator('[data-testid="relaxed-query"]')).toHaveText('Showing results for "regex": no results had every word.');
  await expect(page.locator('main ol li').first().locator('[data-testid="missing-words"]')).toHaveText('Missing: xylophone');
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent(MIXED)}`);
  await expect(page.locator('[data-testid="relaxed-query"]')).toHaveText(MIXED_NOTICE);
  await expect(missing(page, 'main ol li', 'nested xylophone')).toBeVisible();
  await expect(missing(page, 'main ol li', 'lambda xylophone')).toBeVisible();
  await gotoHydrated(page, '/katachi/search?q=nested%20hashes');
  await expect(page.locator('main ol li').first()).toBeVisible();
  await expect(page.locator('[data-testid="relaxed-query"]')).toHaveCount(0);
  await expect(page.locator('main ol li').first().locator('[data-testid="missing-words"]')).toHaveCount(0);
});

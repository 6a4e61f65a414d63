/**
 * When no section has every word of a query, the engine relaxes it; the modal
 * and the /search page then say the results are for fewer words (issue 9).
 */
import {test, expect} from '@playwright/test';
import {gotoHydrated, openModal} from '../../support/search';

const RELAXED = 'nested hashes xylophone';

test('the modal says when results are for fewer words than were typed, and only then', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  const notice = page.locator('[data-testid="relaxed-query"]');

  await input.fill(RELAXED);
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/results? for "nested hashes xylophone"/);
  await expect(notice).toHaveText('Showing results for "nested hashes": no results had every word.');
  await expect(notice.locator('strong')).toHaveText('nested hashes');
  // Above the results, inside the list DocSearch draws.
  const [noticeBox, hitBox] = await Promise.all([notice.boundingBox(), page.locator('.DocSearch-Hit').first().boundingBox()]);
  expect(noticeBox!.y).toBeLessThan(hitBox!.y);

  // A query every hit fully matches: no notice.
  await input.fill('nested hashes');
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/results? for "nested hashes"$/);
  await expect(notice).toHaveCount(0);
});

test('the /search page says so too', async ({page}) => {
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent(RELAXED)}`);
  await expect(page.locator('[data-testid="relaxed-query"]')).toHaveText('Showing results for "nested hashes": no results had every word.');
  await gotoHydrated(page, '/katachi/search?q=nested%20hashes');
  await expect(page.locator('main ol li').first()).toBeVisible();
  await expect(page.locator('[data-testid="relaxed-query"]')).toHaveCount(0);
});

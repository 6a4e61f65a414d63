/**
 * The skip link (src/theme/SkipToContent): its target keeps focus, and the focus reset after
 * an in-site navigation stays where it was put: the top of a new page, or the section a link names.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {BASE, desktopSidebar, nextFrames} from '../../support/site';

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {tag: el?.tagName.toLowerCase(), inMain: Boolean(el?.closest('main')), label: el?.getAttribute('aria-label') ?? null};
  });

test.use({viewport: {width: 1280, height: 800}});

test('Skip to main content moves focus to <main> and leaves it there; the next Tab goes on inside it', async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/Features/Hashes`);
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', {name: 'Skip to main content'});
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  await page.keyboard.press('Enter');
  await nextFrames(page);
  expect(await activeElement(page)).toMatchObject({tag: 'main'});
  await page.keyboard.press('Tab');
  expect(await activeElement(page)).toMatchObject({inMain: true});
  // Focusable only while it had focus: a click inside it later does not make it Tab's starting point.
  await expect(page.locator('main').first()).not.toHaveAttribute('tabindex');
});

test('after a link to another page, focus stays at the top, so the next Tab reaches the skip link', async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/Features/Hashes`);
  await desktopSidebar(page).getByRole('link', {name: 'Arrays', exact: true}).click();
  await expect(page).toHaveURL(/\/docs\/Features\/Arrays$/);
  // The URL changes before the new page renders, and focus moves once it has: waited for, not read once.
  await expect(page.getByRole('region', {name: 'Skip to main content'})).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Skip to main content'})).toBeFocused();
});

test("after a link to a section of another page, focus is on that section's heading and the next Tab goes on from there", async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/FAQ`);
  await page.locator('article a[href$="/docs/Features/Arrays#fixed-length-arrays-and-tuples"]').first().click();
  await expect(page).toHaveURL(/\/docs\/Features\/Arrays#fixed-length-arrays-and-tuples$/);
  const heading = page.locator('#fixed-length-arrays-and-tuples');
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await page.keyboard.press('Tab');
  expect(await activeElement(page)).toMatchObject({inMain: true});
  await expect(heading).not.toHaveAttribute('tabindex');
});

/**
 * Large text, forced colours and focus visibility on the pages: a reader's 32 px default
 * font on a phone scrolls nothing sideways (WCAG 1.4.4, 1.4.10), Previous / Next stack
 * rather than break their titles, nothing reached with Shift+Tab hides under the sticky
 * navbar (2.4.11), the navbar's search button shows a focus ring (2.4.7), and in forced
 * colours the current page is still told apart (1.4.1).
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {BASE} from '../../support/site';

const HASHES = `${BASE}/docs/Features/Hashes`;

/** The browser's default font size, as a reader sets it in its settings (em media queries follow it). */
async function defaultFontSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {fontSizes: {standard: px, fixed: Math.round(px * 0.8)}});
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('with a 32 px default font on a 375 px screen, no page scrolls sideways, and Previous / Next stack', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await defaultFontSize(page, 32);
  for (const path of [`${BASE}/`, HASHES]) {
    await gotoHydrated(page, path);
    expect(await overflow(page), `${path} is wider than the screen by`).toBeLessThanOrEqual(0);
  }
  const [previous, next] = await Promise.all([
    page.locator('.pagination-nav__link--prev').boundingBox(),
    page.locator('.pagination-nav__link--next').boundingBox(),
  ]);
  expect(next!.y, 'Next under Previous').toBeGreaterThanOrEqual(previous!.y + previous!.height);
  expect(next!.x + next!.width).toBeLessThanOrEqual(375);
});

test('Shift+Tab up a page never leaves the focused control under the sticky navbar', async ({page}) => {
  await gotoHydrated(page, HASHES);
  const navbarBottom = (await page.locator('.navbar').boundingBox())!.height;
  await page.locator('.pagination-nav__link--next').focus();
  const hidden: string[] = [];
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const box = el.getBoundingClientRect();
      return {top: box.top, inNavbar: !!el.closest('.navbar'), name: `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 30)}`};
    });
    if (where.inNavbar) break;
    if (where.top < Math.floor(navbarBottom)) hidden.push(`${where.name} at ${Math.round(where.top)} px`);
  }
  expect(hidden, 'focused controls whose top was under the navbar').toEqual([]);
});

test('the navbar search button shows a focus ring when reached with Tab', async ({page}) => {
  await gotoHydrated(page, HASHES);
  const button = page.locator('.DocSearch-Button');
  const ring = () => button.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(await ring()).toBe('none');
  for (let press = 0; press < 40 && !(await button.evaluate((el) => el === document.activeElement)); press += 1) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  expect(await ring()).not.toBe('none');
});

test('in forced colours the current page is underlined in the sidebar and the table of contents is still readable', async ({page}) => {
  await page.emulateMedia({forcedColors: 'active'});
  await gotoHydrated(page, HASHES);
  const active = page.locator('.menu__link--active').last();
  await expect(active).toHaveText('Hashes');
  expect(await active.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  // Another sidebar link is not.
  const other = page.locator('.menu__link:not(.menu__link--active)').first();
  expect(await other.evaluate((el) => getComputedStyle(el).textDecorationLine)).not.toBe('underline');
});

import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, gotoPainted, holdLaterScripts, holdMainBundle} from '../../support/search';

/**
 * A reader who presses Ctrl+K and starts typing at once types before the modal's input
 * exists: its code is fetched on that first request, and DocSearch focuses the input only
 * once it has mounted. Those keys are kept and land in the input as it takes focus
 * (plugins/search/client/typeahead.ts), on a hydrated page and before hydration alike.
 */

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** On a hydrated page, presses Ctrl+K with the modal's code held back; returns what lets it arrive. */
async function ctrlKWithModalCodeHeld(page: Page): Promise<() => void> {
  const scripts = await holdLaterScripts(page);
  await gotoHydrated(page, '/katachi/docs/GettingStarted');
  scripts.hold();
  await page.keyboard.press('Control+k');
  await scripts.requested;
  return scripts.release;
}

test('the first letters typed right after Ctrl+K reach the input on the first open', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/GettingStarted');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('optional keys');
  await expect(input(page)).toHaveValue('optional keys');
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/^\d+ results? for "optional keys"$/);
});

test('keys typed while the modal loads are kept, Backspace included, and the page does not scroll on Space', async ({page}) => {
  const release = await ctrlKWithModalCodeHeld(page);
  await page.keyboard.type('nullablee');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(' / any of');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(modal(page)).toHaveCount(0);
  release();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('nullable / any of');
  // Typing goes on in the input itself.
  await page.keyboard.type('!');
  await expect(input(page)).toHaveValue('nullable / any of!');
});

test('Escape while the modal loads takes back the request and its keys', async ({page}) => {
  const release = await ctrlKWithModalCodeHeld(page);
  await page.keyboard.type('hash');
  await page.keyboard.press('Escape');
  release();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  await expect(modal(page)).toHaveCount(0);
  // The next request opens an empty modal.
  await page.keyboard.press('Control+k');
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('');
});

test('keys typed after Ctrl+K before the page hydrates land in the input once it has', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('strictt');
  await page.keyboard.press('Backspace');
  release();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('strict');
});

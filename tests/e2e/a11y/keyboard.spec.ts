/**
 * Search with the keyboard only, the modal's focus trap, focus return on
 * Escape, and the screen-reader announcement of the result count.
 */
import {expect, test, type Page} from '@playwright/test';
import {gotoHydrated, meaningJoined, openModal, search} from '../../support/search';
import {BASE} from '../../support/site';

const START = `${BASE}/docs/WhatIsKatachi`;
const button = (page: Page) => page.locator('.DocSearch-Button');
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const selectedHit = (page: Page) => page.locator('.DocSearch-Hit-link[aria-selected="true"]');

/** Presses Tab from the top of the page until the search button has focus; returns how many presses it took. */
async function tabToSearchButton(page: Page): Promise<number> {
  for (let presses = 1; presses <= 40; presses++) {
    await page.keyboard.press('Tab');
    const onButton = await page.evaluate(() => document.activeElement?.classList.contains('DocSearch-Button') ?? false);
    if (onButton) return presses;
  }
  throw new Error('40 presses of Tab never reached the search button');
}

/** A description of the focused element, and whether it is inside the open modal. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const describe = el
      ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}` +
        `${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''}` +
        ` "${(el.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
    return {
      inside: !!el?.closest('.DocSearch-Modal'),
      describe,
      key: el ? `${describe}#${Array.prototype.indexOf.call(document.querySelectorAll('*'), el)}` : '',
    };
  });
}

test.describe('keyboard only, desktop', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Tab to the search button, Enter, type, arrows, Enter lands on the chosen result', async ({page}) => {
    await gotoHydrated(page, START);
    await tabToSearchButton(page);
    await expect(button(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(modal(page)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();

    await page.keyboard.type('hash');
    const hits = page.locator('.DocSearch-Hit-link');
    await expect(hits.nth(2)).toBeVisible();
    // The list the arrows move through is the final one, after the meaning layer has joined.
    await meaningJoined(page);
    // The first result is active from the start; Down, Down, Up leaves the second one.
    await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(2)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(selectedHit(page)).toHaveCount(1);
    // Typing keeps focus in the input the whole time (arrows move the active descendant).
    await expect(page.locator('.DocSearch-Input')).toBeFocused();

    const href = await selectedHit(page).getAttribute('href');
    expect(href).toMatch(new RegExp(`^${BASE}/docs/`));
    const target = new URL(href!, page.url());

    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
    expect(decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(target.hash));
    await expect(page.locator('article h1, main h1').first()).toBeVisible();
    if (target.hash) {
      // A section result scrolls its heading into view.
      await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
    }
  });

  for (const [screen, query] of [
    ['the empty start screen', ''],
    ['the results of "hash"', 'hash'],
  ] as const) {
    test(`Tab and Shift+Tab keep focus inside the open dialog on ${screen}`, async ({page}) => {
      await gotoHydrated(page, START);
      await openModal(page);
      if (query) await search(page, query);
      else await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();

      const visited = new Set<string>();
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 1; i <= 25; i++) {
          await page.keyboard.press(key);
          const now = await focused(page);
          expect(now.inside, `after ${i} × ${key}, focus left the dialog for ${now.describe}`).toBe(true);
          visited.add(now.key);
        }
      }
      await expect(modal(page)).toBeVisible();
      // Focus really moved through the dialog (the input and at least one more control).
      expect(visited.size).toBeGreaterThanOrEqual(2);
    });
  }

  test('Escape closes the modal and returns focus to where it was asked for: the search button, or where the shortcut was pressed', async ({
    page,
  }) => {
    await gotoHydrated(page, START);
    // Opened from the button with the keyboard.
    await tabToSearchButton(page);
    await page.keyboard.press('Enter');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    await page.keyboard.type('hash');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();

    // Opened with the shortcut while focus was elsewhere on the page: back there (APG dialog pattern).
    const link = page.locator('article a').first();
    await link.focus();
    await openModal(page, 'ctrl-k');
    await page.keyboard.type('hash');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(link).toBeFocused();

    // Closed by a press on the backdrop: the same.
    await link.focus();
    await openModal(page, 'ctrl-k');
    await page.mouse.click(20, 780);
    await expect(modal(page)).toHaveCount(0);
    await expect(link).toBeFocused();

    // With nothing focused, to the search button.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await openModal(page, 'ctrl-k');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(button(page)).toBeFocused();
  });

  test('a result on the same page chosen after the shortcut: the page goes to it, and focus to its heading, not back up to the link', async ({
    page,
  }) => {
    await gotoHydrated(page, `${BASE}/docs/Features/Hashes`);
    const link = page.locator('article a').first();
    await link.focus();
    await openModal(page, 'ctrl-k');
    await search(page, 'extra keys are rejected');
    await expect(selectedHit(page)).toHaveAttribute('href', /\/docs\/Features\/Hashes#extra-keys-are-rejected$/);
    await page.keyboard.press('Enter');
    await expect(modal(page)).toHaveCount(0);
    await expect(page).toHaveURL(/#extra-keys-are-rejected$/);
    const heading = page.locator('#extra-keys-are-rejected');
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    // Searching again and closing with Escape gives focus back to the heading, not to the page.
    await openModal(page, 'ctrl-k');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(heading).toBeFocused();
    // Tab goes on from the section, to the next link in it, not back to the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('article')))).toBe(true);
    await expect(heading).not.toHaveAttribute('tabindex');
  });

  test('a result on another page: focus on its heading there; a page result: at the top of the page', async ({page}) => {
    await gotoHydrated(page, START);
    await openModal(page, 'ctrl-k');
    await search(page, 'extra keys are rejected');
    await expect(selectedHit(page)).toHaveAttribute('href', /\/docs\/Features\/Hashes#extra-keys-are-rejected$/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/Features\/Hashes#extra-keys-are-rejected$/);
    await expect(page.locator('#extra-keys-are-rejected')).toBeFocused();
    await expect(page.locator('#extra-keys-are-rejected')).toBeInViewport();

    await openModal(page, 'ctrl-k');
    await search(page, 'minitest');
    const pageHit = page.locator('.DocSearch-Hit-link[href$="/docs/Integrations/MinitestIntegration"]').first();
    await pageHit.hover();
    await expect(pageHit).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/Integrations\/MinitestIntegration$/);
    await expect(page.getByRole('region', {name: 'Skip to main content'})).toBeFocused();
  });

  test('the heading a result lands on shows a focus ring after Enter, not after a click', async ({page}) => {
    const outline = (id: string) => page.locator(`#${id}`).evaluate((heading) => getComputedStyle(heading).outlineStyle);
    await gotoHydrated(page, START);
    await openModal(page, 'ctrl-k');
    await search(page, 'extra keys are rejected');
    await page.keyboard.press('Enter');
    await expect(page.locator('#extra-keys-are-rejected')).toBeFocused();
    expect(await outline('extra-keys-are-rejected')).not.toBe('none');

    await openModal(page, 'ctrl-k');
    await search(page, 'making a key optional');
    await page.locator('.DocSearch-Hit-link[href$="#making-a-key-optional"]').first().click();
    await expect(page.locator('#making-a-key-optional')).toBeFocused();
    expect(await outline('making-a-key-optional')).toBe('none');
  });

  test('while a query is typed, the live region says only the answer to the query typed last', async ({page}) => {
    await gotoHydrated(page, START);
    await openModal(page);
    const status = page.locator('[data-testid="search-status"]');
    await status.evaluate((region) => {
      const said: string[] = [];
      Object.assign(window, {said});
      new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {childList: true, characterData: true, subtree: true});
    });
    await page.locator('.DocSearch-Input').pressSequentially('hash', {delay: 150});
    await expect(status).toHaveText(/^\d+ results? for "hash"$/);
    const said = await page.evaluate(() => (window as unknown as {said: string[]}).said.filter(Boolean));
    expect(said.length).toBeGreaterThan(0);
    for (const text of said) expect(text).toMatch(/ for "hash"$/);
  });

  test('the number of results is announced in a polite live region', async ({page}) => {
    await gotoHydrated(page, START);
    await openModal(page);
    const status = page.locator('[data-testid="search-status"]');
    // The region exists, empty, before the first query: screen readers only
    // announce changes to a live region that was already there.
    await expect(status).toHaveCount(1);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');
    const exposed = await status.evaluate((el) => {
      const hidden = el.closest('[aria-hidden="true"], [hidden]');
      const style = getComputedStyle(el);
      return !hidden && style.display !== 'none' && style.visibility !== 'hidden';
    });
    expect(exposed, 'the live region is hidden from assistive technology').toBe(true);
    // Inside the dialog or next to it, not somewhere else on the page.
    expect(await status.evaluate((el) => !!el.closest('.DocSearch-Container'))).toBe(true);

    await search(page, 'hash');
    await expect(status).toHaveText(/^\d+ results? for "hash"$/);
    // The same count the modal offers to show in full (once the region has caught up with the
    // meaning layer's answer), and no fewer than it lists.
    await expect(async () => {
      const count = Number((await status.textContent())!.match(/^(\d+)/)![1]);
      expect(count).toBeGreaterThan(0);
      await expect(page.locator('.DocSearch-HitsFooter')).toContainText(`See all ${count} results`, {timeout: 250});
      expect(count).toBeGreaterThanOrEqual(await page.locator('.DocSearch-Hit').count());
    }).toPass();

    await page.locator('.DocSearch-Input').fill('qqzzxxv');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect(status).toHaveText('No results for "qqzzxxv"');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  });
});

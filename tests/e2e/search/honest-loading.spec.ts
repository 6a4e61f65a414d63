/**
 * While the index is downloading, neither the modal nor /search may say
 * "No results": every text shown is recorded (a MutationObserver reading the
 * visible text after each change, and once per frame) while the index's
 * responses are held back 2 s; only a finished search with zero hits may
 * show the no-results screen.
 */
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, openModal} from '../../support/search';

const DELAY_MS = 2_000;
const INDEX_FILES = '**/search-index/**';

/** Every response of the search index (manifest and shards) held back DELAY_MS. */
async function delayIndex(page: Page): Promise<void> {
  await page.route(INDEX_FILES, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue().catch(() => undefined);
  });
}

/** Starts recording every visible "No results" text of `selector`, with the time it was seen. */
async function recordNoResults(page: Page, selector: string): Promise<void> {
  await page.evaluate((watched) => {
    const seen: string[] = [];
    (window as unknown as {noResultsSeen: string[]}).noResultsSeen = seen;
    const check = () => {
      for (const element of document.querySelectorAll<HTMLElement>(watched)) {
        // innerText: only what is rendered (display: none is not seen by a reader).
        const text = element.innerText;
        if (/no results/i.test(text)) seen.push(text.replace(/\s+/g, ' ').trim());
      }
    };
    new MutationObserver(check).observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    const frame = () => {
      check();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, selector);
}

const noResultsSeen = (page: Page) => page.evaluate(() => (window as unknown as {noResultsSeen: string[]}).noResultsSeen);

test('modal: a slow index shows a loading state, never "No results", then the results; a real zero-hit query still says so', async ({page}) => {
  test.setTimeout(60_000);
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await delayIndex(page);
  await recordNoResults(page, '.DocSearch-Modal');
  await openModal(page);
  await page.keyboard.type('hash', {delay: 60});
  // DocSearch's stalled state (300 ms without an answer): our loading screen.
  const loading = page.getByTestId('search-loading');
  await expect(loading).toBeVisible();
  await expect(loading).toContainText('Loading search…');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/^\d+ results? for "hash"$/, {timeout: 20_000});
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(loading).toBeHidden();
  expect(await noResultsSeen(page)).toEqual([]);

  // A zero-hit query on a fresh page, the index held back until released (so
  // a slow machine cannot let it arrive before we look): the loading state,
  // no "No results" until the engine has answered, then exactly that.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markHeld!: () => void;
  const held = new Promise<void>((resolve) => (markHeld = resolve));
  await page.unroute(INDEX_FILES);
  await page.route(INDEX_FILES, async (route) => {
    markHeld();
    await gate;
    await route.continue().catch(() => undefined);
  });
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await recordNoResults(page, '.DocSearch-Modal');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('qqzzxxv');
  // The index is held (its request has arrived and waits) and DocSearch has stalled: the loading state, nothing else.
  await held;
  await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
  await expect(loading).toBeVisible();
  // Screen readers hear it too, once it has stood for a second (as every status does).
  await expect(page.locator('[data-testid="search-status"]')).toHaveText('Loading search…');
  expect(await noResultsSeen(page)).toEqual([]);
  release();
  const noResults = page.locator('.DocSearch-NoResults');
  await expect(noResults).toContainText('No results for "qqzzxxv"', {timeout: 20_000});
  await expect(page.locator('[data-testid="search-status"]')).toHaveText('No results for "qqzzxxv"');
  await expect(loading).toBeHidden();
  // The only "No results" ever shown is the answered one.
  expect(new Set((await noResultsSeen(page)).map((text) => /No results for "([^"]*)"/.exec(text)?.[1]))).toEqual(new Set(['qqzzxxv']));
});

test('/search: a slow index shows "Loading search…", never "No results", then the results', async ({page}) => {
  test.setTimeout(60_000);
  await delayIndex(page);
  await page.addInitScript(() => {
    // Installed before the page's scripts, so nothing shown is missed.
    const seen: string[] = [];
    (window as unknown as {noResultsSeen: string[]}).noResultsSeen = seen;
    const check = () => {
      const main = document.querySelector<HTMLElement>('main');
      if (main && /no results/i.test(main.innerText)) seen.push(main.innerText.replace(/\s+/g, ' ').trim());
    };
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver(check).observe(document.body, {subtree: true, childList: true, characterData: true}),
    );
  });
  await page.goto('/katachi/search?q=hash');
  await expect(page.locator('main')).toContainText('Loading search…');
  await expect(page.locator('main')).toContainText(/\d+ results? for "hash"/, {timeout: 20_000});
  await expect(page.locator('main ol li').first()).toBeVisible();
  expect(await noResultsSeen(page)).toEqual([]);

  // A real zero-hit query says so.
  await page.locator('#search-page-input').fill('qqzzxxv');
  await expect(page.locator('main')).toContainText('No results for "qqzzxxv"', {timeout: 20_000});
});

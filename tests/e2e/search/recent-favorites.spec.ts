import {test, expect, type Page} from '@playwright/test';
import {favoriteSearchesKey, gotoHydrated, openModal, recentSearchesKey, search} from '../../support/search';
import {hydrated, nextFrames} from '../../support/site';

// Distinct sections to select, each by a query that puts it first.
const QUERIES = [
  'nullable',
  'uuid',
  'kt_compare',
  'have_shape',
  'must_match_shape',
  'diagnostics',
  'assert_shape',
  'with_code',
  'Enumerable',
  'forbidding',
  'add_shape',
  'child_results',
];

async function selectFirstHit(page: Page, query: string): Promise<string> {
  await openModal(page);
  await search(page, query);
  const selected = page.locator('.DocSearch-Hit-link[aria-selected="true"]');
  const title = (await selected.locator('.DocSearch-Hit-title').innerText()).trim();
  const href = (await selected.getAttribute('href'))!;
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  // Let the landing page render and take focus (as Docusaurus does after a
  // route change) before the next search, as a reader would.
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  await expect(page.locator('article h1')).toBeVisible();
  await nextFrames(page);
  return title;
}

const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as Array<Record<string, unknown>>, key);

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
});

test("with nothing searched yet the start screen says so, without the saved searches' keys", async ({page}) => {
  // Watched from before the modal opens: as it opened, the line showed for a moment.
  await page.evaluate(() => {
    const seen = {shown: false};
    (window as unknown as {keysLine: typeof seen}).keysLine = seen;
    const check = () => {
      const line = document.querySelector('.katachi-saved-search-keys');
      if (line && getComputedStyle(line).display !== 'none') seen.shown = true;
    };
    new MutationObserver(check).observe(document.body, {childList: true, subtree: true});
  });
  await openModal(page);
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  await expect(page.locator('.katachi-saved-search-keys')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as {keysLine: {shown: boolean}}).keysLine.shown)).toBe(false);
});

test('a selected result becomes a recent search, kept across a reload, without highlight data', async ({page}) => {
  const title = await selectFirstHit(page, 'nullable');
  await page.reload();
  await hydrated(page);
  await openModal(page);
  await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Recent'})).toContainText(title);
  const recent = await stored(page, recentSearchesKey());
  expect(recent).toHaveLength(1);
  expect(recent[0]).not.toHaveProperty('_highlightResult');
  expect(recent[0]).not.toHaveProperty('_snippetResult');
  expect(String(recent[0].url)).toMatch(/^\/katachi\//);
});

test('a recent search can be saved as a favourite (leaving recent) and removed with the pointer, focus kept on the search box', async ({page}) => {
  const title = await selectFirstHit(page, 'nullable');
  await openModal(page);
  const recentGroup = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'});
  await recentGroup.getByTitle('Save this search').click();
  const favoriteGroup = page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'});
  await expect(favoriteGroup).toContainText(title);
  // The entry went with the button clicked; focus never left the search box (DocSearch keeps a
  // press on an entry from taking focus).
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Recent'})).toHaveCount(0);
  expect(await stored(page, recentSearchesKey())).toHaveLength(0);
  expect(await stored(page, favoriteSearchesKey())).toHaveLength(1);

  // Selecting a favourite again does not add it to recent searches.
  await favoriteGroup.locator('.DocSearch-Hit-link').first().click();
  await openModal(page);
  expect(await stored(page, recentSearchesKey())).toHaveLength(0);

  await page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).getByTitle('Remove this search from favorites').click();
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  expect(await stored(page, favoriteSearchesKey())).toHaveLength(0);
});

test('a recent search can be removed from history', async ({page}) => {
  await selectFirstHit(page, 'nullable');
  await openModal(page);
  await page.getByTitle('Remove this search from history').click();
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  expect(await stored(page, recentSearchesKey())).toHaveLength(0);
});

test('limits: 7 recent searches, 4 once favourites exist, 10 favourites; all survive a reload', async ({page}) => {
  // A real selection gives a stored hit; copies of it under other ids fill
  // the lists up to their limits, and the limits are then met through the UI.
  await selectFirstHit(page, QUERIES[0]);
  const [template] = await stored(page, recentSearchesKey());
  const copies = (prefix: string, count: number) =>
    Array.from({length: count}, (_, i) => ({...template, objectID: `${prefix}-${i}`, url: `${template.url}?copy=${prefix}-${i}`}));
  const seed = (key: string, items: unknown[]) => page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, JSON.stringify(items)] as const);

  await seed(recentSearchesKey(), copies('recent', 7));
  await selectFirstHit(page, QUERIES[1]);
  const recent = await stored(page, recentSearchesKey());
  expect(recent).toHaveLength(7);
  expect(recent.map((r) => r.objectID)).not.toContain('recent-6');

  // Favourite one: recent searches are then capped at 4.
  await openModal(page);
  await page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).getByTitle('Save this search').first().click();
  await page.keyboard.press('Escape');
  await selectFirstHit(page, QUERIES[2]);
  expect(await stored(page, recentSearchesKey())).toHaveLength(4);

  // Ten favourites: saving one more keeps ten, the newest first.
  await seed(favoriteSearchesKey(), copies('favorite', 10));
  await selectFirstHit(page, QUERIES[3]);
  await openModal(page);
  await page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).getByTitle('Save this search').first().click();
  await page.keyboard.press('Escape');
  const favorites = await stored(page, favoriteSearchesKey());
  expect(favorites.length).toBe(10);
  expect(favorites.map((f) => f.objectID)).not.toContain('favorite-9');
  const recentBeforeReload = (await stored(page, recentSearchesKey())).length;
  expect(recentBeforeReload).toBeGreaterThan(0);

  await page.reload();
  await hydrated(page);
  await openModal(page);
  await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit')).toHaveCount(10);
  await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).locator('.DocSearch-Hit')).toHaveCount(recentBeforeReload);
});

test('from the keyboard a saved search is saved with Alt+Enter and removed with Delete; its buttons are not Tab stops', async ({page}) => {
  const older = await selectFirstHit(page, QUERIES[0]);
  const newer = await selectFirstHit(page, QUERIES[1]);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  const group = (name: string) => page.locator('.DocSearch-Hits').filter({has: page.locator('.DocSearch-Hit-source', {hasText: name})});
  const options = (name: string) => group(name).getByRole('option');

  // Each entry is one option, named by its own text, announcing its keys; its buttons are for the pointer.
  const first = options('Recent').first();
  await expect(first).toHaveAttribute('aria-keyshortcuts', 'Alt+Enter Delete');
  await expect(first).toHaveAccessibleDescription('Alt+Enter saves this search; Delete removes it from history.');
  await expect(first).toHaveAccessibleName(new RegExp(`^${newer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(first).not.toHaveAccessibleName(/Save this search|Remove this search/);
  const keysLine = page.locator('.katachi-saved-search-keys');
  await expect(keysLine).toHaveText('The selected search: Alt+Enter saves it, Delete removes it.');
  // Under the lists, also after a query typed and cleared (DocSearch then draws its lists anew).
  await search(page, 'a');
  await expect(keysLine).toHaveCount(0);
  await page.keyboard.press('Backspace');
  await expect(keysLine).toBeVisible();
  const listsEnd = await page
    .locator('.DocSearch-Hits')
    .last()
    .evaluate((lists) => lists.getBoundingClientRect().bottom);
  expect((await keysLine.boundingBox())!.y).toBeGreaterThanOrEqual(listsEnd);
  for (let stop = 0; stop < 6; stop += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="option"]'))), `Tab stop ${stop + 1}`).toBe(false);
  }
  await input.focus();

  // The first entry is active: Alt+Enter saves it, and opens nothing.
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const url = page.url();
  const said = page.getByTestId('saved-search-status');
  await expect(said).toHaveAttribute('role', 'status');
  await expect(said).toHaveText('');
  await page.keyboard.press('Alt+Enter');
  await expect(said).toHaveText('Saved to favorites.');
  await expect(options('Favorite')).toHaveCount(1);
  await expect(options('Favorite')).toContainText(newer);
  await expect(options('Recent')).toHaveCount(1);
  await expect(input).toBeFocused();
  expect(page.url()).toBe(url);
  expect(await stored(page, favoriteSearchesKey())).toHaveLength(1);
  await expect(options('Favorite').first()).toHaveAttribute('aria-keyshortcuts', 'Delete');
  await expect(options('Favorite').first()).toHaveAccessibleDescription('Delete removes this search from favorites.');

  // Delete removes the active entry, and only it; Backspace in the empty box removes nothing.
  const active = page.locator('.DocSearch-Hits [role="option"][aria-selected="true"]');
  await expect(active).toContainText(older);
  await page.keyboard.press('Backspace');
  await expect(options('Recent')).toHaveCount(1);
  await page.keyboard.press('Delete');
  await expect(said).toHaveText('Removed from history.');
  await expect(group('Recent')).toHaveCount(0);
  expect(await stored(page, recentSearchesKey())).toHaveLength(0);
  await expect(input).toBeFocused();
  await expect(active).toContainText(newer);
  await page.keyboard.press('Delete');
  await expect(said).toHaveText('Removed from favorites.');
  await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  expect(await stored(page, favoriteSearchesKey())).toHaveLength(0);
  await expect(input).toBeFocused();
  // The box names no active option once there is none, and names the new one when results come.
  await expect(input).not.toHaveAttribute('aria-activedescendant');
  await search(page, 'hash');
  const selected = page.locator('.DocSearch-Hits [role="option"][aria-selected="true"]');
  await expect(input).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!);
});

test('typing in the search box never removes a saved search', async ({page}) => {
  await selectFirstHit(page, QUERIES[0]);
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await input.pressSequentially('ab');
  await input.press('Delete');
  await input.press('Backspace');
  await input.press('Backspace');
  await expect(input).toHaveValue('');
  await input.press('Backspace');
  expect(await stored(page, recentSearchesKey())).toHaveLength(1);
  await expect(page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).getByRole('option')).toHaveCount(1);
});

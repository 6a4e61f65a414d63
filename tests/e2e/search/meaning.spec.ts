/**
 * The meaning layer in the browser: a query no word of the docs matches finds
 * sections close in meaning, shown as such ("Related by meaning") instead of
 * "No results"; while its files load, the modal answers from the words and
 * never says "No results" early; the list settles once, and not under a
 * reader who is pointing at it. A query about nothing the docs cover ends on
 * "No results" once meaning has judged it so.
 */
import {test, expect, type Page, type Route} from '@playwright/test';
import {
  gotoHydrated,
  holdTableShards,
  meaningJoined,
  modalRoot,
  openModal,
  search,
  TABLE_SHARD_PATTERN,
  watchIndexRequests,
} from '../../support/search';
import {MEANING_ATTRIBUTE} from '../../../plugins/search/theme/SearchBar/answerState';

// No word of it is in the docs; by meaning it is about large values' diagnostics (cosine 0.42, the next 0.16).
const MEANING_ONLY_QUERY = 'enormous';
// Words find these sections; the meaning layer reorders the list below its first two hits.
const REORDERED_QUERY = 'nested hashes';
// Off topic: words alone find sections with "case" for "cake"; fused, they are left out as long shots.
const OFF_TOPIC_QUERY = 'chocolate cake recipe';

async function hitUrls(page: Page): Promise<string[]> {
  return page.locator('.DocSearch-Hit a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
});

test('a query no word matches shows the sections close in meaning, grouped under "Related by meaning"', async ({page}) => {
  await openModal(page);
  await search(page, MEANING_ONLY_QUERY);
  const group = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Related by meaning'})});
  await expect(group.locator('a[href*="Diagnostics#large-values-make-large-trees"]')).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
});

test('while the meaning layer loads there is no early "No results", and the list settles once it is here', async ({page}) => {
  const release = await holdTableShards(page);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill(MEANING_ONLY_QUERY);
  // Words alone have nothing (they have answered once meaning is "joining"): the modal
  // waits for the meaning layer instead of saying so.
  await expect(modalRoot(page)).toHaveAttribute(MEANING_ATTRIBUTE, 'joining');
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  await expect(page.locator('[data-testid="search-status"]')).not.toHaveText(/No results/);
  release();
  await expect(page.locator('a[href*="Diagnostics#large-values-make-large-trees"]')).toBeVisible();
  await meaningJoined(page);
});

test('the list settles under the keyboard, but not under the pointer', async ({page}) => {
  // The fused order, with every file already here: a first search loads them
  // (its own list may settle after it answers), a second answers fused at once.
  const index = watchIndexRequests(page);
  await openModal(page);
  await search(page, REORDERED_QUERY);
  await index.quiet();
  await page.keyboard.press('Escape');
  await openModal(page);
  await search(page, REORDERED_QUERY);
  await index.quiet();
  const fused = await hitUrls(page);
  await page.keyboard.press('Escape');

  // A fresh page: the words answer first while the table's shards are held.
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  let release = await holdTableShards(page);
  await openModal(page);
  await search(page, REORDERED_QUERY, {meaning: 'any'});
  // The words' answer is marked as waiting for the meaning layer (tests/support/search.ts waits on it).
  await expect(modalRoot(page)).toHaveAttribute(MEANING_ATTRIBUTE, 'joining');
  const words = await hitUrls(page);
  expect(words).not.toEqual(fused);
  release();
  await expect.poll(() => hitUrls(page)).toEqual(fused);
  await meaningJoined(page);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  release = await holdTableShards(page);
  await openModal(page);
  await search(page, REORDERED_QUERY, {meaning: 'any'});
  await page.locator('.DocSearch-Hit').nth(1).hover();
  release();
  // The reader has moved on: the list stays. Had it settled, the list asked again would be
  // on screen by now: the mark goes with that answer (useModalSearchClient.ts), and
  // meaningJoined waits for it to be drawn.
  await meaningJoined(page);
  expect(await hitUrls(page)).toEqual(words);
});

test('the answers to a burst of keys are drawn once, for the query in the box, not one list per key on the way', async ({page}) => {
  // A slow phone answers each key late, after the reader has typed on. Held index files stand
  // in for it: every key's query waits on its files, which then arrive in the order they were
  // asked for, so the answers to the first keys come first, as on the phone.
  const index = watchIndexRequests(page);
  await openModal(page);
  await search(page, 'hash');
  await index.quiet();
  await meaningJoined(page);
  const held: Route[] = [];
  let holding = true;
  await page.route('**/search-index/**', (route) => (holding ? void held.push(route) : route.continue()));
  await page.evaluate(() => {
    const lists: string[] = [];
    (window as unknown as {drawnLists: string[]}).drawnLists = lists;
    const draw = () => {
      const list = [...document.querySelectorAll('.DocSearch-Hit a[href]')].map((link) => link.getAttribute('href')).join(' ');
      if (list && lists.at(-1) !== list) lists.push(list);
    };
    new MutationObserver(draw).observe(document.querySelector('.DocSearch-Modal')!, {childList: true, subtree: true});
  });
  const input = page.locator('.DocSearch-Input');
  await input.selectText();
  await input.pressSequentially('diagnostics', {delay: 40});
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const drawnBefore = await page.evaluate(() => (window as unknown as {drawnLists: string[]}).drawnLists.length);
  holding = false;
  for (const route of held) {
    await route.continue();
    await page.waitForTimeout(30);
  }
  await index.quiet();
  await meaningJoined(page);
  const afterRelease = (await page.evaluate(() => (window as unknown as {drawnLists: string[]}).drawnLists)).slice(drawnBefore);
  // The words' answer, then at most the list settled once by the meaning layer.
  expect(afterRelease.length, afterRelease.join('\n')).toBeGreaterThan(0);
  expect(afterRelease.length, afterRelease.join('\n')).toBeLessThanOrEqual(2);
  expect(afterRelease.at(-1)).toBe((await hitUrls(page)).join(' '));
  await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/diagnostic/i);
});

test('a query about nothing the docs cover ends on "No results", not on sections that only have a typo of its words', async ({page}) => {
  // "cake" is one typo from "case"; nothing in the docs is near the query in meaning.
  const release = await holdTableShards(page);
  await openModal(page);
  await search(page, OFF_TOPIC_QUERY, {meaning: 'any'});
  // Words alone, while the meaning layer loads: typo tolerance and relaxing as ever.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(modalRoot(page)).toHaveAttribute(MEANING_ATTRIBUTE, 'joining');
  release();
  await expect(page.locator('.DocSearch-NoResults')).toContainText(`No results for "${OFF_TOPIC_QUERY}"`);
  await meaningJoined(page);
  await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
});

test('the search page labels a result found by meaning alone', async ({page}) => {
  await gotoHydrated(page, `/katachi/search?q=${MEANING_ONLY_QUERY}`);
  const result = page.locator('li', {has: page.locator('a[href*="Diagnostics#large-values-make-large-trees"]')});
  await expect(result).toContainText('Related by meaning');
});

test('when the meaning layer cannot download: the modal offers a retry, not "No results", for a query words do not answer', async ({page}) => {
  await page.route(TABLE_SHARD_PATTERN, (route) => route.abort('failed'));
  await openModal(page);
  await page.locator('.DocSearch-Input').fill(MEANING_ONLY_QUERY);
  await expect(page.getByRole('alert').filter({hasText: 'Unable to fetch results'})).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  await page.unroute(TABLE_SHARD_PATTERN);
  await page.getByRole('button', {name: 'Try again'}).click();
  await expect(page.locator('a[href*="Diagnostics#large-values-make-large-trees"]')).toBeVisible();
});

test("when the meaning layer cannot download, the search page shows the words' results and says what is missing, with a retry", async ({page}) => {
  await page.route(TABLE_SHARD_PATTERN, (route) => route.abort('failed'));
  await gotoHydrated(page, '/katachi/search?q=nested%20hashes');
  const notice = page.getByTestId('meaning-failed');
  await expect(notice).toHaveText(/^Results related by meaning could not be downloaded: these are the results that contain your words\./);
  await expect(page.locator('main ol > li').first()).toBeVisible();
  await expect(page.getByText('Related by meaning', {exact: true})).toHaveCount(0);
  await page.unroute(TABLE_SHARD_PATTERN);
  await notice.getByRole('button', {name: 'Try again'}).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('main ol > li').first()).toBeVisible();

  // A query words do not answer: the error and its retry, not "No results".
  await page.route(TABLE_SHARD_PATTERN, (route) => route.abort('failed'));
  await gotoHydrated(page, `/katachi/search?q=${MEANING_ONLY_QUERY}`);
  await expect(page.getByRole('alert').filter({hasText: 'Unable to fetch results'})).toBeVisible();
  await expect(page.getByText(/No results for/)).toHaveCount(0);
});

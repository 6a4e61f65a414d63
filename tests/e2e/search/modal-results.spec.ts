import {test, expect} from '@playwright/test';
import {expectSeeAllToMatchStatus, gotoHydrated, meaningJoined, openModal, search} from '../../support/search';

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
});

test('results are grouped by top-level heading, at most 5 per group and 20 in all', async ({page}) => {
  await search(page, 'shape');
  // One snapshot of the list: the meaning layer may settle it while it is read.
  const groups = await page.locator('.DocSearch-Hits').evaluateAll((sections) =>
    sections.map((section) => ({
      title: section.querySelector('.DocSearch-Hit-source')?.textContent ?? '',
      hits: section.querySelectorAll('.DocSearch-Hit').length,
    })),
  );
  expect(groups.length).toBeGreaterThan(1);
  for (const {hits} of groups) {
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(5);
  }
  expect(new Set(groups.map((g) => g.title)).size).toBe(groups.length);
  expect(groups.reduce((total, g) => total + g.hits, 0)).toBeLessThanOrEqual(20);
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/See all \d+ results/);
});

test("the first five rows are the engine's first five hits, as /search lists them, though one is in another group", async ({page}) => {
  // Its second hit is on the Security page, among regular-expression sections of the Features pages.
  const query = 'redos regex timeout';
  // The page and anchor of a result's link, without any query string it carries.
  const path = (href: string | null) => (href ?? '').replace(/\?[^#]*/, '');
  await search(page, query);
  const modalRows = (await page.locator('.DocSearch-Hit a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    .slice(0, 5)
    .map(path);
  const groups = await page.locator('.DocSearch-Hit-source').allInnerTexts();
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent(query)}`);
  await expect(page.locator('main ol > li').nth(4)).toBeVisible();
  const listed = (await page.locator('main ol > li h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).slice(0, 5).map(path);
  // The premise: a hit of the Contributing group among the first five, with Features hits on both sides.
  expect(listed.some((href) => href.includes('/docs/Contributing/'))).toBe(true);
  expect(new Set(modalRows)).toEqual(new Set(listed));
  // The rest of a group shown in the first rows comes after them, titled so.
  expect(groups.some((title) => title.startsWith('More in '))).toBe(true);
});

test('matches are highlighted with <mark>', async ({page}) => {
  await search(page, 'hashes');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const marked = await page.locator('.DocSearch-Hit mark').allInnerTexts();
  expect(marked.every((text) => /hash/i.test(text))).toBe(true);
});

async function snippetWordCounts(page: import('@playwright/test').Page): Promise<number[]> {
  const snippets = await page
    .locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title')
    .evaluateAll((els) => els.map((el) => el.textContent ?? '').filter((text) => text.includes('…')));
  return snippets.map((text) => text.replace(/^…|…$/g, '').trim().split(/\s+/).length);
}

test('body-text snippets are 10 words, ending in …', async ({page}) => {
  await search(page, 'optional');
  const counts = await snippetWordCounts(page);
  expect(counts.length).toBeGreaterThan(0);
  for (const count of counts) expect(count).toBeLessThanOrEqual(10);
  expect(Math.max(...counts)).toBe(10);
  const endings = await page.locator('.DocSearch-Hit-title').evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  expect(endings.some((text) => text.endsWith('…'))).toBe(true);
});

test('snippets are 5 words on screens up to 768 px', async ({page}) => {
  await page.keyboard.press('Escape');
  await page.setViewportSize({width: 375, height: 740});
  await openModal(page, 'click');
  await search(page, 'optional');
  const counts = await snippetWordCounts(page);
  expect(counts.length).toBeGreaterThan(0);
  for (const count of counts) expect(count).toBeLessThanOrEqual(5);
  expect(Math.max(...counts)).toBe(5);
});

test('arrow keys move the active result and Enter opens it at its anchor', async ({page}) => {
  await search(page, 'optional key');
  // Each result is a link carrying the listbox option's role and selection.
  const hits = page.locator('.DocSearch-Hit-link');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  const href = await hits.nth(0).getAttribute('href');
  expect(href).toMatch(/^\/katachi\/docs\/.+#.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('Ctrl+Enter opens the result in a new tab, Shift+Enter in a new window', async ({page}) => {
  await page.evaluate(() => {
    (window as unknown as {opened: string[][]}).opened = [];
    window.open = ((url: string, target: string, features: string) => {
      (window as unknown as {opened: string[][]}).opened.push([String(url), target, features ?? '']);
      return null;
    }) as typeof window.open;
  });
  await search(page, 'nullable');
  const href = await page.locator('.DocSearch-Hit-link[aria-selected="true"]').getAttribute('href');
  await page.keyboard.press('Control+Enter');
  await page.keyboard.press('Shift+Enter');
  const opened = await page.evaluate(() => (window as unknown as {opened: string[][]}).opened);
  expect(opened).toEqual([
    [href, '_blank', 'noopener'],
    [href, '_blank', 'noopener,popup'],
  ]);
  await expect(page).toHaveURL(/WhatIsKatachi$/);
});

test('no results: the message, up to 3 suggestions and a link to report it', async ({page}) => {
  await page.locator('.DocSearch-Input').fill('qqzzxxv');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "qqzzxxv"');
  const suggestions = page.locator('.DocSearch-NoResults-Prefill-List-Items li');
  // The list is named by its lead-in, so a suggestion is announced as one.
  await expect(page.getByRole('list', {name: 'Try searching for:'})).toBeVisible();
  // Suggestions are computed in the search worker and arrive just after the screen.
  await expect(suggestions.first()).toBeVisible();
  const count = await suggestions.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Believe this query should return results?');
  const report = page.getByRole('link', {name: 'Let us know (opens in a new tab).'});
  const href = await report.getAttribute('href');
  expect(href).toContain('https://github.com/jtannas/katachi/issues/new');
  expect(decodeURIComponent(href!.replace(/\+/g, ' '))).toContain('"qqzzxxv"');
  await expect(report).toHaveAttribute('target', '_blank');
  // A suggestion runs that query.
  const suggestion = (await suggestions.first().innerText()).trim();
  await suggestions.first().locator('button').click();
  await expect(page.locator('.DocSearch-Input')).toHaveValue(suggestion);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('a misspelt query with no results suggests the right spelling', async ({page}) => {
  await page.locator('.DocSearch-Input').fill('comparisn resutl');
  // Typo tolerance finds this one directly (`hsahes` is one swap from `hashes`);
  // a worse one (two swaps) needs the suggestion.
  await page.locator('.DocSearch-Input').fill('hsaehs kyesz');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults-Prefill-List-Items li').first()).toBeVisible();
  const suggestions = await page.locator('.DocSearch-Prefill').allInnerTexts();
  expect(suggestions.some((s) => /hashes|keys/.test(s))).toBe(true);
});

test("a query about something else gets the site's topics, not look-alikes of its words", async ({page}) => {
  // "weather" and "seattle" are words, spelt right: "whether" and "settles" are not what was meant.
  await page.locator('.DocSearch-Input').fill('weather tomorrow seattle');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "weather tomorrow seattle"');
  await expect(page.locator('.DocSearch-NoResults-Prefill-List-Items li')).toHaveCount(3);
  expect(await page.locator('.DocSearch-Prefill').allInnerTexts()).toEqual(['Documentation', 'Features', 'Integrations']);
  // "recipe" is a word the meaning layer's table lacks, but the query, read for its meaning, is
  // about nothing the docs cover: "receive" would not answer it either.
  await page.locator('.DocSearch-Input').fill('chocolate cake recipe');
  await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for "chocolate cake recipe"');
  await expect(page.locator('.DocSearch-NoResults-Prefill-List-Items li')).toHaveCount(3);
  expect(await page.locator('.DocSearch-Prefill').allInnerTexts()).toEqual(['Documentation', 'Features', 'Integrations']);
});

test('"See all results" opens the search page with the query', async ({page}) => {
  await search(page, 'any_of');
  await page.locator('.DocSearch-HitsFooter a').click();
  await expect(page).toHaveURL(/\/katachi\/search\?q=any_of$/);
  await expect(page.locator('#search-page-input')).toHaveValue('any_of');
});

test('a result is a real link: Ctrl-click and middle click open a new tab, a click opens it here', async ({page, context}) => {
  // Two more pages load in this test.
  test.setTimeout(90_000);
  await search(page, 'nullable');
  const first = page.locator('.DocSearch-Hit-link').first();
  const href = (await first.getAttribute('href'))!;
  // An <a href> with the page's real URL: hovering shows it, the context menu
  // offers "Open link in new tab" and "Copy link address".
  expect(await first.evaluate((a) => a.tagName)).toBe('A');
  expect(href).toMatch(/^\/katachi\/docs\/.+#.+/);
  const ways = [
    ['Ctrl-click', () => first.click({modifiers: ['Control']})],
    ['middle click', () => first.click({button: 'middle'})],
  ] as const;
  for (const [way, open] of ways) {
    // Each in a step of its own, so that a slow new tab names itself in the report.
    await test.step(`${way} opens the result in a new tab`, async () => {
      const [tab] = await Promise.all([context.waitForEvent('page', {timeout: 15_000}), open()]);
      // Waited for until loaded and left open (the context's teardown closes it): a tab
      // closed while its navigation commits can stay open in Chromium, its close lost
      // (crbug.com/536385539), and it shares a renderer with this page.
      await tab.waitForURL((url) => url.pathname + url.hash === href, {waitUntil: 'load', timeout: 30_000});
    });
    await test.step(`after the ${way}, this page stays where it was`, async () => {
      await expect(page).toHaveURL(/WhatIsKatachi$/);
    });
  }
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('each result link is the listbox option itself (no control inside a control)', async ({page}) => {
  await search(page, 'optional key');
  const input = page.locator('.DocSearch-Input');
  const options = page.locator('.DocSearch-Dropdown [role="option"]');
  // One snapshot (the meaning layer may add hits when its files arrive), taken once the
  // list has stopped changing: every option is a result link, every <li> a plain wrapper.
  const snapshot = () =>
    page.locator('.DocSearch-Dropdown').evaluate((dropdown) => ({
      options: dropdown.querySelectorAll('[role="option"]').length,
      links: dropdown.querySelectorAll('.DocSearch-Hit-link[role="option"]').length,
      items: [...dropdown.querySelectorAll('.DocSearch-Hit')].map((li) => [li.getAttribute('role'), li.id, li.getAttribute('aria-selected')]),
    }));
  let previous = '';
  await expect.poll(async () => previous === (previous = JSON.stringify(await snapshot())), {intervals: [400]}).toBe(true);
  const list = await snapshot();
  expect(list.options).toBeGreaterThan(1);
  expect(list.links).toBe(list.options);
  expect(list.items).toEqual(Array.from({length: list.options}, () => ['none', '', null]));
  // The input points at the active option, and the arrows move it.
  const active = async () => page.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`);
  await expect(await active()).toHaveAttribute('aria-selected', 'true');
  await expect(await active()).toHaveClass(/DocSearch-Hit-link/);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
  await expect(page.locator('[aria-selected="true"]')).toHaveCount(1);
  // Tab never lands on a result: focus stays in the input.
  await expect(input).toBeFocused();
});

test('typed a key at a time, "See all N results" offers the last answer’s count, not a sum of every keystroke’s', async ({page}) => {
  await page.locator('.DocSearch-Input').pressSequentially('hash', {delay: 80});
  const status = page.locator('[data-testid="search-status"]');
  await expect(status).toHaveText(/^\d+ results? for "hash"$/);
  // The count is read once the meaning layer has joined (its hits may change it) and the
  // live region has caught up with it.
  await meaningJoined(page);
  await expectSeeAllToMatchStatus(page);
});

test('after the modal is closed and opened again, "See all N results" offers the new query’s count', async ({page}) => {
  const status = page.locator('[data-testid="search-status"]');
  const seeAllMatchesStatus = async (query: string) => {
    await search(page, query);
    await expect(status).toHaveText(new RegExp(`^\\d+ results? for "${query}"$`));
    await expectSeeAllToMatchStatus(page);
  };
  await seeAllMatchesStatus('compare');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await openModal(page);
  // A fresh modal's total starts at zero: the correction for the last one must not carry over.
  await seeAllMatchesStatus('hash');
});

test('each result group is a list named by its title, so moving into the next group is announced', async ({page}) => {
  await search(page, 'hash');
  const titles = await page.locator('.DocSearch-Hit-source').allInnerTexts();
  expect(titles.length).toBeGreaterThan(1);
  for (const title of titles) await expect(page.getByRole('listbox', {name: title, exact: true})).toBeVisible();
  // Typed further, new groups are named too.
  await search(page, 'hash key');
  for (const title of await page.locator('.DocSearch-Hit-source').allInnerTexts()) {
    await expect(page.getByRole('listbox', {name: title, exact: true})).toBeVisible();
  }
});

test('the search box is the combobox: it says it pops up a list, and whether one is shown', async ({page}) => {
  const box = page.getByRole('combobox', {name: 'Search'});
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(box).toHaveAttribute('aria-autocomplete', 'list');
  await search(page, 'hash');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const active = await box.getAttribute('aria-activedescendant');
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.locator('.DocSearch-Input').fill('qqzzxxv');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // The backdrop keeps none of it.
  await expect(page.locator('.DocSearch-Container')).not.toHaveAttribute('aria-haspopup', /./);
});

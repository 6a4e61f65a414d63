import {test, expect} from '@playwright/test';
import {gotoHydrated, openModal, search} from '../../support/search';

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
});

test('results are grouped by top-level heading, at most 5 per group and 20 in all', async ({page}) => {
  await search(page, 'shape');
  const sections = page.locator('.DocSearch-Hits');
  const groups = await sections.count();
  expect(groups).toBeGreaterThan(1);
  let total = 0;
  const titles: string[] = [];
  for (let i = 0; i < groups; i += 1) {
    const hits = await sections.nth(i).locator('.DocSearch-Hit').count();
    expect(hits).toBeGreaterThan(0);
    expect(hits).toBeLessThanOrEqual(5);
    total += hits;
    titles.push(await sections.nth(i).locator('.DocSearch-Hit-source').innerText());
  }
  expect(new Set(titles).size).toBe(titles.length);
  expect(total).toBeLessThanOrEqual(20);
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(/See all \d+ results/);
});

test('matches are highlighted with <mark>', async ({page}) => {
  await search(page, 'hashes');
  await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible();
  const marked = await page.locator('.DocSearch-Hit mark').allInnerTexts();
  expect(marked.every((text) => /hash/i.test(text))).toBe(true);
});

async function snippetWordCounts(page: import('@playwright/test').Page): Promise<number[]> {
  const snippets = await page.locator('.DocSearch-Hit-content-wrapper .DocSearch-Hit-title').evaluateAll((els) =>
    els.map((el) => el.textContent ?? '').filter((text) => text.includes('…')),
  );
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
});

test('arrow keys move the active result and Enter opens it at its anchor', async ({page}) => {
  await search(page, 'optional key');
  const hits = page.locator('.DocSearch-Hit');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(hits.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true');
  const href = await hits.nth(0).locator('.DocSearch-Hit-link').getAttribute('data-href');
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
  const href = await page.locator('.DocSearch-Hit[aria-selected="true"] .DocSearch-Hit-link').getAttribute('data-href');
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
  // Suggestions are computed in the search worker and arrive just after the screen.
  await expect(suggestions.first()).toBeVisible();
  const count = await suggestions.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  await expect(page.locator('.DocSearch-NoResults')).toContainText('Believe this query should return results?');
  const report = page.getByRole('link', {name: 'Let us know.'});
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

test('"See all results" opens the search page with the query', async ({page}) => {
  await search(page, 'any_of');
  await page.locator('.DocSearch-HitsFooter a').click();
  await expect(page).toHaveURL(/\/katachi\/search\?q=any_of$/);
  await expect(page.locator('#search-page-input')).toHaveValue('any_of');
});

test('clicking a result opens it; a Ctrl-click opens it in a new tab instead', async ({page}) => {
  await page.evaluate(() => {
    (window as unknown as {opened: string[]}).opened = [];
    window.open = ((url: string) => {
      (window as unknown as {opened: string[]}).opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
  await search(page, 'nullable');
  const first = page.locator('.DocSearch-Hit-link').first();
  const href = await first.getAttribute('data-href');
  await first.click({modifiers: ['Control']});
  expect(await page.evaluate(() => (window as unknown as {opened: string[]}).opened)).toEqual([href]);
  await expect(page).toHaveURL(/WhatIsKatachi$/);
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname + url.hash === href);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

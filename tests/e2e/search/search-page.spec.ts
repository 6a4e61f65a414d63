import {test, expect} from '@playwright/test';
import {gotoHydrated, holdIndex, LONG_QUESTION, SITE_START_QUERIES} from '../../support/search';

const results = (page: import('@playwright/test').Page) => page.locator('main ol > li');

test('a shared /search?q= URL shows highlighted results with snippets', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=optional%20key');
  await expect(page).toHaveTitle('Search results for "optional key" | Katachi');
  await expect(page.locator('#search-page-input')).toHaveValue('optional key');
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByText(/\d+ results? for "optional key"/)).toBeVisible();
  await expect(results(page).first().locator('mark').first()).toBeVisible();
  // Snippets: the text under the title, cut around the words.
  await expect(results(page).first().locator('p[class*="snippet"]')).toHaveText(/\S/);
  const href = await results(page).first().locator('a').getAttribute('href');
  expect(href).toMatch(/^\/katachi\/docs\//);
});

test('editing the query updates the results and the URL; a reload reproduces them', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=hash');
  await page.locator('#search-page-input').fill('kt_compare');
  await expect(page).toHaveURL(/\/katachi\/search\?q=kt_compare$/);
  await expect(results(page).first()).toContainText('kt_compare');
  const firstLinks = await results(page)
    .locator('h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  await page.reload();
  await expect(page.locator('#search-page-input')).toHaveValue('kt_compare');
  await expect(results(page).first()).toBeVisible();
  expect(
    await results(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
  ).toEqual(firstLinks);
});

test('without a query the page explains what to do', async ({page}) => {
  await gotoHydrated(page, '/katachi/search');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await expect(page.getByText('Type a word')).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  // Spaces alone are no query: the hint stays (the CSS that hides it before hydration stops there).
  await page.locator('#search-page-input').fill('   ');
  await expect(page.getByText('Type a word')).toBeVisible();
  await page.locator('#search-page-input').fill('hash');
  await expect(page.getByText('Type a word')).toBeHidden();
});

test('the empty page offers the site’s start queries as links to their results', async ({page}) => {
  await gotoHydrated(page, '/katachi/search');
  const offered = page.getByRole('list', {name: 'Try searching for:'});
  await expect(offered.getByRole('link')).toHaveText(SITE_START_QUERIES);
  await offered.getByRole('link', {name: 'nullable string'}).click();
  await expect(page).toHaveURL(/\/katachi\/search\?q=nullable%20string$/);
  await expect(page.locator('#search-page-input')).toHaveValue('nullable string');
  await expect(results(page).first()).toContainText('Nullable values');
  await expect(offered).toHaveCount(0);
});

test('a query with no results says so, offers queries to try as links, and a way to report it', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=qqzzxxv');
  await expect(page.getByText('No results for "qqzzxxv".')).toBeVisible();
  const report = page.getByRole('link', {name: 'Let us know (opens in a new tab).'});
  expect(decodeURIComponent((await report.getAttribute('href'))!.replace(/\+/g, ' '))).toContain('"qqzzxxv"');
  await expect(report).toHaveAttribute('target', '_blank');

  // A misspelt query: the modal's suggestions, as links to their own results.
  await gotoHydrated(page, '/katachi/search?q=' + encodeURIComponent('hsaehs kyesz'));
  const suggestions = page.getByRole('list', {name: 'Try searching for:'}).getByRole('link');
  await expect(suggestions.first()).toHaveText('hashes');
  expect(await suggestions.count()).toBeLessThanOrEqual(3);
  await expect(suggestions.first()).toHaveAttribute('href', '/katachi/search?q=hashes');
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/katachi\/search\?q=hashes$/);
  await expect(page.locator('#search-page-input')).toHaveValue('hashes');
  await expect(results(page).first()).toBeVisible();
});

test('more results load on request, 20 at a time', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=shape');
  await expect(results(page)).toHaveCount(20);
  const summary = await page.getByText(/\d+ results for "shape"/).innerText();
  const total = Number(summary.match(/(\d+) results/)![1]);
  expect(total).toBeGreaterThan(20);
  const status = page.getByTestId('search-page-status');
  await expect(status).toHaveText(`${total} results for "shape", 20 shown`);
  await page.getByRole('button', {name: 'Load more results'}).click();
  await expect(results(page)).toHaveCount(Math.min(40, total));
  // Heard in the live region, and focus on the first result it added.
  await expect(status).toHaveText(`${total} results for "shape", ${Math.min(40, total)} shown`);
  await expect(results(page).nth(20).locator('h2 a')).toBeFocused();
  // The last page: the button goes, focus does not fall to the page.
  const more = page.getByRole('button', {name: 'Load more results'});
  while (await more.count()) {
    const before = await results(page).count();
    await more.press('Enter');
    await expect(results(page)).toHaveCount(Math.min(before + 20, total));
    await expect(results(page).nth(before).locator('h2 a')).toBeFocused();
  }
  await expect(results(page)).toHaveCount(total);
});

test('Back from a result returns to the same place in the list: as many results, scrolled as before', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=hash');
  await page.getByRole('button', {name: 'Load more results'}).click();
  await expect(results(page)).toHaveCount(40);
  const opened = results(page).nth(30).locator('h2 a');
  await opened.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo, 'far down the list').toBeGreaterThan(1000);
  const href = await opened.getAttribute('href');
  await opened.click();
  await expect(page).toHaveURL(new RegExp(`${href!.split('#')[0]}`));
  await page.goBack();
  await expect(results(page)).toHaveCount(40);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await expect(results(page).nth(30).locator('h2 a')).toBeInViewport();

  // A new query starts at the top, with one page of results.
  await page.locator('#search-page-input').fill('shape');
  await expect(results(page)).toHaveCount(20);
});

test('a query of spaces alone is no query: the title says so too', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=%20%20%20');
  await expect(page.locator('h1')).toHaveText('Search the documentation');
  await expect(page).toHaveTitle(/^Search the documentation/);
});

test('the page has one live region: a query that finds nothing is said in the same one the counts were', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=hash');
  const status = page.getByTestId('search-page-status');
  await expect(status).toHaveText(/^\d+ results for "hash"/);
  await status.evaluate((element) => element.setAttribute('data-seen', 'yes'));
  await page.locator('#search-page-input').fill('qqzzxxv');
  await expect(page.locator('[data-testid="search-page-status"][data-seen="yes"]')).toHaveText('No results for "qqzzxxv".');
  await expect(page.locator('main [aria-live]')).toHaveCount(1);
});

test('while a query is typed, the live region says only the answer to the query typed last', async ({page}) => {
  await gotoHydrated(page, '/katachi/search');
  // The region comes with the first letter typed: every change in the page is looked at.
  await page.evaluate(() => {
    const said: string[] = [];
    Object.assign(window, {said});
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="search-page-status"]')?.textContent ?? '';
      if (text !== said[said.length - 1]) said.push(text);
    }).observe(document.body, {childList: true, characterData: true, subtree: true});
  });
  const status = page.getByTestId('search-page-status');
  await page.locator('#search-page-input').pressSequentially('hash', {delay: 150});
  await expect(status).toHaveText(/^\d+ results? for "hash"/);
  const said = await page.evaluate(() => (window as unknown as {said: string[]}).said.filter(Boolean));
  expect(said.length).toBeGreaterThan(0);
  for (const text of said) expect(text).toMatch(/ for "hash"/);
});

test('the query is shown as text, never run as markup', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.locator('#search-page-input')).toHaveValue('<img src=x onerror=alert(1)>');
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await gotoHydrated(page, '/katachi/search?q=%E0%A4%A');
  await expect(page.locator('h1')).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone, a long question still leaves its first result on the first screen', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent('what should I do when a comparison fails and I want to know exactly why?')}`);
  const first = results(page).first();
  await expect(first).toBeVisible();
  // The heading repeats the question; with the notices under it, the first result's title must still show.
  const box = (await first.locator('h2').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(740);
});

test('results arriving after the page shows fill room already there: nothing below them moves (no layout shift)', async ({page}) => {
  await page.setViewportSize({width: 375, height: 812});
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as {shifts: number[]}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & {value: number; hadRecentInput: boolean}>)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({type: 'layout-shift', buffered: true});
  });
  // The index is held: the page shows "Loading search…", then the results land.
  const index = await holdIndex(page);
  await gotoHydrated(page, '/katachi/search?q=optional%20key');
  await index.requested;
  await expect(page.locator('main')).toContainText('Loading search…');
  index.release();
  await expect(results(page).first()).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const shifts = await page.evaluate(() => (window as unknown as {shifts: number[]}).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});

test('a shared /search?q= link keeps its query in the box through hydration: never drawn empty in between', async ({page}) => {
  // Every value written to the box, by the prefill script or by React.
  await page.addInitScript(() => {
    const written: string[] = [];
    (window as unknown as {written: string[]}).written = written;
    const property = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
      ...property,
      set(this: HTMLInputElement, value: string) {
        if (this.id === 'search-page-input') written.push(value);
        property.set!.call(this, value);
      },
    });
  });
  await gotoHydrated(page, '/katachi/search?q=hash');
  await expect(results(page).first()).toBeVisible();
  const written = await page.evaluate(() => (window as unknown as {written: string[]}).written);
  expect(written.length).toBeGreaterThan(0);
  expect(written).not.toContain('');
  await expect(page.locator('#search-page-input')).toHaveValue('hash');
});

test('a question longer than the box, in a link or pasted, is condensed to fit and the reader told', async ({page, context}) => {
  // As an assistant writes a link: the whole question in `q`.
  const {asked, condensed} = LONG_QUESTION;
  await gotoHydrated(page, `/katachi/search?q=${encodeURIComponent(asked)}`);
  const box = page.locator('#search-page-input');
  await expect(box).toHaveValue(condensed);
  await expect(page.locator('h1')).toHaveText(`Search results for "${condensed}"`);
  await expect(page.locator('main [data-testid="query-limit"]')).toHaveText(/Shortened to fit 64 characters/);
  await expect(results(page).first()).toBeVisible();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await box.fill('');
  await page.evaluate((text) => navigator.clipboard.writeText(text), 'what is the best way to say that a field of my hash may be nil or a string');
  await box.focus();
  await page.keyboard.press('Control+v');
  const pasted = 'best way to say that a field of my hash may be nil or a string';
  await expect(box).toHaveValue(pasted);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(pasted).replace(/%20/g, '\\+')}$`));
  await expect(page.locator('main [data-testid="query-limit"]')).toHaveText(/Shortened to fit 64 characters/);
});

import {test, expect, type Page} from '@playwright/test';
import {gotoPainted, holdMainBundle, LONG_QUESTION, MAIN_BUNDLE_PATTERN, typeSlashInAField} from '../../support/search';
import {hydrated} from '../../support/site';

/**
 * On a slow network the page is painted long before its main bundle has run, and the
 * search button is already there. A click or shortcut in that time is kept and answered
 * once the page hydrates (plugins/search/client/earlyIntent.ts), instead of being lost;
 * on /search, words typed in that time stay, and Enter is a plain form's GET of ?q=.
 * A page whose bundle fails to load does not show a request waiting forever.
 */

const modal = (page: Page) => page.locator('.DocSearch-Modal');

/** Records on <html> whether a `k` keydown reached the end of its dispatch with its default prevented. */
async function probeKeyDefault(page: Page): Promise<void> {
  // A bubbling listener on window, added last: it reads the event after every other listener.
  await page.evaluate(() => {
    window.addEventListener('keydown', (event) => {
      if (event.key === 'k') document.documentElement.setAttribute('data-probe-prevented', String(event.defaultPrevented));
    });
  });
}

/** Once the page has hydrated, the modal does not open by itself (given the time an opening would take). */
async function expectModalStaysClosed(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(modal(page)).toHaveCount(0);
}

test('a click on the search button before the page hydrates opens the modal once it has, once: it stays open', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Button')).toHaveAttribute('aria-busy', 'true');
  // Kept by the search bar's own script: pageSpeed's early taps (plugins/pageSpeed/client/earlyTaps.ts) leave it be.
  await expect(page.locator('.DocSearch-Button')).toHaveAttribute('data-own-early-taps', '');
  release();
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  await expect(page.locator('.DocSearch-Button')).not.toHaveAttribute('aria-busy', 'true');
  // Not clicked a second time, which would close it again.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await expect(modal(page)).toBeVisible();
});

test('Ctrl+K before the page hydrates opens the modal once it has, and the browser does not take the key', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page);
  await probeKeyDefault(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('html')).toHaveAttribute('data-probe-prevented', 'true');
  release();
  await expect(modal(page)).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
});

test('Escape before the page hydrates takes back a waiting request', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page);
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Button')).toHaveAttribute('aria-busy', 'true');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Button')).not.toHaveAttribute('aria-busy', 'true');
  release();
  await expectModalStaysClosed(page);
});

test("when the main bundle fails to load, a click is not left marked busy and Ctrl+K is the browser's again", async ({page}) => {
  await page.route(MAIN_BUNDLE_PATTERN, (route) => route.abort());
  await page.goto('/katachi/docs/GettingStarted');
  await page.locator('.DocSearch-Button').click();
  await expect(page.locator('.DocSearch-Button')).not.toHaveAttribute('aria-busy', 'true');
  await probeKeyDefault(page);
  await page.keyboard.press('Control+k');
  await expect(page.locator('html')).toHaveAttribute('data-probe-prevented', 'false');
});

test('"/" typed in a field before the page hydrates stays in the field and opens nothing', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page);
  await typeSlashInAField(page);
  await expect(page.locator('#probe')).toHaveValue('/');
  release();
  await expectModalStaysClosed(page);
});

test('a page that hydrates with no early click or key opens nothing by itself', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page);
  release();
  await expectModalStaysClosed(page);
  // And the button still works as usual.
  await page.locator('.DocSearch-Button').click();
  await expect(modal(page)).toBeVisible();
});

test('words typed into /search before the page hydrates stay and become the query', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page, '/katachi/search');
  await expect(page.getByText('Type a word')).toBeVisible();
  await page.locator('#search-page-input').click();
  await page.keyboard.type('nullable');
  // The hint for an empty box goes as soon as it holds words, before React reads them.
  await expect(page.getByText('Type a word')).toBeHidden();
  release();
  await hydrated(page);
  await expect(page.locator('#search-page-input')).toHaveValue('nullable');
  await expect(page).toHaveURL(/\/katachi\/search\?q=nullable$/);
  await expect(page.locator('h1')).toHaveText('Search results for "nullable"');
  await expect(page.locator('main ol > li').first()).toContainText(/nullable/i);
});

test('/search?q= shows its query in the box and the heading before the page hydrates, as text, then its results', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page, `/katachi/search?q=${encodeURIComponent('any_of "<b>')}`);
  await expect(page.locator('#search-page-input')).toHaveValue('any_of "<b>');
  // The heading says what the page is for already: it does not change when the page hydrates.
  await expect(page.locator('h1')).toHaveText('Search results for "any_of "<b>"');
  await expect(page.locator('main b')).toHaveCount(0);
  // Not "Type a word…" under a box that holds the query.
  await expect(page.getByText('Type a word')).toBeHidden();
  release();
  await hydrated(page);
  await expect(page.locator('#search-page-input')).toHaveValue('any_of "<b>');
  await expect(page.locator('h1')).toHaveText('Search results for "any_of "<b>"');
  await expect(page.locator('main ol > li').first()).toBeVisible();
});

test('/search?q= with a question longer than the box: before the page hydrates, no hint for an empty box; then the question condensed and its results', async ({
  page,
}) => {
  // As an assistant writes a link: the whole question, which the page condenses once hydrated.
  const {asked, condensed} = LONG_QUESTION;
  const release = await holdMainBundle(page);
  await gotoPainted(page, `/katachi/search?q=${encodeURIComponent(asked)}`);
  await expect(page.locator('#search-page-input')).toHaveValue('');
  // Neither "Type a word…" nor the start queries: a question is on its way.
  await expect(page.getByText('Type a word')).toBeHidden();
  await expect(page.getByRole('list', {name: 'Try searching for:'})).toBeHidden();
  release();
  await hydrated(page);
  await expect(page.locator('#search-page-input')).toHaveValue(condensed);
  await expect(page.locator('h1')).toHaveText(`Search results for "${condensed}"`);
  await expect(page.locator('main ol > li').first()).toBeVisible();
});

test('Enter in /search before the page hydrates asks for ?q= like a plain form, and the page answers it', async ({page}) => {
  const release = await holdMainBundle(page);
  await gotoPainted(page, '/katachi/search');
  await page.locator('#search-page-input').fill('optional key');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/katachi\/search\?q=optional\+key$/);
  // The page the form asked for hydrates and reads its query.
  release();
  await expect(page.locator('#search-page-input')).toHaveValue('optional key');
  await expect(page.locator('h1')).toHaveText('Search results for "optional key"');
  await expect(page.locator('main ol > li').first()).toBeVisible();
});

import {test, expect} from '@playwright/test';
import {gotoHydrated, meaningJoined, openModal, search, SITE_START_QUERIES, typeSlashInAField} from '../../support/search';
import {fitToQueryLimit} from '../../../plugins/search/shared/queryFit';

test.beforeEach(async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/GettingStarted');
});

test('the navbar button opens the modal', async ({page}) => {
  await openModal(page, 'click');
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
});

test('Ctrl+K and Cmd+K open the modal, and toggle it closed', async ({page}) => {
  await openModal(page, 'ctrl-k');
  // The shortcut's listener is re-subscribed just after the modal opens; a
  // press in that instant is lost, so the closing press is retried.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0, {timeout: 2_000});
  }).toPass({timeout: 10_000});
  await openModal(page, 'meta-k');
});

test('"/" opens the modal, but not while typing in a field', async ({page}) => {
  await openModal(page, 'slash');
  await page.keyboard.press('Escape');
  // Closing hands focus back to the search button; a field focused before
  // that hand-back would lose its focus, and the "/" with it.
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
  await typeSlashInAField(page);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('#probe')).toHaveValue('/');
});

test('Escape closes the modal and gives focus back to the search button', async ({page}) => {
  await openModal(page);
  await search(page, 'hash');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Button')).toBeFocused();
});

test('a second Escape with the modal closed leaves nothing behind: the query is cleared', async ({page}) => {
  await openModal(page);
  await search(page, 'hash');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await openModal(page);
  await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  await expect(page.getByText('No recent searches')).toBeVisible();
});

test('before a first search the start screen offers the site’s start queries; one press searches it', async ({page}) => {
  await openModal(page);
  await expect(page.getByText('No recent searches')).toBeVisible();
  const offered = page.getByRole('list', {name: 'Try searching for:'});
  await expect(offered.getByRole('button')).toHaveText(SITE_START_QUERIES);
  // Reached from the search box by Tab, after the close button, in the order they are drawn.
  await page.keyboard.press('Tab');
  await expect(page.locator('.DocSearch-Close')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(offered.getByRole('button', {name: 'optional key'})).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Input')).toHaveValue('optional key');
  await expect(page.locator('.DocSearch-Hit').first()).toContainText('Making a key optional');
  await expect(offered).toHaveCount(0);
});

test('the clear button empties the query and keeps the modal open', async ({page}) => {
  await openModal(page);
  await search(page, 'hash');
  await page.locator('.DocSearch-Clear').click();
  await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('the cancel (close) button closes the modal, on a phone too', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await openModal(page, 'click');
  await page.locator('.DocSearch-Close').click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
});

test('on a phone the start screen fills the modal to the bottom of the screen, with no empty footer band', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await openModal(page, 'click');
  await expect(page.getByText('No recent searches')).toBeVisible();
  // The footer holds only the key hints, which DocSearch hides on a phone.
  await expect(page.locator('.DocSearch-Footer')).toBeHidden();
  const screen = await page.locator('.katachi-start').boundingBox();
  expect(screen && Math.round(screen.y + screen.height)).toBe(740);
  const message = await page.getByText('No recent searches').boundingBox();
  // In the middle of the space between the search box and the footer, as on a desktop.
  expect(message && message.y).toBeGreaterThan(200);
});

test('the query is capped at 64 characters, typed or pasted', async ({page, context}) => {
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  await expect(input).toHaveAttribute('maxlength', '64');
  const limitNotice = page.locator('.DocSearch-Modal [data-testid="query-limit"]');
  await page.keyboard.type('x'.repeat(63));
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await expect(limitNotice).toHaveCount(0);
  await page.keyboard.type('x'.repeat(7));
  await expect(input).toHaveValue('x'.repeat(64));
  // The reader is told that the rest was left out, even when nothing was found.
  await expect(limitNotice).toHaveText(/first 64 characters are searched/);
  await page.keyboard.press('Backspace');
  await expect(limitNotice).toHaveCount(0);

  await page.locator('.DocSearch-Clear').click();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const pasted = 'abcdefghij'.repeat(10);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await input.focus();
  await page.keyboard.press('Control+v');
  await expect(input).toHaveValue(pasted.slice(0, 64));
  await expect(limitNotice).toHaveText(/first 64 characters are searched/);
});

test('a pasted question longer than the box is condensed to fit, its end kept, and the reader told', async ({page, context}) => {
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  const limitNotice = page.locator('.DocSearch-Modal [data-testid="query-limit"]');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const question = 'how do I say that a field of my hash is allowed to be nil as well as a string';
  await page.evaluate((text) => navigator.clipboard.writeText(text), question);
  await input.focus();
  await page.keyboard.press('Control+v');
  // The browser alone would have kept "how do I say … as well a": the words naming what is asked were past the cap.
  await expect(input).toHaveValue('say a field of my hash is allowed to be nil as well as a string');
  await expect(limitNotice).toHaveText(/Shortened to fit 64 characters/);
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Typed over, the question is the reader's own again: the notice goes.
  await page.keyboard.press('Backspace');
  await expect(limitNotice).toHaveCount(0);

  // Pasted between words already typed: the whole value is what is fitted, the cursor's place kept in it.
  await input.fill('nullable  string');
  await input.evaluate((box: HTMLInputElement) => box.setSelectionRange(9, 9));
  const middle = 'or what is the way to let the value be a string or else nothing at all';
  await page.evaluate((text) => navigator.clipboard.writeText(text), middle);
  await page.keyboard.press('Control+v');
  const whole = `nullable ${middle} string`;
  await expect(input).toHaveValue(fitToQueryLimit(whole));
  expect(fitToQueryLimit(whole)).toMatch(/^nullable .* string$/);
});

test('a query of spaces alone is no query: the start screen stays, no "No results", nothing announced', async ({page}) => {
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  const startScreen = page.getByText('No recent searches');
  await expect(startScreen).toBeVisible();
  await page.keyboard.press('Space');
  await expect(input).toHaveValue('');
  await expect(startScreen).toBeVisible();

  await input.fill('hash');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Spaces typed over the whole query, and spaces pasted: both leave the box empty.
  await input.selectText();
  await page.keyboard.press('Space');
  await expect(input).toHaveValue('');
  await expect(startScreen).toBeVisible();
  await input.fill('     ');
  await expect(input).toHaveValue('');
  await expect(startScreen).toBeVisible();
  await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
  await expect(page.getByRole('link', {name: /Let us know/})).toBeHidden();
  await expect(page.locator('[data-testid="search-status"]')).toHaveText('');

  // Spaces before the first word are dropped as typed; the words are searched.
  await page.keyboard.type('  hash');
  await expect(input).toHaveValue('hash');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('text selected on the page opens the modal as one line fitted to 64 characters', async ({page}) => {
  // A code block's lines: DocSearch alone would take all of them, run together, past the cap.
  const selected = await page.evaluate(() => {
    const longest = [...document.querySelectorAll('article pre code')].sort((a, b) => b.textContent!.length - a.textContent!.length)[0]!;
    const range = document.createRange();
    range.selectNodeContents(longest);
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    return window.getSelection()!.toString().replace(/\s+/g, ' ').trim();
  });
  expect(selected.length, 'a selection longer than the cap').toBeGreaterThan(64);
  await page.keyboard.press('Control+k');
  const fitted = fitToQueryLimit(selected);
  expect(fitted.length).toBeLessThanOrEqual(64);
  await expect(page.locator('.DocSearch-Input')).toHaveValue(fitted);
  await expect(page.locator('.DocSearch-Modal [data-testid="query-limit"]')).toBeVisible();
});

test('a long question cut at the cap still shows its results, under the notice', async ({page}) => {
  await openModal(page);
  const question = 'how do I say that a field of my hash is allowed to be nil as well as a string';
  await page.locator('.DocSearch-Input').fill(question.slice(0, 64));
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  // Measured on the settled list: the meaning layer redraws it once when its files
  // arrive, and a hit measured in that instant has no box.
  await meaningJoined(page);
  const limitNotice = page.locator('.DocSearch-Modal [data-testid="query-limit"]');
  await expect(limitNotice).toBeVisible();
  // Above the results, where it is read before them.
  const [noticeBox, firstHitBox] = await Promise.all([limitNotice.boundingBox(), page.locator('.DocSearch-Hit').first().boundingBox()]);
  expect(noticeBox!.y).toBeLessThan(firstHitBox!.y);
});

test('the footer shows the key hints for select, navigate and close', async ({page}) => {
  await openModal(page);
  const footer = page.locator('.DocSearch-Footer');
  await expect(footer).toContainText('Select');
  await expect(footer).toContainText('Navigate');
  await expect(footer).toContainText('Close');
  await expect(footer.locator('.DocSearch-Logo')).toBeHidden();
});

test('a page change while the modal is open (a result chosen, the modal opened again at once) leaves focus in the modal', async ({page}) => {
  await openModal(page);
  const input = page.locator('.DocSearch-Input');
  // The navigation a chosen result starts, finishing after the reader has opened the modal again.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('nav[aria-label="Docs sidebar"] a[href$="/Features/Hashes"]')!.click());
  await expect(page).toHaveURL(/\/Features\/Hashes$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Hashes'})).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(input).toBeFocused();
  await page.keyboard.type('hash');
  await expect(input).toHaveValue('hash');
});

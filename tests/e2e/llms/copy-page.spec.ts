/**
 * "Copy page", "View as Markdown" and "Open in …" on the doc pages: what lands
 * in the clipboard, the assistants' links, keyboard use, failure messages, no
 * request to another host, axe.
 */
import {expect, test, type Page} from '@playwright/test';
import {BASE, markdownUrlOfRoute, watchForeignRequests} from '../../support/site';
import {gotoHydrated} from '../../support/search';
import {MODES, WIDTHS, axeFindings, expectNoFindings, gotoInMode, AXE_TEST_TIMEOUT} from '../a11y/axe';

const HASHES = `${BASE}/docs/Features/Hashes`;

const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page'});
const viewLink = (page: Page) => page.getByRole('link', {name: 'View as Markdown'});
const status = (page: Page) => page.locator('article').getByRole('status');
const openInButton = (page: Page) => page.getByRole('button', {name: 'Open in…'});
const assistantLinks = (page: Page) => page.getByRole('link', {name: /^Open in (ChatGPT|Claude)/});
/** The width "View as" takes in the View as Markdown link (shown only where there is room). */
const viewAsWidth = (page: Page) =>
  viewLink(page)
    .getByText('View as', {exact: true})
    .evaluate((el) => el.getBoundingClientRect().width);

test.beforeEach(async ({context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
});

// On every doc page, the controls and the links' Markdown URLs: site/every-route.spec.ts.

test('"Open in …" opens from the keyboard, its links take Tab in turn, Escape closes it and returns focus', async ({page}) => {
  await gotoHydrated(page, HASHES);
  await openInButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(openInButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(assistantLinks(page)).toHaveCount(2);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', {name: 'Open in ChatGPT (opens in a new tab)'})).toBeFocused();
  await page.keyboard.press('Tab');
  const claude = page.getByRole('link', {name: 'Open in Claude (opens in a new tab)'});
  await expect(claude).toBeFocused();
  await expect(claude).toHaveAttribute('target', '_blank');
  await expect(claude).toHaveAttribute('rel', 'noopener noreferrer');
  await page.keyboard.press('Escape');
  await expect(openInButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(openInButton(page)).toBeFocused();
  // A click elsewhere closes it too.
  await openInButton(page).click();
  await expect(assistantLinks(page)).toHaveCount(2);
  await page.locator('article h1').click();
  await expect(assistantLinks(page)).toHaveCount(0);
});

test('"Open in …" closes once an assistant is chosen, focus back on its button, the tab opened', async ({page, context}) => {
  // The assistant's site is not reached: the new tab's request is answered here.
  await context.route(/^https:\/\/(chatgpt\.com|claude\.ai)\//, (route) => route.fulfill({body: 'assistant'}));
  await gotoHydrated(page, HASHES);
  await openInButton(page).click();
  const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', {name: /^Open in Claude/}).click()]);
  expect(tab.url()).toMatch(/^https:\/\/claude\.ai\//);
  await tab.close();
  await expect(assistantLinks(page)).toHaveCount(0);
  await expect(openInButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(openInButton(page)).toBeFocused();
});

test('Copy page puts the page Markdown in the clipboard, says so, and asks no other host', async ({page, request, baseURL}) => {
  const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
  await gotoHydrated(page, HASHES);
  const expected = await (await request.get(markdownUrlOfRoute(HASHES))).text();
  expect(expected).toMatch(/^# Hashes\n/);

  await copyButton(page).click();
  await expect(status(page)).toHaveText('Page copied as Markdown.');
  await expect(page.getByRole('button', {name: 'Copied'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  // The label comes back for the next copy.
  await expect(copyButton(page)).toBeVisible({timeout: 5_000});
  expect(foreign).toEqual([]);
});

test('works from the keyboard: Tab to Copy page and press Enter, then to View as Markdown', async ({page}) => {
  await gotoHydrated(page, `${BASE}/docs/FAQ`);
  await page.evaluate(() => navigator.clipboard.writeText('old clipboard'));
  // Start from the element just before the controls and Tab forward, as a keyboard user would.
  await page.locator('nav[aria-label="Breadcrumbs"] a').last().focus();
  await page.keyboard.press('Tab');
  await expect(copyButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Page copied as Markdown.');
  // Focus stays on the control while it copies and after (WCAG 2.4.3).
  await expect(page.getByRole('button', {name: 'Copied'})).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# FAQ\n/);

  await page.keyboard.press('Tab');
  await expect(viewLink(page)).toBeFocused();
  const [response] = await Promise.all([page.waitForResponse(`**${markdownUrlOfRoute(`${BASE}/docs/FAQ`)}`), page.keyboard.press('Enter')]);
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/^# FAQ\n/);
});

test('a missing Markdown copy gives a clear message, and the clipboard is left alone', async ({page}) => {
  await page.route(`**${markdownUrlOfRoute(HASHES)}`, (route) => route.fulfill({status: 404, body: 'not here'}));
  await gotoHydrated(page, HASHES);
  await page.evaluate(() => navigator.clipboard.writeText('kept'));
  await copyButton(page).click();
  await expect(status(page)).toHaveText(/^Could not copy the page: this page has no Markdown copy here/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('kept');
  await expect(copyButton(page)).toBeEnabled();
});

/** Makes the browser refuse every clipboard write with `message`, as a NotAllowedError. */
const refuseClipboardWrites = (page: Page, message: string) =>
  page.evaluate((text) => {
    const refuse = () => Promise.reject(new DOMException(text, 'NotAllowedError'));
    Object.defineProperty(navigator.clipboard, 'write', {value: refuse});
    Object.defineProperty(navigator.clipboard, 'writeText', {value: refuse});
  }, message);

test('a clipboard the browser refuses gives a clear message', async ({page}) => {
  await gotoHydrated(page, HASHES);
  await refuseClipboardWrites(page, 'Write permission denied.');
  await copyButton(page).click();
  await expect(status(page)).toHaveText(/^Could not copy the page: the browser did not allow writing to the clipboard/);
});

test("a press replayed after a slow load, with the browser's user activation gone, asks to press again rather than failing", async ({page}) => {
  await gotoHydrated(page, HASHES);
  // What Firefox and Safari answer a clipboard write seconds after the press.
  await refuseClipboardWrites(page, 'Clipboard write was blocked due to lack of user activation.');
  // The early-taps script replays a kept tap with element.click(), seconds after the press:
  // the browser's user activation has expired by then.
  await page.evaluate(() => Object.defineProperty(navigator.userActivation, 'isActive', {get: () => false}));
  await copyButton(page).evaluate((button: HTMLElement) => button.click());
  await expect(status(page)).toHaveText('The page has finished loading: press Copy page again to copy it.');
  await expect(status(page)).not.toHaveClass(/failed/);
});

test('on a 375 px phone the three controls share one row, "View as Markdown" reading "Markdown" but named in full', async ({page}) => {
  await page.setViewportSize({width: 375, height: 740});
  await gotoHydrated(page, HASHES);
  const tops = await Promise.all(
    [copyButton(page), viewLink(page), openInButton(page)].map((control) => control.evaluate((el) => el.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size, `the controls' tops: ${tops.join(', ')}`).toBe(1);
  await expect(viewLink(page)).toHaveText('View as Markdown'); // the accessible text, hidden words and all
  // "View as " is kept for screen readers but takes no room (clipped to a pixel).
  expect(await viewAsWidth(page)).toBeLessThanOrEqual(1);
});

test('on a desktop the link reads "View as Markdown" in full', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, HASHES);
  expect(await viewLink(page).evaluate((el: HTMLElement) => el.innerText.trim())).toBe('View as Markdown');
  expect(await viewAsWidth(page)).toBeGreaterThan(20);
});

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test(`axe finds nothing on a doc page with the controls, their message and "Open in …" open, ${mode}, ${width.viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(AXE_TEST_TIMEOUT);
      await page.setViewportSize(width.viewport);
      // A short page: the controls are the same on every page, and axe is slow on long ones.
      await gotoInMode(page, `${BASE}/docs/Contributing/SECURITY`, mode);
      await copyButton(page).click();
      await expect(status(page)).toHaveText('Page copied as Markdown.');
      await openInButton(page).click();
      await expect(assistantLinks(page)).toHaveCount(2);
      const shots = process.env.COPY_PAGE_SCREENSHOTS;
      if (shots) await page.screenshot({path: `${shots}/open-in-${mode}-${width.viewport.width}.png`});
      expectNoFindings(await axeFindings(page, `${mode} ${width.name}`));
    });
  }
}

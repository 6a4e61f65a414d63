import {test, expect, type Locator, type Page} from '@playwright/test';
import {gotoHydrated, holdRequests, openModal, search} from '../../support/search';
import {hydrated, pageSettled} from '../../support/site';

const highlightedWords = (page: Page) =>
  page.evaluate(() => {
    const highlight = (CSS as unknown as {highlights: Map<string, Set<Range>>}).highlights.get('katachi-search');
    return highlight ? [...highlight].map((range) => range.toString()) : [];
  });

/** Whether any of the control shows on screen (Playwright counts a transparent element as visible). */
const onScreen = (control: Locator) =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return getComputedStyle(element).opacity !== '0' && box.top < window.innerHeight && box.bottom > 0;
  });

/** At `width` px, a search for "optional key" opened on the page it leads to: its clear control shown. */
async function landedWithControl(page: Page, width: number, height: number) {
  await page.setViewportSize({width, height});
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  await search(page, 'optional key');
  await page.keyboard.press('Enter');
  const control = page.getByRole('button', {name: /Clear search highlights \(\d+\)/});
  await expect(control).toBeVisible();
  return control;
}

test('opening a result highlights the matched words on the landing page; the control clears them', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  await search(page, 'nullable');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#nullable-values$/);
  await expect.poll(() => highlightedWords(page).then((w) => w.length)).toBeGreaterThan(0);
  const words = await highlightedWords(page);
  // Whole words and identifiers containing the word (`nullable_string`) both count.
  expect(words.filter((w) => !/nullable/i.test(w))).toEqual([]);
  expect(words.some((w) => /^nullable$/i.test(w))).toBe(true);

  const control = page.getByRole('button', {name: /Clear search highlights \(\d+\)/});
  await expect(control).toBeVisible();
  // By keyboard: focus moves to the content, not to the page itself, and the page stays where it was.
  await control.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('Enter');
  expect(await highlightedWords(page)).toEqual([]);
  await expect(control).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

for (const width of [1280, 375]) {
  test(`the clear control leaves the back-to-top button clear to press, ${width} px`, async ({page}) => {
    const control = await landedWithControl(page, width, 800);
    // Docusaurus shows back-to-top once the reader scrolls up from far down.
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.mouse.wheel(0, -300);
    const backToTop = page.locator('.theme-back-to-top-button');
    await expect(backToTop).toBeVisible();
    const [a, b] = [await control.boundingBox(), await backToTop.boundingBox()];
    const overlap = a && b && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `clear control ${JSON.stringify(a)}, back-to-top ${JSON.stringify(b)}`).toBe(false);
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(control).toBeVisible();
  });
}

test('on a phone the clear control steps aside while the reader scrolls down, and is back on the way up or when focused', async ({page}) => {
  const control = await landedWithControl(page, 375, 700);
  expect(await onScreen(control)).toBe(true);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => onScreen(control)).toBe(false);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => onScreen(control)).toBe(true);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => onScreen(control)).toBe(false);
  await control.focus();
  await expect.poll(() => onScreen(control)).toBe(true);
});

test('on a wide screen the clear control stays put while the reader scrolls down', async ({page}) => {
  const control = await landedWithControl(page, 1280, 800);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await onScreen(control)).toBe(true);
});

test('a link the keyboard focuses is scrolled clear of the clear control, not left beneath it (WCAG 2.4.11), 375 px', async ({page}) => {
  const control = await landedWithControl(page, 375, 700);
  const box = (await control.boundingBox())!;
  // From the page's end, so the link is reached scrolling up, with the control on screen.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.evaluate(() => new Promise(requestAnimationFrame));
  // A link in the text, scrolled to sit beneath the control.
  await page.evaluate((top) => {
    const links = [...document.querySelectorAll<HTMLElement>('article p a[href], article li a[href]')].filter((a) => a.getClientRects().length > 0);
    const link = links[Math.floor(links.length / 2)];
    link.dataset.probe = '';
    window.scrollBy(0, link.getBoundingClientRect().top - top);
    // Focus on the nearest element after it that takes focus: Shift+Tab then reaches the link.
    // (Not Tab from the one before: a code block there mounts its buttons when focused.)
    const candidates = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])')];
    for (let i = candidates.indexOf(link) + 1; i < candidates.length; i += 1) {
      candidates[i].focus({preventScroll: true});
      if (document.activeElement === candidates[i]) break;
    }
  }, box.y + 4);
  const link = page.locator('[data-probe]');
  await expect.poll(() => onScreen(control), 'the control is back on screen').toBe(true);
  const under = (await link.boundingBox())!;
  expect(under.y + under.height > box.y && under.x < box.x + box.width && box.x < under.x + under.width, 'the link starts beneath the control').toBe(
    true,
  );
  await page.keyboard.press('Shift+Tab');
  await expect(link).toBeFocused();
  const focused = (await link.boundingBox())!;
  expect(focused.y + focused.height, `link ${JSON.stringify(focused)}, control ${JSON.stringify(box)}`).toBeLessThanOrEqual(box.y);
});

test('the highlight is dropped on the next navigation, and not repeated on reload', async ({page}) => {
  await gotoHydrated(page, '/katachi/search?q=forbidding');
  await page.locator('main ol > li h2 a').first().click();
  await expect(page).toHaveURL(/Hashes#forbidding-a-key$/);
  await expect.poll(() => highlightedWords(page).then((w) => w.length)).toBeGreaterThan(0);
  await page.getByRole('link', {name: 'Arrays', exact: true}).first().click();
  await expect(page).toHaveURL(/Arrays$/);
  // The URL changes when navigation starts; the old page stays (highlight and
  // all) until the new route's chunks have loaded and it renders, and the
  // highlight is dropped when the route has updated (onRouteDidUpdate).
  await expect(page.locator('article h1')).toHaveText('Arrays');
  await expect.poll(() => highlightedWords(page)).toEqual([]);
  await expect(page.getByRole('button', {name: /Clear search highlights/})).toHaveCount(0);

  await page.goBack();
  await page.reload();
  await hydrated(page);
  // Consumed on the first landing: nothing left to paint, even once the page has settled.
  expect(await page.evaluate(() => sessionStorage.getItem('katachi-search-highlight'))).toBeNull();
  await pageSettled(page);
  expect(await highlightedWords(page)).toEqual([]);
  await expect(page.getByRole('button', {name: /Clear search highlights/})).toHaveCount(0);
});

test('words in code blocks stay highlighted when the code highlighter arrives after the highlight was painted', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  // A client-side navigation renders code blocks as plain lines until the
  // code-highlighter chunk arrives, then swaps in highlighted ones. Hold that
  // chunk until the landing highlight has been painted over the plain lines.
  const {release} = await holdRequests(page, '**/assets/js/code-highlighter.*.js');
  await openModal(page);
  await search(page, 'nullable');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/AnyOf#nullable-values$/);
  const code = page.locator('article pre code');
  const inCode = () => highlightedWords(page).then((words) => words.filter((w) => w === 'nullable_string'));
  await expect.poll(() => inCode().then((w) => w.length)).toBeGreaterThan(0);
  await expect(code.locator('.token:not(.plain)')).toHaveCount(0); // still the plain lines
  const inPlainLines = (await inCode()).length;

  release();
  await expect(code.locator('.token:not(.plain)').first()).toBeAttached(); // the highlighted lines are in
  // Every range reads as a matched word again (ranges into the replaced lines would read as '').
  await expect.poll(() => highlightedWords(page).then((words) => words.filter((w) => !/nullable/i.test(w)))).toEqual([]);
  expect((await inCode()).length).toBe(inPlainLines);
  await expect(page.getByRole('button', {name: /Clear search highlights \(\d+\)/})).toBeVisible();
});

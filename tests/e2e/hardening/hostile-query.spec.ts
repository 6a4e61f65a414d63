import {test, expect, type Page} from '@playwright/test';
import {hydrated, pageSettled} from '../../support/site';
import {gotoHydrated, openModal, recentSearchesKey} from '../../support/search';

/** Records anything that would mean a payload ran or the page broke. */
function watch(page: Page): {dialogs: string[]; errors: string[]} {
  const seen = {dialogs: [] as string[], errors: [] as string[]};
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

const PAYLOADS: Array<{name: string; raw: string}> = [
  {name: 'a script element', raw: '<script>alert(1)</script>'},
  {name: 'an image with onerror', raw: '<img src=x onerror=alert(2)>'},
  {name: 'an svg with onload', raw: '"><svg onload=alert(3)>'},
  {name: 'a javascript: link', raw: '<a href="javascript:alert(4)">x</a>'},
  {name: 'an iframe', raw: '<iframe srcdoc="<script>parent.alert(5)</script>"></iframe>'},
];

for (const {name, raw} of PAYLOADS) {
  test(`/search?q= with ${name} shows it as text and runs nothing`, async ({page}) => {
    const seen = watch(page);
    await page.goto(`/katachi/search?q=${encodeURIComponent(raw)}`);
    await hydrated(page);
    const shown = raw.slice(0, 64);
    await expect(page.locator('h1')).toHaveText(`Search results for "${shown}"`);
    await expect(page.locator('#search-page-input')).toHaveValue(shown);
    // Nothing of the payload became markup anywhere in the page.
    await expect(page.locator('main img[src="x"], main svg[onload], main iframe, main a[href^="javascript:"]')).toHaveCount(0);
    // The page's one script of its own fills the box from the URL before hydration: no payload in it.
    await expect(page.locator('main script:not([data-query-prefill])')).toHaveCount(0);
    await expect(page.locator('main script[data-query-prefill]')).not.toContainText(/alert/);
    // Results (or "No results") are reached: the page did not stop halfway.
    await expect(
      page
        .locator('main')
        .getByText(/results? for|No results for/)
        .first(),
    ).toBeVisible();
    await pageSettled(page);
    expect(seen.dialogs).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}

// Raw query strings, not encoded by the test: what a hand-edited or truncated link contains.
const MALFORMED: Array<{name: string; query: string}> = [
  {name: 'a cut-off UTF-8 sequence', query: '%E0%A4%A'},
  {name: 'a lone percent sign', query: '%'},
  {name: 'a percent sign with non-hex digits', query: '%zz'},
  {name: 'an encoded lone surrogate', query: '%ED%A0%80'},
  {name: 'an overlong encoding', query: '%C0%AF'},
  {name: 'an encoded NUL and controls', query: '%00%01%1B[31m'},
  {name: 'percent signs around text', query: 'hash%%%2'},
];

for (const {name, query} of MALFORMED) {
  test(`/search?q= with ${name} renders without crashing`, async ({page}) => {
    const seen = watch(page);
    const response = await page.goto(`/katachi/search?q=${query}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('h1')).toContainText('Search');
    await expect(page.locator('#search-page-input')).toBeEditable();
    // The page is still usable: a new query gives results.
    await page.locator('#search-page-input').fill('hash');
    await expect(page.locator('main li').first()).toBeVisible();
    expect(seen.dialogs).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
}

test('/search?q= with a 10,000-character value keeps the first 64 and stays responsive', async ({page}) => {
  const seen = watch(page);
  const long = 'hash '.repeat(2_000);
  await page.goto(`/katachi/search?q=${encodeURIComponent(long)}`);
  await hydrated(page);
  await expect(page.locator('#search-page-input')).toHaveValue(long.slice(0, 64));
  await expect(page.locator('h1')).toHaveText(`Search results for "${long.slice(0, 64)}"`);
  await expect(page.locator('main li').first()).toBeVisible();
  await expect(page.locator('main [data-testid="query-limit"]')).toHaveText(/first 64 characters are searched/);
  // 10,000 characters that stay about that long once encoded (a URL much over
  // 16 KB is refused by Node's HTTP server before it reaches the site).
  const markup = `<img src=x onerror=alert(1)>${'x'.repeat(10_000 - 28)}`;
  await page.goto(`/katachi/search?q=${encodeURIComponent(markup)}`);
  await hydrated(page);
  // No word of it is a stop word: cut at the last word's end that fits.
  await expect(page.locator('#search-page-input')).toHaveValue('<img src=x');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(seen.dialogs).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('/search?q= hydrates without a React error: the server-rendered page matches the first client render', async ({page}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto('/katachi/search?q=hash');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Search results for "hash"');
  await expect(page.locator('main li').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a recent search saved with raw markup in a heading (before hits were escaped) is shown as text and runs nothing', async ({page}) => {
  const seen = watch(page);
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  // As an older version saved it: the hit's own heading as raw text, no highlights.
  const saved = {
    objectID: '/katachi/docs/Features/Diagnostics#lambdas',
    url: '/katachi/docs/Features/Diagnostics#lambdas',
    url_without_anchor: '/katachi/docs/Features/Diagnostics',
    anchor: 'lambdas',
    type: 'lvl2',
    hierarchy: {
      lvl0: 'Features',
      lvl1: 'Diagnostics',
      lvl2: 'Lambdas print as <img src=x onerror=alert(6)>',
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: null,
  };
  await page.evaluate(([key, entry]) => localStorage.setItem(key, JSON.stringify([entry])), [recentSearchesKey(), saved] as const);
  await openModal(page);
  const title = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).locator('.DocSearch-Hit-title');
  await expect(title).toHaveText('Lambdas print as <img src=x onerror=alert(6)>');
  await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
  // Kept, escaped in place.
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), recentSearchesKey());
  expect(stored[0].hierarchy.lvl2).toBe('Lambdas print as &lt;img src=x onerror=alert(6)&gt;');
  await pageSettled(page);
  expect(seen.dialogs).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('saved searches damaged in storage are dropped: the modal opens, the page does not crash, the good entry is kept', async ({page}) => {
  const seen = watch(page);
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  const good = {
    objectID: '/katachi/docs/Features/Hashes#making-a-key-optional',
    url: '/katachi/docs/Features/Hashes#making-a-key-optional',
    type: 'lvl2',
    hierarchy: {lvl0: 'Features', lvl1: 'Hashes', lvl2: 'Making a key optional', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
  };
  const damaged = [null, 1, 'x', true, {}, {objectID: 'a', url: '/katachi/docs/GettingStarted'}, {...good, objectID: 'b', hierarchy: null}];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [recentSearchesKey(), JSON.stringify([...damaged, good])] as const);
  await openModal(page);
  const recent = page.locator('.DocSearch-Hits').filter({hasText: 'Recent'}).locator('.DocSearch-Hit');
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText('Making a key optional');
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  expect(seen.errors).toEqual([]);
});

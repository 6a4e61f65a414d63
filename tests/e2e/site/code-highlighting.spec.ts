import {expect, test, type Page} from '@playwright/test';
import {BASE, waitForHydration} from '../../support/site';
import {gotoPainted, holdMainBundle} from '../../support/search';

async function tokenColours(page: Page): Promise<Record<string, string>> {
  const block = page.locator('pre.prism-code.language-ruby').first();
  const colour = (selector: string) =>
    block
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  return {
    string: await colour('.token.string'),
    comment: await colour('.token.comment'),
    plain: await colour('.token-line > .token.plain'),
  };
}

async function expectRubyTokenised(page: Page): Promise<void> {
  const block = page.locator('pre.prism-code.language-ruby').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token.string').first()).toBeVisible();
  await expect(block.locator('.token.comment').first()).toContainText('# =>');
  await expect(block.locator('.token.keyword, .token.constant, .token.class-name').first()).toBeVisible();
  expect(await block.locator('.token').count()).toBeGreaterThan(30);
}

test('Ruby code is tokenised in light mode', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectRubyTokenised(page);
  const colours = await tokenColours(page);
  expect(colours.string).not.toBe(colours.plain);
  expect(colours.comment).not.toBe(colours.plain);
});

test('Ruby code is tokenised in dark mode with the dark theme colours', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const light = await tokenColours(page);
  await page
    .locator('nav.navbar')
    .getByRole('button', {name: /Switch between dark and light mode/})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectRubyTokenised(page);
  const dark = await tokenColours(page);
  expect(dark.string).not.toBe(dark.plain);
  expect(dark.plain).not.toBe(light.plain);
  expect(dark.string).not.toBe(light.string);
});

// Code is highlighted when the page is built and kept as it is while the page
// hydrates (src/theme/CodeBlock/Content); a block rendered in the browser (a
// page reached by client-side navigation) is highlighted there, the same way.
test('code on a page reached by client-side navigation is tokenised, in both modes', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BASE}/docs/FAQ`);
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  await expect(page.locator('article h1')).toHaveText('Hashes');
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
  await expectRubyTokenised(page);
  const light = await tokenColours(page);
  expect(light.string).not.toBe(light.plain);
  await page
    .locator('nav.navbar')
    .getByRole('button', {name: /Switch between dark and light mode/})
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const dark = await tokenColours(page);
  expect(dark.string).not.toBe(light.string);
  expect(errors).toEqual([]);
});

test('a page loaded in dark mode shows the dark colours in the server-rendered code', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${BASE}/docs/Features/Hashes`);
  await waitForHydration(page);
  const light = await tokenColours(page);
  // Docusaurus keeps the chosen mode in localStorage ("theme").
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectRubyTokenised(page);
  const dark = await tokenColours(page);
  expect(dark.plain).not.toBe(light.plain);
  expect(dark.string).not.toBe(light.string);
  // The copy button still copies the block's code (it reads Docusaurus' metadata, not the DOM).
  const block = page.locator('.theme-code-block').first();
  await block.hover();
  await expect(block.getByRole('button', {name: /Copy code/i})).toBeVisible();
  expect(errors).toEqual([]);
});

test('hydrating a page keeps the server-rendered code blocks (no second tokenising)', async ({page}) => {
  // Counts nodes taken out of code blocks from the first byte of the page on.
  await page.addInitScript(() => {
    const state = window as unknown as {codeNodesRemoved: number};
    state.codeNodesRemoved = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          const element = node instanceof Element ? node : node.parentElement;
          if (record.target instanceof Element && record.target.closest('pre')) state.codeNodesRemoved += 1;
          else if (element?.querySelector?.('.token')) state.codeNodesRemoved += 1;
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(`${BASE}/docs/Features/Hashes`);
  await waitForHydration(page);
  await expectRubyTokenised(page);
  expect(await page.locator('pre.prism-code').count()).toBeGreaterThan(10);
  expect(await page.evaluate(() => (window as unknown as {codeNodesRemoved: number}).codeNodesRemoved)).toBe(0);
});

// Prism's start-up (prism-react-renderer's grammars) is most of a page's main-thread
// work in stock Docusaurus; ours loads it only for code rendered in the browser
// (plugins/codeHighlight/client/highlighter.ts, and the client-module swap in plugins/codeHighlight/index.ts).
// A name only Prism's bundled grammars have (prism-react-renderer registers objectivec).
const PRISM_SIGNATURE = 'objectivec';

test('loading a page runs no Prism; code rendered in the browser fetches it', async ({page}) => {
  const scripts: {url: string; body: Promise<string>}[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: response.text().catch(() => '')});
  });
  const scriptsWithPrism = async () =>
    (await Promise.all(scripts.map(async ({url, body}) => ((await body).includes(PRISM_SIGNATURE) ? url : null)))).filter(Boolean);
  await page.goto(`${BASE}/docs/Features/Hashes`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(await scriptsWithPrism()).toEqual([]);
  await expectRubyTokenised(page);

  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Arrays', exact: true}).click();
  await expect(page.locator('article h1')).toHaveText('Arrays');
  await expectRubyTokenised(page);
  expect((await scriptsWithPrism()).length).toBeGreaterThan(0);
});

test('in dark mode, a code block is dark before the page hydrates as after', async ({page}) => {
  const background = () =>
    page
      .locator('.theme-code-block')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const release = await holdMainBundle(page);
  await gotoPainted(page, `${BASE}/docs/Features/Hashes`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const before = await background();
  release();
  await waitForHydration(page);
  expect(before).toBe(await background());
  expect(before).not.toBe('rgb(246, 248, 250)');
});

// The page-load patches of Docusaurus in pageSpeed/ (each fails here if a
// Docusaurus upgrade changes what it patches).
import {expect, test, type Page} from '@playwright/test';
import {BASE, waitForHydration} from '../../support/site';

// A doc page with code blocks (each has a word-wrap observer) at phone width,
// where the navbar's secondary menu (the doc sidebar) is filled as well.
const CODE_PAGE = `${BASE}/docs/Features/Hashes`;

test.describe('no ICU collator while a doc page loads (pageSpeed/runtime/reactUtils.tsx)', () => {
  for (const width of [375, 1280]) {
    test(`nothing calls localeCompare while ${CODE_PAGE} loads and hydrates at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.addInitScript(() => {
        const localeCompare = String.prototype.localeCompare;
        const calls: string[] = [];
        (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls = calls;
        String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof localeCompare>) {
          calls.push(new Error().stack ?? '');
          return localeCompare.apply(this, args);
        };
      });
      await page.goto(CODE_PAGE);
      await waitForHydration(page);
      await expect(page.locator('pre.prism-code').first()).toBeVisible();
      // Effects after hydration (word wrap, the secondary menu) have run by the next frames.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const calls = await page.evaluate(() => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls);
      expect(calls, calls[0]).toEqual([]);
    });
  }
});

type Inserted = {kind: 'prefetch' | 'script'; url: string; idle: boolean};

/**
 * Records each `<link rel="prefetch">` (prefetching) and `<script>` (loading a
 * chunk: what a hover's preload does) the page inserts, and whether an idle
 * callback inserted it.
 */
async function recordInsertions(page: Page): Promise<() => Promise<Inserted[]>> {
  await page.addInitScript(() => {
    const record: {kind: string; url: string; idle: boolean}[] = [];
    (window as unknown as {inserted: typeof record}).inserted = record;
    let inIdleCallback = false;
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        inIdleCallback = true;
        try {
          callback(deadline);
        } finally {
          inIdleCallback = false;
        }
      }, options);
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLLinkElement && node.rel === 'prefetch') record.push({kind: 'prefetch', url: node.href, idle: inIdleCallback});
      if (node instanceof HTMLScriptElement && node.src) record.push({kind: 'script', url: node.src, idle: inIdleCallback});
      return appendChild.call(this, node) as T;
    };
  });
  return () => page.evaluate(() => (window as unknown as {inserted: Inserted[]}).inserted);
}

const CHUNK = /\/assets\/js\/.+\.js$/;

test('links still prefetch their pages, but only from idle callbacks (pageSpeed/runtime/idlePrefetch.ts)', async ({page}) => {
  const inserted = await recordInsertions(page);
  await page.goto(`${BASE}/docs/Contributing/SECURITY`);
  await waitForHydration(page);
  const prefetches = async () => (await inserted()).filter((i) => i.kind === 'prefetch');
  // The sidebar's links are on screen: their pages' chunks are prefetched, as Docusaurus does.
  await expect.poll(async () => (await prefetches()).filter((p) => CHUNK.test(p.url)).length, {timeout: 15_000}).toBeGreaterThan(5);
  expect((await prefetches()).filter((p) => !p.idle), 'prefetch links added outside an idle callback').toEqual([]);
});

test('hovering a link still loads its page at once (preload is not deferred)', async ({page}) => {
  const inserted = await recordInsertions(page);
  await page.goto(`${BASE}/docs/Contributing/SECURITY`);
  await waitForHydration(page);
  const preloads = async () => (await inserted()).filter((i) => i.kind === 'script' && CHUNK.test(i.url) && !i.idle).length;
  const before = await preloads();
  await page.locator('.theme-doc-sidebar-menu a.menu__link:not(.menu__link--active)[href*="/docs/"]').first().hover();
  // Preloading inserts the page's chunks as scripts, at once (outside any idle callback).
  await expect.poll(preloads, {timeout: 10_000}).toBeGreaterThan(before);
});

test('every code block gets working Copy and Word wrap buttons once the page has hydrated (src/theme/CodeBlock/Buttons)', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({width: 375, height: 800});
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const blocks = page.locator('article .theme-code-block');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(10);
  await expect(page.locator('article .theme-code-block').getByRole('button', {name: /Copy code/i})).toHaveCount(count);
  // At phone width some blocks are wider than the screen: those get Word wrap, and it wraps.
  const wide = blocks.filter({has: page.getByRole('button', {name: /Toggle word wrap/i})}).first();
  await expect(wide).toBeVisible();
  await expect(wide.locator('pre code')).not.toHaveCSS('white-space', 'pre-wrap');
  await wide.getByRole('button', {name: /Toggle word wrap/i}).click();
  await expect(wide.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
  const first = blocks.first();
  await first.hover();
  await first.getByRole('button', {name: /Copy code/i}).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await first.locator('pre code').innerText()).trimEnd());
});

// The page-load patches of Docusaurus in plugins/pageSpeed/ (each fails here if a
// Docusaurus upgrade changes what it patches).
import {expect, test, type Page} from '@playwright/test';
import {BASE, nextFrames, pageSettled, waitForHydration} from '../../support/site';

// A doc page with code blocks (each has a word-wrap observer) at phone width,
// where the navbar's secondary menu (the doc sidebar) is filled as well.
const CODE_PAGE = `${BASE}/docs/Features/Hashes`;

test.describe('no ICU collator while a doc page loads (plugins/pageSpeed/theme/reactUtils.tsx)', () => {
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
      await nextFrames(page);
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

test('links still prefetch their pages, but only from idle callbacks (plugins/pageSpeed/client/idlePrefetch.ts)', async ({page}) => {
  const inserted = await recordInsertions(page);
  await page.goto(`${BASE}/docs/Contributing/SECURITY`);
  await waitForHydration(page);
  const prefetches = async () => (await inserted()).filter((i) => i.kind === 'prefetch');
  // The sidebar's links are on screen: their pages' chunks are prefetched, as Docusaurus does.
  await expect.poll(async () => (await prefetches()).filter((p) => CHUNK.test(p.url)).length, {timeout: 15_000}).toBeGreaterThan(5);
  expect(
    (await prefetches()).filter((p) => !p.idle),
    'prefetch links added outside an idle callback',
  ).toEqual([]);
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

test('code block buttons mount one block per idle callback, not all in one commit (src/theme/CodeBlock/Buttons)', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  // Counts, per MutationObserver delivery (at most one per task), the code blocks that got their buttons.
  await page.addInitScript(() => {
    const batches: number[] = [];
    (window as unknown as {buttonBatches: number[]}).buttonBatches = batches;
    new MutationObserver((records) => {
      const blocks = new Set<Element>();
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && node.querySelector('button[aria-label*="Copy" i]')) blocks.add(node.closest('.theme-code-block')!);
      if (blocks.size > 0) batches.push(blocks.size);
    }).observe(document, {childList: true, subtree: true});
  });
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const count = await page.locator('article .theme-code-block').count();
  await expect(page.locator('article .theme-code-block').getByRole('button', {name: /Copy code/i})).toHaveCount(count);
  const batches = await page.evaluate(() => (window as unknown as {buttonBatches: number[]}).buttonBatches);
  expect(batches.reduce((a, b) => a + b, 0)).toBe(count);
  expect(Math.max(...batches), `blocks given buttons per task: ${batches.join(',')}`).toBe(1);
});

test('a code block pointed at or focused gets its buttons at once, without waiting for idle time', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  // No idle time ever comes: only the reader's intent can mount buttons.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const blocks = page.locator('article .theme-code-block');
  const copyButtons = page.locator('article .theme-code-block').getByRole('button', {name: /Copy code/i});
  await pageSettled(page, {idle: false});
  await expect(copyButtons).toHaveCount(0);
  await blocks.nth(0).hover();
  await expect(blocks.nth(0).getByRole('button', {name: /Copy code/i})).toHaveCount(1);
  await blocks.nth(2).locator('pre').focus();
  await expect(blocks.nth(2).getByRole('button', {name: /Copy code/i})).toHaveCount(1);
  await expect(copyButtons).toHaveCount(2);
});

test.describe('off-screen code blocks are not rendered while the page loads, at their true size (plugins/pageSpeed/client/offscreenCode.ts)', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(CODE_PAGE);
      await waitForHydration(page);
      const sizes = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('article pre.prism-code')].map((pre) => ({
            // A skipped <code> is itself visible; its lines are not.
            skipped: !pre.querySelector('code > *')!.checkVisibility({contentVisibilityAuto: true}),
            height: pre.getBoundingClientRect().height,
            scrollWidth: pre.scrollWidth,
          })),
        );
      const atLoad = await sizes();
      expect(atLoad.length).toBeGreaterThan(10);
      expect(atLoad[0].skipped, 'the first block is on screen').toBe(false);
      expect(atLoad.at(-1)!.skipped, 'the last block is far below the fold').toBe(true);
      // Bring every block on screen: each renders at the size it was given while skipped.
      const blocks = page.locator('article pre.prism-code');
      for (let i = 0; i < atLoad.length; i++) await blocks.nth(i).scrollIntoViewIfNeeded();
      await nextFrames(page);
      const rendered = await sizes();
      rendered.forEach((block, i) => {
        expect(Math.abs(block.height - atLoad[i].height), `block ${i} height`).toBeLessThanOrEqual(1);
        expect(Math.abs(block.scrollWidth - atLoad[i].scrollWidth), `block ${i} scroll width`).toBeLessThanOrEqual(2);
      });
    });
  }
});

test("a page's route chunks are requested after main.js has finished evaluating, not inside it (plugins/pageSpeed/client/yieldingPreload.ts)", async ({
  page,
}) => {
  // document.currentScript is main.js' <script> while main.js runs, and null in a later task.
  await page.addInitScript(() => {
    const inserted: {src: string; during: string | null}[] = [];
    (window as unknown as {chunkInsertions: typeof inserted}).chunkInsertions = inserted;
    const appendChild = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLScriptElement)
        inserted.push({src: child.src, during: (document.currentScript as HTMLScriptElement | null)?.src ?? null});
      return appendChild.call(this, child) as T;
    };
  });
  await page.goto(CODE_PAGE);
  await waitForHydration(page);
  const inserted = await page.evaluate(() => (window as unknown as {chunkInsertions: {src: string; during: string | null}[]}).chunkInsertions);
  expect(inserted.length, 'the page loads its route chunks').toBeGreaterThan(3);
  expect(
    inserted.filter((i) => i.during !== null),
    'chunks inserted while a script was evaluating',
  ).toEqual([]);
});

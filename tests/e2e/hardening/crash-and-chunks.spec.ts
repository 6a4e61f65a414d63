import {test, expect, type BrowserContext, type Page, type Route} from '@playwright/test';
import {gotoHydrated, search} from '../../support/search';
import {axeFindings, expectNoFindings, gotoInMode, MODES, type Finding} from '../a11y/axe';
import {chunkGlobOf, crashModules, modalChunkPaths, moduleIdOf} from './support';
import {hydrated, pageSettled} from '../../support/site';

const MESSAGE = 'Katachi hardening test: this component failed to render';

async function stopCrashing(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {__katachiCrash: boolean}).__katachiCrash = false;
  });
}

test('a doc whose content throws shows the crash screen inside the layout; Try again renders it', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/FAQ');
  const id = await moduleIdOf(page, '@site/docs/Features/Hashes.md');
  await crashModules(page, [id], MESSAGE);
  await page.evaluate(() => {
    (window as unknown as {__katachiCrash: boolean}).__katachiCrash = true;
  });
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  await expect(page).toHaveURL(/Features\/Hashes$/);

  // theme-classic's ErrorPageContent, in the Layout's error boundary.
  const main = page.locator('main');
  await expect(main.getByRole('heading', {level: 1})).toHaveText('This page crashed.');
  await expect(main).toContainText(MESSAGE);
  const tryAgain = main.getByRole('button', {name: 'Try again'});
  await expect(tryAgain).toBeVisible();
  // The rest of the site is still there and working.
  await expect(page.locator('.navbar')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();

  await stopCrashing(page);
  await tryAgain.click();
  await expect(page.locator('article h1')).toHaveText('Hashes');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('a page component that throws on load shows the Page Error screen; Try again renders the page', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/FAQ');
  const id = await moduleIdOf(page, '@site/src/pages/index.tsx');
  await crashModules(page, [id], MESSAGE);
  await page.goto('/katachi/');

  // Docusaurus' top-level error boundary (it replaces the whole app, so the
  // page is never marked hydrated): @theme/Error, inside the layout.
  await expect(page).toHaveTitle('Page Error');
  await expect(page.getByRole('heading', {level: 1, name: /This page crashed/})).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  const tryAgain = page.getByRole('button', {name: 'Try again'});
  await expect(tryAgain).toBeVisible();

  await stopCrashing(page);
  await tryAgain.click();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.locator('.hero, header').first()).toContainText('Katachi');
  await expect(page).not.toHaveTitle('Page Error');
});

test('a route chunk that fails to load during navigation logs a warning and reloads the page', async ({page}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await gotoHydrated(page, '/katachi/docs/FAQ');
  const chunk = await chunkGlobOf(page, '@site/docs/Features/Hashes.md');

  let reloaded = false;
  let aborted = 0;
  await page.route('**/docs/Features/Hashes', (route) => {
    if (route.request().isNavigationRequest()) reloaded = true;
    return route.continue();
  });
  await page.route(chunk, (route) => {
    if (reloaded) return route.continue();
    aborted += 1;
    return route.abort('failed');
  });

  const load = page.waitForEvent('load');
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  await load;
  expect(aborted).toBeGreaterThan(0);
  expect(reloaded, 'the page was reloaded at the new address').toBe(true);
  expect(
    warnings.some((w) => /ChunkLoadError|Loading chunk .* failed/.test(w)),
    `warnings: ${JSON.stringify(warnings)}`,
  ).toBe(true);
  // After the reload (chunks served again) the page works.
  await hydrated(page);
  await expect(page).toHaveURL(/Features\/Hashes$/);
  await expect(page.locator('article h1')).toHaveText('Hashes');
});

test('a route chunk that fails on the first load leaves the server-rendered page readable', async ({page}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await gotoHydrated(page, '/katachi/');
  let aborted = 0;
  await page.route(await chunkGlobOf(page, '@site/docs/Features/Hashes.md'), (route) => {
    aborted += 1;
    return route.abort('failed');
  });
  await page.goto('/katachi/docs/Features/Hashes');
  await expect.poll(() => aborted).toBeGreaterThan(0);
  // Docusaurus preloads the route before hydrating: with a chunk missing it
  // never hydrates, but the HTML it served is all there.
  await expect(page.locator('article h1')).toHaveText('Hashes');
  await expect(page.locator('article')).toContainText('Kt.any_of');
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(0);
  await expect(page.locator('nav[aria-label="Docs sidebar"] a', {hasText: 'Arrays'})).toHaveAttribute('href', '/katachi/docs/Features/Arrays');
  expect(uncaught.some((m) => /Loading chunk|ChunkLoadError/.test(m))).toBe(true);
});

/** Fails every request for one of `paths` with `fail`; `count()` tells how many. */
async function failChunks(page: Page, paths: string[], fail: (route: Route) => Promise<void>) {
  let failed = 0;
  const matches = (url: URL) => paths.includes(url.pathname);
  await page.route(matches, (route) => {
    failed += 1;
    return fail(route);
  });
  return {count: () => failed, stop: () => page.unroute(matches)};
}

const loadError = (page: Page) => page.getByRole('dialog', {name: 'Search could not load'});

/**
 * A fresh page of the doc site whose modal chunk requests fail with `fail`;
 * `uncaught` collects its page errors (the modal chunk's paths are learnt on `page`).
 */
async function pageWithFailingModalChunk(page: Page, context: BrowserContext, fail: (route: Route) => Promise<void>) {
  const paths = await modalChunkPaths(page);
  const fresh = await context.newPage();
  const uncaught: string[] = [];
  fresh.on('pageerror', (error) => uncaught.push(error.message));
  const chunks = await failChunks(fresh, paths, fail);
  await gotoHydrated(fresh, '/katachi/docs/WhatIsKatachi');
  return {fresh, paths, chunks, uncaught};
}

const CHUNK_FAULTS: {name: string; fail: (route: Route) => Promise<void>}[] = [
  {name: 'a network error', fail: (route) => route.abort('failed')},
  {name: 'HTTP 404', fail: (route) => route.fulfill({status: 404, contentType: 'text/html', body: '<h1>Not found</h1>'})},
];

for (const {name, fail} of CHUNK_FAULTS) {
  test(`the search modal's chunk failing (${name}) shows "Search could not load" with Retry; Retry opens the modal`, async ({page, context}) => {
    const {fresh, chunks, uncaught} = await pageWithFailingModalChunk(page, context, fail);

    await fresh.keyboard.press('Control+k');
    const dialog = loadError(fresh);
    await expect(dialog).toBeVisible();
    expect(chunks.count()).toBeGreaterThan(0);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Styled, though its styles are not in the render-blocking stylesheet (ModalLoadError.styles.ts).
    expect(await dialog.evaluate((el) => [getComputedStyle(el.parentElement as Element).position, getComputedStyle(el).maxWidth])).toEqual([
      'fixed',
      '448px',
    ]);
    // webpack's own message, which names the chunk.
    await expect(dialog).toContainText(/Loading chunk \S+ failed/);
    await expect(dialog).toContainText('Check your connection, then try again.');
    const retry = dialog.getByRole('button', {name: 'Retry'});
    await expect(retry).toBeFocused();
    await expect(fresh.locator('.DocSearch-Modal')).toHaveCount(0);
    // Tab stays inside the dialog.
    await fresh.keyboard.press('Tab');
    await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
    await fresh.keyboard.press('Tab');
    await expect(retry).toBeFocused();

    // Escape closes it and gives focus back to the search button.
    await fresh.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(fresh.locator('.DocSearch-Button')).toBeFocused();

    // A retry that fails again keeps the dialog; one that loads opens the modal.
    await fresh.locator('.DocSearch-Button').click();
    await expect(retry).toBeFocused();
    const before = chunks.count();
    await retry.click();
    await expect.poll(() => chunks.count()).toBeGreaterThan(before);
    await expect(retry).toHaveText('Retry');
    await expect(dialog).toBeVisible();

    await chunks.stop();
    await retry.click();
    await expect(fresh.locator('.DocSearch-Modal')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(fresh.locator('.DocSearch-Input')).toBeFocused();
    await search(fresh, 'hash');
    expect(uncaught).toEqual([]);
  });
}

/**
 * True once the page holds no script tag for `paths`. webpack removes a chunk's tag when
 * its load fails, in the handler that also forgets the load: only then does the next
 * import() fetch the chunk again (before, it joins the load still in flight).
 */
const chunkLoadsEnded = (page: Page, paths: string[]) =>
  page.evaluate((paths) => ![...document.scripts].some((script) => script.src && paths.includes(new URL(script.src).pathname)), paths);

test("a failed prefetch of the modal's chunk (hover, focus) shows nothing; opening loads it", async ({page, context}) => {
  const {fresh, paths, chunks, uncaught} = await pageWithFailingModalChunk(page, context, (route) => route.abort('failed'));

  const button = fresh.locator('.DocSearch-Button');
  await button.hover();
  await expect.poll(() => chunks.count()).toBeGreaterThan(0);
  await expect.poll(() => chunkLoadsEnded(fresh, paths)).toBe(true);
  const afterHover = chunks.count();
  await button.focus();
  await expect.poll(() => chunks.count()).toBeGreaterThan(afterHover);
  // Let any late reaction show itself before checking there is none.
  await pageSettled(fresh);
  await expect(loadError(fresh)).toHaveCount(0);
  await expect(fresh.locator('.DocSearch-Modal')).toHaveCount(0);

  await chunks.stop();
  await fresh.keyboard.press('Control+k');
  await expect(fresh.locator('.DocSearch-Modal')).toBeVisible();
  await expect(fresh.locator('.DocSearch-Input')).toBeFocused();
  await search(fresh, 'hash');
  expect(uncaught).toEqual([]);
});

test('closing "Search could not load" while Retry is loading: the modal does not open by itself', async ({page, context}) => {
  const {fresh, paths, chunks, uncaught} = await pageWithFailingModalChunk(page, context, (route) => route.abort('failed'));
  await fresh.keyboard.press('Control+k');
  const dialog = loadError(fresh);
  await expect(dialog).toBeVisible();

  // The retry's request is held until the dialog has been closed.
  await chunks.stop();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await fresh.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      held += 1;
      await gate;
      await route.continue();
    },
  );
  await dialog.getByRole('button', {name: 'Retry'}).click();
  await expect.poll(() => held).toBeGreaterThan(0);
  await fresh.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The retry's chunk arrives; the page reacts to it (or, rightly, does not) before the next check.
  const retried = fresh.waitForResponse((response) => paths.includes(new URL(response.url()).pathname));
  release();
  await retried;
  await pageSettled(fresh);
  await expect(fresh.locator('.DocSearch-Modal')).toHaveCount(0);
  await expect(fresh.locator('.DocSearch-Button')).toBeFocused();

  // It did load: the next request to open shows the modal.
  await fresh.keyboard.press('Control+k');
  await expect(fresh.locator('.DocSearch-Input')).toBeFocused();
  expect(uncaught).toEqual([]);
});

for (const viewport of [
  {width: 1280, height: 800},
  {width: 375, height: 800},
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({viewport});
    test.describe.configure({timeout: 120_000});

    test('axe finds no violations in "Search could not load", light and dark', async ({page, context}) => {
      const paths = await modalChunkPaths(page);
      const fresh = await context.newPage();
      await failChunks(fresh, paths, (route) => route.abort('failed'));
      const findings: Finding[] = [];
      for (const mode of MODES) {
        await gotoInMode(fresh, '/katachi/docs/WhatIsKatachi', mode);
        await fresh.keyboard.press('Control+k');
        await expect(loadError(fresh)).toBeVisible();
        findings.push(...(await axeFindings(fresh, `modal load error, ${mode} ${viewport.width}px`)));
      }
      expectNoFindings(findings);
    });
  });
}

test("while the modal's code downloads after a press, the search button shows it is busy, then the modal opens", async ({page, context}) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const {fresh, chunks, uncaught} = await pageWithFailingModalChunk(page, context, async (route) => {
    await gate;
    await route.continue();
  });
  const button = fresh.locator('.DocSearch-Button');
  await fresh.keyboard.press('Control+k');
  await expect.poll(() => chunks.count()).toBeGreaterThan(0);
  await expect(button).toHaveAttribute('aria-busy', 'true');
  await expect(fresh.locator('.DocSearch-Modal')).toHaveCount(0);
  release();
  await expect(fresh.locator('.DocSearch-Modal')).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  expect(uncaught).toEqual([]);
});

test('"Search could not load" tries again by itself when the browser comes back online, and the modal opens', async ({page, context}) => {
  const {fresh, chunks, uncaught} = await pageWithFailingModalChunk(page, context, (route) => route.abort('internetdisconnected'));
  await fresh.keyboard.press('Control+k');
  await expect(loadError(fresh)).toBeVisible();
  await chunks.stop();
  await fresh.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(fresh.locator('.DocSearch-Modal')).toBeVisible();
  await expect(loadError(fresh)).toHaveCount(0);
  expect(uncaught).toEqual([]);
});

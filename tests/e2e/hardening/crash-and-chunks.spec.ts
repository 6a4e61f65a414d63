import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {chunkGlobOf, crashModules, moduleIdOf} from './support';

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
  expect(warnings.some((w) => /ChunkLoadError|Loading chunk .* failed/.test(w)), `warnings: ${JSON.stringify(warnings)}`).toBe(true);
  // After the reload (chunks served again) the page works.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
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

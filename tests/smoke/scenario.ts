/**
 * The smoke scenario run in browsers other than Chromium (Firefox ESR and
 * WebKitGTK, from Debian's packages): what every reader does first, on the
 * default production build. Written against a small driver interface so the
 * same steps run through each browser's own automation protocol.
 */
import assert from 'node:assert/strict';
import {EARLY_INTENT_KEY} from '../../plugins/search/client/earlyIntent';

export type SmokeDriver = {
  goto(url: string): Promise<void>;
  /** Resolves once `selector` matches an element; rejects after the timeout. */
  waitFor(selector: string, timeoutMs?: number): Promise<void>;
  /** Resolves once `predicate` (run in the page) returns true. */
  waitUntil(predicate: string, what: string, timeoutMs?: number): Promise<void>;
  /** Runs `expression` in the page and returns its value. */
  evaluate<T>(expression: string): Promise<T>;
  pressCtrlK(): Promise<void>;
  type(text: string): Promise<void>;
  pressEnter(): Promise<void>;
  click(selector: string): Promise<void>;
  url(): Promise<string>;
};

export type Step = (name: string, run: () => Promise<void>) => Promise<void>;

// Uncaught errors and unhandled rejections, recorded by the page itself: the
// WebDriver classic protocol has no event for them. Installed after each full
// load; a crash during the load itself shows as a page that never hydrates.
const RECORD_ERRORS = `(() => {
  if (window.__smokeErrors) return true;
  window.__smokeErrors = [];
  window.addEventListener('error', (e) => window.__smokeErrors.push(String(e.message || e.error)));
  window.addEventListener('unhandledrejection', (e) => window.__smokeErrors.push('unhandled rejection: ' + String(e.reason)));
  return true;
})()`;

async function load(driver: SmokeDriver, url: string): Promise<void> {
  await driver.goto(url);
  // Docusaurus marks <html> once React has taken over: before that, shortcuts do nothing.
  await driver.waitFor('html[data-has-hydrated="true"]', 30_000);
  await driver.evaluate(RECORD_ERRORS);
}

async function expectNoPageErrors(driver: SmokeDriver): Promise<void> {
  assert.deepEqual(await driver.evaluate<string[]>('window.__smokeErrors'), [], 'uncaught errors in the page');
}

export async function runSmokeScenario(driver: SmokeDriver, site: string, step: Step): Promise<void> {
  const docPage = `${site}/katachi/docs/Features/Hashes`;

  await step('a doc page renders with its sidebar, its page active', async () => {
    await load(driver, docPage);
    await driver.waitFor('article h1');
    const sidebar = 'aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]';
    const links = await driver.evaluate<number>(`document.querySelectorAll('${sidebar} a.menu__link').length`);
    assert.ok(links >= 10, `the sidebar has ${links} links`);
    const active = await driver.evaluate<string>(`document.querySelector('${sidebar} a[aria-current="page"]')?.textContent ?? ''`);
    assert.equal(active.trim(), 'Hashes');
  });

  await step('the inline script that keeps an early search request ran, and the search bar took over from it', async () => {
    // A syntax this browser rejects would leave no state (plugins/search/client/earlyIntent.ts).
    const state = await driver.evaluate<{ready: boolean; open: boolean} | null>(`window[${JSON.stringify(EARLY_INTENT_KEY)}] ?? null`);
    assert.equal(state?.ready, true, 'the search bar has taken the early request state');
    assert.equal(state?.open, false, 'nothing was requested before hydration');
  });

  await step('Ctrl+K opens the search modal, and what is typed at once lands in its focused input', async () => {
    // Typed before the modal's code has loaded: kept by plugins/search/client/typeahead.ts.
    await driver.pressCtrlK();
    await driver.type('optional key');
    await driver.waitFor('.DocSearch-Modal');
    await driver.waitUntil(`document.activeElement?.classList.contains('DocSearch-Input')`, 'the search input to have focus');
    await driver.waitUntil(`document.querySelector('.DocSearch-Input').value === 'optional key'`, 'the input to hold "optional key"');
  });

  await step('a query shows hits, and Enter opens the first', async () => {
    // The answer to the whole query, not to a prefix typed on the way (the modal's live status).
    await driver.waitUntil(
      `/results? for "optional key"$/.test(document.querySelector('[data-testid="search-status"]')?.textContent ?? '')`,
      'the answer to "optional key"',
    );
    // Our hits are links with role option (plugins/search/theme/SearchBar); the first is active.
    await driver.waitFor('.DocSearch-Hit-link[aria-selected="true"]');
    const href = await driver.evaluate<string>(`document.querySelector('.DocSearch-Hit-link[aria-selected="true"]').href`);
    await driver.pressEnter();
    await driver.waitUntil(`!document.querySelector('.DocSearch-Modal')`, 'the modal to close');
    await driver.waitUntil(`location.href === ${JSON.stringify(href)}`, `the page to be ${href}`);
    await expectNoPageErrors(driver);
  });

  await step('/search?q= lists results', async () => {
    await load(driver, `${site}/katachi/search?q=hash`);
    await driver.waitFor('main ol li a', 30_000);
    const first = await driver.evaluate<string>(`document.querySelector('main ol li a').textContent`);
    assert.match(first, /hash/i);
  });

  await step('the colour mode toggles', async () => {
    const before = await driver.evaluate<string>('document.documentElement.dataset.theme');
    await driver.click('nav.navbar button[aria-label^="Switch between dark and light mode"]');
    await driver.waitUntil(`document.documentElement.dataset.theme !== ${JSON.stringify(before)}`, 'the colour mode to change');
    await expectNoPageErrors(driver);
  });
}

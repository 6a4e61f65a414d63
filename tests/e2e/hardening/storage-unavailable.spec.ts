import {test, expect, type ConsoleMessage, type Page} from '@playwright/test';
import {gotoHydrated, openModal, search} from '../../support/search';

type Console = {warnings: string[]; errors: string[]};

function recordConsole(page: Page): Console {
  const seen: Console = {warnings: [], errors: []};
  page.on('console', (message: ConsoleMessage) => {
    const where = message.location().url;
    const line = `${message.text().split('\n')[0]}${where ? ` (${where})` : ''}`;
    if (message.type() === 'warning') seen.warnings.push(line);
    if (message.type() === 'error') seen.errors.push(line);
  });
  page.on('pageerror', (error) => seen.errors.push(`pageerror: ${error.message}`));
  return seen;
}

const BLOCKED = () => {
  // What a browser with site data blocked does: reading the property throws.
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Failed to read the '${name}' property from 'Window': Access is denied for this document.`, 'SecurityError');
      },
    });
  }
};

const FULL = () => {
  // A full (or zero-quota) storage: reading works, every write throws.
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("Failed to execute 'setItem' on 'Storage': Setting the value exceeded the quota.", 'QuotaExceededError');
  };
};

for (const [name, script, complaint] of [
  // Docusaurus (theme-common storageUtils) warns once that storage is not available.
  ['blocked (the getter throws SecurityError)', BLOCKED, /^Docusaurus browser storage is not available/],
  // Docusaurus logs (console.error) the one write that fails: the colour mode choice.
  ['full (setItem throws QuotaExceededError)', FULL, /^Docusaurus storage error, can't set theme=dark/],
] as const) {
  test(`storage ${name}: site and search work, one warning, recent searches not kept`, async ({page}) => {
    await page.addInitScript(script);
    const seen = recordConsole(page);
    await gotoHydrated(page, '/katachi/docs/GettingStarted');
    await expect(page.locator('h1')).toHaveText('Getting Started');

    // Search: open, results, open a result.
    await openModal(page, 'click');
    await search(page, 'any_of');
    const first = await page.locator('.DocSearch-Hit-link').first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname + url.hash === first);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();

    // The recent search was not kept: the modal's start screen has none.
    await openModal(page);
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    await expect(page.getByText('No recent searches')).toBeVisible();
    await page.keyboard.press('Escape');

    // Colour mode still toggles for the session, and stays while navigating.
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.locator('.navbar button[title*="mode"]').first().click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('link', {name: 'FAQ'}).first().click();
    await expect(page).toHaveURL(/FAQ$/);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // One complaint about storage, from Docusaurus, and nothing else.
    expect([...seen.warnings, ...seen.errors]).toEqual([expect.stringMatching(complaint)]);
    seen.warnings.length = 0;
    seen.errors.length = 0;

    // The /search page works too. Loading it is a new page: Docusaurus may
    // state the same complaint once for it, and nothing else may appear.
    await gotoHydrated(page, '/katachi/search');
    await page.locator('#search-page-input').fill('hash');
    await expect(page.locator('main li').first()).toBeVisible();
    const afterReload = [...seen.warnings, ...seen.errors];
    expect(afterReload.filter((message) => !complaint.test(message))).toEqual([]);
    expect(afterReload.length).toBeLessThanOrEqual(1);
  });
}

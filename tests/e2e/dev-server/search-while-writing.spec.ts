import {test, expect} from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import {DEV_PORT, startDevServer, type DevServer} from '../../support/devServer';
import {gotoHydrated, openModal} from '../../support/search';

// A throw-away doc: created, edited and removed by this test only.
const PROBE = path.join(__dirname, '../../../docs/zz-search-probe.md');

let devServer: DevServer | undefined;

// One worker runs this file's tests in order: beforeAll runs once per worker, and two dev
// servers cannot share the port (the config runs tests fully parallel).
test.describe.configure({mode: 'default'});

test.beforeAll(async () => {
  test.setTimeout(240_000);
  devServer = await startDevServer(DEV_PORT);
});

test.afterAll(async () => {
  await fs.rm(PROBE, {force: true});
  devServer?.stop();
});

async function searchUntilFound(page: import('@playwright/test').Page, query: string, expected: RegExp) {
  // The dev server rebuilds the index after a doc changes; reopen and search until it shows up.
  await expect(async () => {
    await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
    await openModal(page);
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(expected, {timeout: 3_000});
  }).toPass({timeout: 90_000, intervals: [1_000, 2_000, 3_000]});
}

test('the dev server has search, refreshed as a doc is written and edited', async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('any_of');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  await fs.writeFile(PROBE, '---\ntitle: Search probe\n---\n\n## Quokkafrobnicator section\n\nThe word zebrafluxion is here.\n');
  await searchUntilFound(page, 'quokkafrobnicator', /Quokkafrobnicator section/);

  await fs.writeFile(PROBE, '---\ntitle: Search probe\n---\n\n## Renamed heading\n\nNow it says marsupialvortex instead.\n');
  await searchUntilFound(page, 'marsupialvortex', /marsupialvortex/);
  await page.locator('.DocSearch-Input').fill('zebrafluxion');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
});

test('the dev server serves the Markdown copies and llms.txt a build writes: View as Markdown and Copy page work', async ({
  page,
  context,
  request,
}) => {
  const copy = await request.get('/katachi/docs/FAQ.md');
  expect(copy.ok()).toBe(true);
  expect(await copy.text()).toMatch(/^# FAQ\n/);
  // A folder of copies (docs/Contributing/) beside its page: the page's URL still reaches the app, not redirected.
  const folderPage = await request.get('/katachi/docs/Contributing', {maxRedirects: 0});
  expect(folderPage.status()).toBe(200);
  expect(await folderPage.text()).toMatch(/^<!doctype html>/i);
  expect(await (await request.get('/katachi/llms.txt')).text()).toMatch(/^# Katachi\n[^]*\(https:\/\/[^)]+\/katachi\/docs\/FAQ\.md\)/);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: devServer!.site});
  await gotoHydrated(page, '/katachi/docs/FAQ');
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.locator('article').getByRole('status')).toHaveText('Page copied as Markdown.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# FAQ\n/);
});

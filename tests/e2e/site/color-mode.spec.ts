import {expect, test, type Page} from '@playwright/test';
import {BASE, waitForHydration} from '../../support/site';

// A reader whose system prefers dark: the site must still start light.
test.use({colorScheme: 'dark'});

const html = (page: Page) => page.locator('html');
const logo = (page: Page) => page.locator('nav.navbar .navbar__logo img:visible');
const toggle = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/});

const bodyTextColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).color);
const primaryColour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());

test('default mode is light even when the browser prefers dark', async ({page}) => {
  expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(logo(page)).toHaveCount(1);
  await expect(logo(page)).toHaveAttribute('src', `${BASE}/img/logo.svg`);
  await expect(toggle(page)).toHaveAttribute('title', 'light mode');
});

test('toggle switches to dark mode and swaps the logo', async ({page}) => {
  await page.goto(`${BASE}/docs/WhatIsKatachi`);
  await waitForHydration(page);
  const lightText = await bodyTextColour(page);
  expect(await primaryColour(page)).toBe('#a82329');
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(logo(page)).toHaveCount(1);
  await expect(logo(page)).toHaveAttribute('src', `${BASE}/img/logo-dark.svg`);
  // The page itself is restyled, not just the logo.
  expect(await bodyTextColour(page)).not.toBe(lightText);
  expect(await primaryColour(page)).toBe('#f7938a');
  // And back again.
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(logo(page)).toHaveAttribute('src', `${BASE}/img/logo.svg`);
});

test('chosen dark mode persists across a reload', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await waitForHydration(page);
  await expect(html(page)).toHaveAttribute('data-theme', 'dark');
  await expect(logo(page)).toHaveAttribute('src', `${BASE}/img/logo-dark.svg`);
  await expect(toggle(page)).toHaveAttribute('title', 'dark mode');
});

test('light and dark logos are different images', async ({request}) => {
  const light = await request.get(`${BASE}/img/logo.svg`);
  const dark = await request.get(`${BASE}/img/logo-dark.svg`);
  expect(light.status()).toBe(200);
  expect(dark.status()).toBe(200);
  expect(light.headers()['content-type']).toContain('image/svg+xml');
  expect(await light.text()).not.toEqual(await dark.text());
});

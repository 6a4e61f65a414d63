import {expect, test, type Page} from '@playwright/test';
import {BASE, SIDEBAR_LABELS, sidebarLabels, waitForHydration} from '../../support/site';

test.use({viewport: {width: 375, height: 740}});

const navbar = (page: Page) => page.locator('nav.navbar');
const hamburger = (page: Page) => page.getByRole('button', {name: 'Toggle navigation bar'});
const mobileSidebar = (page: Page) => page.locator('.navbar-sidebar');
const panels = (page: Page) => page.locator('.navbar-sidebar__items');
const primaryMenu = (page: Page) => page.locator('.navbar-sidebar__item').nth(0);
const secondaryMenu = (page: Page) => page.locator('.navbar-sidebar__item').nth(1);
const backButton = (page: Page) => page.getByRole('button', {name: '← Back to main menu'});

async function openMenu(page: Page): Promise<void> {
  await hamburger(page).click();
  await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
  await expect(mobileSidebar(page)).toBeVisible();
}

test('hamburger opens the main menu with the navbar items', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await expect(hamburger(page)).toBeVisible();
  // Desktop navbar links are collapsed away at this width.
  await expect(page.locator('.navbar__inner').getByRole('link', {name: 'Documentation'})).toBeHidden();
  await openMenu(page);
  const menu = primaryMenu(page);
  await expect(menu.getByRole('link', {name: 'Documentation', exact: true})).toBeVisible();
  await expect(menu.getByRole('link', {name: 'Contributing', exact: true})).toBeVisible();
  await expect(menu.getByRole('link', {name: /GitHub/})).toBeVisible();
  const close = page.getByRole('button', {name: 'Close navigation bar'});
  // A target a thumb can hit: 44 CSS px each way (WCAG 2.5.5's size), within the screen.
  const box = (await close.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await close.click();
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
});

test('on a docs page the menu opens on the docs sidebar, with a way back to the main menu', async ({page}) => {
  await page.goto(`${BASE}/docs/Features/Arrays`);
  await waitForHydration(page);
  await openMenu(page);
  await expect(panels(page)).toHaveClass(/navbar-sidebar__items--show-secondary/);
  const secondary = secondaryMenu(page);
  expect(await sidebarLabels(secondary)).toEqual(SIDEBAR_LABELS.docs);
  await expect(secondary.locator('a.menu__link[aria-current="page"]')).toHaveText('Arrays');

  await backButton(page).click();
  await expect(panels(page)).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  await expect(primaryMenu(page).getByRole('link', {name: 'Contributing', exact: true})).toBeVisible();
});

test('switching to the contributing sidebar through the mobile menu', async ({page}) => {
  await page.goto(`${BASE}/docs/WhatIsKatachi`);
  await waitForHydration(page);
  await openMenu(page);
  await backButton(page).click();
  await primaryMenu(page).getByRole('link', {name: 'Contributing', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/docs/Contributing`);
  // Following a link closes the menu.
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);

  await openMenu(page);
  await expect(panels(page)).toHaveClass(/navbar-sidebar__items--show-secondary/);
  const secondary = secondaryMenu(page);
  expect(await sidebarLabels(secondary)).toEqual(SIDEBAR_LABELS.contributing);
  await expect(secondary.locator('a.menu__link[aria-current="page"]')).toHaveText('Contributing');

  await secondary.getByRole('link', {name: 'Philosophy', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/docs/Contributing/Philosophy`);
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
});

test('the menu closes when the viewport grows past 996 px', async ({page}) => {
  await page.goto(`${BASE}/docs/GettingStarted`);
  await waitForHydration(page);
  await openMenu(page);
  await page.setViewportSize({width: 1100, height: 740});
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  await expect(mobileSidebar(page)).toBeHidden();
  await expect(hamburger(page)).toBeHidden();
  await expect(page.locator('aside.theme-doc-sidebar-container')).toBeVisible();
});

test('the "On this page" button says whether its list is open', async ({page}) => {
  await page.goto(`${BASE}/docs/Features/Hashes`);
  await waitForHydration(page);
  const toggle = page.getByRole('button', {name: 'On this page'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', {name: 'Nested hashes'}).first()).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('from the keyboard the menu takes focus, keeps Tab inside, closes on Escape and gives focus back', async ({page}) => {
  await page.goto(`${BASE}/docs/Features/Hashes`);
  await waitForHydration(page);
  await hamburger(page).focus();
  await page.keyboard.press('Enter');
  await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
  const inMenu = () => page.evaluate(() => document.querySelector('.navbar-sidebar')!.contains(document.activeElement));
  await expect.poll(inMenu).toBe(true);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await inMenu(), `after ${i + 1} presses`).toBe(true);
  }
  // "← Back to main menu" goes with its panel: focus stays in the menu.
  await backButton(page).click();
  await expect.poll(inMenu).toBe(true);
  await page.keyboard.press('Escape');
  await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  await expect(hamburger(page)).toBeFocused();
  // The close button gives focus back too.
  await page.keyboard.press('Enter');
  await expect.poll(inMenu).toBe(true);
  await page.getByRole('button', {name: 'Close navigation bar'}).click();
  await expect(hamburger(page)).toBeFocused();
});

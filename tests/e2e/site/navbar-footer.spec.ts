import {expect, test} from '@playwright/test';
import {BASE, GEM_PAGE, GEM_REPOSITORY, SIDEBAR_LABELS, desktopSidebar, documentTitle, sidebarLabels, waitForHydration} from '../../support/site';
import {waitForAnimations} from '../a11y/axe';

test('navbar logo links to the home page', async ({page}) => {
  await page.goto(`${BASE}/docs/FAQ`);
  await waitForHydration(page);
  const brand = page.locator('nav.navbar a.navbar__brand');
  await expect(brand).toHaveAttribute('href', `${BASE}/`);
  await expect(brand.locator('img:visible')).toHaveAttribute('alt', 'Katachi logo');
  await brand.click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.locator('header.hero h1')).toHaveText('Katachi');
});

test('Documentation navbar item opens the docs sidebar', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('link', {name: 'Documentation', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/docs/WhatIsKatachi`);
  await expect(page).toHaveTitle(documentTitle('What is Katachi'));
  expect(await sidebarLabels(desktopSidebar(page))).toEqual(SIDEBAR_LABELS.docs);
  await expect(page.locator('nav.navbar a.navbar__link--active')).toHaveText('Documentation');
});

test('Contributing navbar item opens the contributing sidebar', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await page.locator('nav.navbar').getByRole('link', {name: 'Contributing', exact: true}).click();
  await expect(page).toHaveURL(`${BASE}/docs/Contributing`);
  await expect(page).toHaveTitle(documentTitle('Contributing'));
  expect(await sidebarLabels(desktopSidebar(page))).toEqual(SIDEBAR_LABELS.contributing);
  await expect(page.locator('nav.navbar a.navbar__link--active')).toHaveText('Contributing');
});

test('navbar GitHub link points at the source repository', async ({page}) => {
  await page.goto(`${BASE}/`);
  const github = page.locator('nav.navbar .navbar__items--right a.navbar__link', {hasText: 'GitHub'});
  await expect(github).toHaveAttribute('href', GEM_REPOSITORY);
  await expect(github).toHaveAttribute('target', '_blank');
  await expect(github).toHaveAttribute('rel', /noopener/);
});

test('navbar stays visible while scrolling down', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 480});
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const navbar = page.locator('nav.navbar');
  await page.mouse.move(640, 300);
  for (let i = 0; i < 8; i += 1) await page.mouse.wheel(0, 150);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // The navbar's hide transition would have started by now; wait until nothing animates.
  await waitForAnimations(page);
  await expect(navbar).not.toHaveClass(/navbarHidden|navbar--hidden/);
  await expect(navbar).toBeInViewport({ratio: 1});
  const box = await navbar.boundingBox();
  expect(box?.y).toBe(0);
});

test('footer links to the source repository and the gem page', async ({page}) => {
  await page.goto(`${BASE}/docs/GettingStarted`);
  const footer = page.locator('footer.footer');
  await expect(footer.getByRole('link', {name: 'Source repository'})).toHaveAttribute('href', GEM_REPOSITORY);
  await expect(footer.getByRole('link', {name: 'Gem page'})).toHaveAttribute('href', GEM_PAGE);
});

test('footer shows the copyright line for the current year', async ({page}) => {
  await page.goto(`${BASE}/`);
  const year = new Date().getFullYear();
  await expect(page.locator('footer.footer .footer__copyright')).toHaveText(`Copyright © ${year} Joel Tannas. Built with Docusaurus.`);
});

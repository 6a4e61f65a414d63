import {expect, test} from '@playwright/test';
import {BASE, SITE_TITLE, TAGLINE, documentTitle, waitForHydration} from '../../support/site';

test.beforeEach(async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
});

test('home page title names the site and its tagline', async ({page}) => {
  await expect(page).toHaveTitle(`${SITE_TITLE} | ${TAGLINE}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', TAGLINE);
});

test('hero shows the site title and tagline', async ({page}) => {
  const hero = page.locator('header.hero');
  await expect(hero.getByRole('heading', {level: 1})).toHaveText(SITE_TITLE);
  await expect(hero.getByText(TAGLINE, {exact: true})).toBeVisible();
});

test('Get Started leads to the Getting Started page', async ({page}) => {
  const cta = page.locator('header.hero').getByRole('link', {name: 'Get Started', exact: true});
  await expect(cta).toHaveAttribute('href', `${BASE}/docs/GettingStarted`);
  await expect(cta).toHaveClass(/button--primary/);
  await cta.click();
  await expect(page).toHaveURL(`${BASE}/docs/GettingStarted`);
  await expect(page).toHaveTitle(documentTitle('Getting Started'));
});

test('hero shows a Ruby example comparing a value to a shape', async ({page}) => {
  const code = page.locator('header.hero pre.prism-code.language-ruby');
  await expect(code).toHaveCount(1);
  const text = await code.innerText();
  expect(text).toContain('require "katachi"');
  expect(text).toContain('Kt.any_of(String, nil)');
  expect(text).toContain('Kt.compare(');
  expect(text).toMatch(/result\.code\s+# => :hash_is_match/);
  expect(text).toMatch(/result\.match\? # => true/);
});

test('three feature highlights are shown', async ({page}) => {
  const cards = page.locator('main section[aria-label="Highlights"] article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', {level: 2})).toHaveText([
    'Shapes are plain Ruby',
    'Hashes are strict by default',
    'Diagnostics you can read',
  ]);
  for (const card of await cards.all()) {
    await expect(card).toBeVisible();
    expect((await card.locator('p').innerText()).length).toBeGreaterThan(40);
  }
});

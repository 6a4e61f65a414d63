import {expect, test, type Page} from '@playwright/test';
import {BASE, waitForHydration} from '../../support/site';

async function tokenColours(page: Page): Promise<Record<string, string>> {
  const block = page.locator('pre.prism-code.language-ruby').first();
  const colour = (selector: string) =>
    block.locator(selector).first().evaluate((el) => getComputedStyle(el).color);
  return {
    string: await colour('.token.string'),
    comment: await colour('.token.comment'),
    plain: await colour('.token-line > .token.plain'),
  };
}

async function expectRubyTokenised(page: Page): Promise<void> {
  const block = page.locator('pre.prism-code.language-ruby').first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token.string').first()).toBeVisible();
  await expect(block.locator('.token.comment').first()).toContainText('# =>');
  await expect(block.locator('.token.keyword, .token.constant, .token.class-name').first()).toBeVisible();
  expect(await block.locator('.token').count()).toBeGreaterThan(30);
}

test('Ruby code is tokenised in light mode', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectRubyTokenised(page);
  const colours = await tokenColours(page);
  expect(colours.string).not.toBe(colours.plain);
  expect(colours.comment).not.toBe(colours.plain);
});

test('Ruby code is tokenised in dark mode with the dark theme colours', async ({page}) => {
  await page.goto(`${BASE}/`);
  await waitForHydration(page);
  const light = await tokenColours(page);
  await page.locator('nav.navbar').getByRole('button', {name: /Switch between dark and light mode/}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectRubyTokenised(page);
  const dark = await tokenColours(page);
  expect(dark.string).not.toBe(dark.plain);
  expect(dark.plain).not.toBe(light.plain);
  expect(dark.string).not.toBe(light.string);
});

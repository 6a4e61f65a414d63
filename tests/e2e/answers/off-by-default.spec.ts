/**
 * Without ASK_AI_URL the answer mode does not exist: not a byte of its code in
 * the build the other browser tests serve, and no switch in the modal.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {ANSWER_MODE_MARKERS} from '../../support/askAiServer';
import {gotoHydrated, openModal} from '../../support/search';
import {BASE} from '../../support/site';

const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');

function filesOf(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(full);
    return /\.(js|css|html|json|txt)$/.test(entry.name) ? [full] : [];
  });
}

test('the default build holds none of the answer mode', () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'index.html')), `a build in ${BUILD_DIR}`).toBe(true);
  const found: string[] = [];
  for (const file of filesOf(BUILD_DIR)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const marker of [...ANSWER_MODE_MARKERS, 'katachi-asking', 'Ask the docs...']) {
      if (text.includes(marker)) found.push(`${path.relative(BUILD_DIR, file)}: ${marker}`);
    }
  }
  expect(found).toEqual([]);
});

test('the modal offers no answer mode', async ({page}) => {
  await gotoHydrated(page, `${BASE}/`);
  await openModal(page);
  await page.locator('.DocSearch-Input').fill('hash');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await expect(page.locator('.DocSearch-Modal').getByRole('button', {name: 'Ask AI'})).toHaveCount(0);
  await expect(page.locator('.katachi-answers-host')).toHaveCount(0);
});

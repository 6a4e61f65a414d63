/**
 * The builds made in sequence with the persistent cache on (default, then the
 * answer mode, …, then the default again: tests/builds/settings.test.ts checks
 * their files) work in the browser: the modal opens and answers without a
 * page error, and offers the answer mode exactly where ASK_AI_URL was set.
 */
import {test, expect} from '@playwright/test';
import {serveVariant, type ExtraBuild} from '../../support/extraBuild';
import {gotoHydrated, openModal, search} from '../../support/search';
import type {VariantName} from '../../support/variants';

// Ports of their own: the answer mode's spec serves the same build on the variant's port.
const SEQUENCE: Array<{name: VariantName; port: number; answerMode: boolean}> = [
  {name: 'default-first', port: 3511, answerMode: false},
  {name: 'answers', port: 3512, answerMode: true},
  {name: 'default', port: 3513, answerMode: false},
];

for (const {name, port, answerMode} of SEQUENCE) {
  test.describe(`the ${name} build`, () => {
    let built: ExtraBuild;
    test.beforeAll(async () => {
      test.setTimeout(300_000);
      built = await serveVariant(name, port);
    });
    test.afterAll(async () => built?.stop());

    test(`opens the modal without errors, ${answerMode ? 'with' : 'without'} the answer mode`, async ({page}) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await gotoHydrated(page, `${built.site}/katachi/docs/Features/Hashes`);
      await openModal(page);
      await search(page, 'optional key');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Modal').getByRole('button', {name: 'Ask AI'})).toHaveCount(answerMode ? 1 : 0);
      expect(errors).toEqual([]);
    });
  });
}

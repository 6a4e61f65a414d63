// What the main bundle, which every page loads, carries of the search: the stop words (the
// page fits a pasted question to the search box with them, shared/queryFit.ts), never the
// engine's tokeniser and word lists, which come with the search's own chunk when a reader
// asks. One import of shared/queryWords.ts from the page's code put them all there.
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {BASE} from '../../support/site';

const SHARED = path.resolve(__dirname, '../../../plugins/search/shared');

/** The source of a regular expression literal assigned to `name` in a shared module, as a minifier keeps it. */
function regexSource(file: string, name: string): string {
  const match = new RegExp(`const ${name} = /(.+)/[a-z]*;`).exec(fs.readFileSync(path.join(SHARED, file), 'utf8'));
  if (!match) throw new Error(`${file} no longer declares ${name} as a regular expression literal`);
  return match[1];
}

test('the main bundle fits pasted questions without the search engine’s tokeniser', async ({page, request}) => {
  await page.goto(`${BASE}/`);
  const main = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
  expect(main).toBeTruthy();
  const bundle = await (await request.get(main!)).text();
  // The stop words are there: the bundle read is the one that fits questions.
  expect(bundle.includes('"versus"'), 'the stop words (shared/stopWords.ts) are in the main bundle').toBe(true);
  expect(
    bundle.includes(regexSource('tokenize.ts', 'WORD_PATTERN')),
    'the tokeniser (shared/tokenize.ts) is in the main bundle: code the page loads imports it',
  ).toBe(false);
});

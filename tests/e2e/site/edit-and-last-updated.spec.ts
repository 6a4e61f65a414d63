/**
 * Every doc page links to its source in the gem's repository ("Edit this
 * page") and shows when it last changed, taken from git history.
 */
import {expect, test} from '@playwright/test';
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {DOC_ROUTES, GEM_REPOSITORY} from '../../support/site';
import {gotoHydrated} from '../../support/search';

const ROOT = path.resolve(__dirname, '../../..');

/** `/katachi/docs/Features/Hashes` → `Features/Hashes.md`; `/katachi/docs/Contributing/` → `Contributing/index.md`. */
function sourceOf(route: string): string {
  const rel = route.replace(/^\/katachi\/docs\//, '');
  const candidates = rel.endsWith('/') || rel === '' ? [`${rel}index.md`, `${rel}index.mdx`] : [`${rel}.md`, `${rel}.mdx`];
  const found = candidates.find((candidate) => existsSync(path.join(ROOT, 'docs', candidate)));
  if (!found) throw new Error(`no source file for ${route}`);
  return found;
}

/** When git last changed the file, in seconds (what Docusaurus reads at build time). */
function lastCommitSeconds(file: string): number {
  const out = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim();
  if (!out) throw new Error(`${file} has no git history: is this a fresh clone with its history?`);
  return Number(out);
}

test('every doc page: "Edit this page" opens its source under docs/docs/ on main, and its last-updated date is from git', async ({page}) => {
  test.setTimeout(90_000);
  for (const route of DOC_ROUTES) {
    const source = sourceOf(route.path);
    await gotoHydrated(page, route.path);

    const edit = page.getByRole('link', {name: /edit this page/i});
    await expect(edit, route.path).toHaveAttribute('href', `${GEM_REPOSITORY}/edit/main/docs/docs/${source}`);

    const time = page.locator('.theme-last-updated time');
    await expect(time, `${route.path}: last updated`).toBeVisible();
    const shown = Date.parse((await time.getAttribute('datetime')) ?? '');
    expect(shown / 1000, `${route.path}: date of the last commit of docs/${source}`).toBe(lastCommitSeconds(path.join('docs', source)));
    await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w{3} \d{1,2}, \d{4}/);
  }
});

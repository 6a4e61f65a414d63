/**
 * Every address the site gives out (links in its pages, the sitemap, canonical URLs,
 * llms.txt) is a file GitHub Pages serves as it is: `/x` answered by `x.html`, never a
 * folder's `x/index.html`, which GitHub Pages answers with a 301 to `/x/` (a round trip
 * more on every arrival). `docusaurus serve`, which the other tests use, serves both
 * without a redirect, so only the build folder itself can show it.
 */
import {test, expect} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {BASE} from '../../support/site';

const BUILD_DIR = path.resolve(process.env.SITE_BUILD_DIR ?? 'build');
const SITE_URL = 'https://jtannas.github.io';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** How GitHub Pages answers a path of the site: with a file, a redirect to the folder, or 404. */
function githubPagesAnswer(address: string): 'file' | 'redirect' | 'missing' {
  const relative = decodeURI(address.split(/[?#]/, 1)[0]!.slice(`${BASE}/`.length));
  const exists = (file: string) => fs.statSync(path.join(BUILD_DIR, file), {throwIfNoEntry: false})?.isFile() ?? false;
  if (relative === '' || relative.endsWith('/')) return exists(`${relative}index.html`) ? 'file' : 'missing';
  if (exists(relative) || exists(`${relative}.html`)) return 'file';
  return exists(`${relative}/index.html`) ? 'redirect' : 'missing';
}

function addressesOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = file.endsWith('.html')
    ? [...text.matchAll(/<a\s[^>]*href="([^"]+)"/g), ...text.matchAll(/<link\s[^>]*rel="canonical"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)
    : [...text.matchAll(/(?:<loc>|\]\()(https?:\/\/[^<)\s]+)/g)].map((m) => m[1]!);
  return found.map((href) => href.replace(SITE_URL, '')).filter((href) => href.startsWith(`${BASE}/`));
}

test('every address in the pages, the sitemap and llms.txt is served by GitHub Pages without a redirect', () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'index.html')), `a build in ${BUILD_DIR}`).toBe(true);
  const sources = [...htmlFiles(BUILD_DIR), path.join(BUILD_DIR, 'sitemap.xml'), path.join(BUILD_DIR, 'llms.txt')];
  const problems = new Map<string, string>();
  let checked = 0;
  for (const source of sources) {
    for (const address of addressesOf(source)) {
      checked += 1;
      const answer = githubPagesAnswer(address);
      if (answer !== 'file') problems.set(address, `${answer} (in ${path.relative(BUILD_DIR, source)})`);
    }
  }
  expect(checked, 'addresses checked').toBeGreaterThan(200);
  expect(Object.fromEntries(problems)).toEqual({});
});

/**
 * What the one pass over every route (every-route.spec.ts) checks on a loaded
 * page, each a function of the page alone so the pass reads as a list.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';
import {GEM_REPOSITORY, SIDEBAR_LABELS, desktopSidebar, documentTitle, markdownUrlOfRoute, sidebarLabels, type DocRoute} from '../../support/site';

const ROOT = path.resolve(__dirname, '../../..');
// The published address of the site: what an assistant is sent to read.
const SITE_URL = 'https://jtannas.github.io';

type HeadingInfo = {level: number; id: string; text: string};

/** h2-h6 headings of the doc body, with their text minus the hash link. */
async function docHeadings(page: Page): Promise<HeadingInfo[]> {
  return page.locator('article .markdown').evaluate((root) =>
    Array.from(root.querySelectorAll('h2, h3, h4, h5, h6')).map((heading) => {
      const clone = heading.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('a.hash-link').forEach((link) => link.remove());
      return {
        level: Number(heading.tagName.slice(1)),
        id: heading.id,
        text: (clone.textContent ?? '').trim(),
      };
    }),
  );
}

/** Title, h1, and the route's sidebar with its own entry active. */
export async function expectTitleAndSidebar(page: Page, route: DocRoute): Promise<void> {
  await expect(page).toHaveTitle(documentTitle(route.title));
  await expect(page.locator('article h1').first()).toHaveText(route.title);
  const sidebar = desktopSidebar(page);
  await expect(sidebar).toBeVisible();
  expect(await sidebarLabels(sidebar)).toEqual(SIDEBAR_LABELS[route.sidebar]);
  const active = sidebar.locator('a.menu__link[aria-current="page"]');
  await expect(active).toHaveCount(1);
  await expect(active).toHaveText(route.title);
  await expect(active).toHaveClass(/menu__link--active/);
}

/**
 * The table of contents lists every h2 and h3, in order, nested by level, and
 * nothing deeper; every h2/h3 has Docusaurus' "Direct link to" hash link.
 * Returns the ids of the h2/h3 headings.
 */
export async function expectTocAndHashLinks(page: Page): Promise<string[]> {
  const headings = await docHeadings(page);
  const shallow = headings.filter((h) => h.level <= 3);
  const targets = (
    await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  ).map((href) => href.replace(/^#/, ''));

  if (shallow.length === 0) {
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    return [];
  }
  expect(targets, 'TOC entries: the h2/h3 headings, in order').toEqual(shallow.map((h) => h.id));
  const nested = await page.locator('.theme-doc-toc-desktop ul ul a.table-of-contents__link').count();
  expect(nested, 'h3 entries nested under an h2 entry').toBe(headings.filter((h) => h.level === 3).length);

  // Every heading's hash links, read in one pass (the page is static once hydrated).
  const links = await page.evaluate(
    (ids) =>
      ids.map((id) =>
        Array.from(document.getElementById(id)?.querySelectorAll(':scope > a.hash-link') ?? []).map((a) => ({
          href: a.getAttribute('href'),
          title: a.getAttribute('title'),
          ariaLabel: a.getAttribute('aria-label'),
        })),
      ),
    shallow.map((h) => h.id),
  );
  shallow.forEach((heading, i) => {
    expect(heading.id, `heading "${heading.text}" has an id`).not.toBe('');
    // Named by the heading's words, inline code or emphasis in it too (src/theme/Heading;
    // Docusaurus itself falls back to the id there: "Direct link to the-kt-alias").
    const label = `Direct link to ${heading.text}`;
    expect(links[i], `the hash link of "${heading.text}"`).toEqual([{href: `#${heading.id}`, title: label, ariaLabel: label}]);
  });
  return shallow.map((h) => h.id);
}

/** Following a heading's hash link moves the reader to it. */
export async function expectHashLinkFollowed(page: Page, id: string): Promise<void> {
  await page.locator(`[id="${id}"]`).hover();
  await page.locator(`[id="${id}"] > a.hash-link`).click();
  // Ids may hold non-ASCII characters (e.g. 形), which the URL percent-encodes.
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
  await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
}

/**
 * Lets lazily loaded images and deferred work run (scrolled to the end, the
 * network idle), then checks no resource hint prepares a connection to
 * another host.
 */
export async function expectNoForeignHints(page: Page, origin: string): Promise<void> {
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  const hints = await page
    .locator('link[rel~="preconnect"], link[rel~="dns-prefetch"], link[rel~="prefetch"], link[rel~="preload"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(
    hints.filter((href) => !href.startsWith(origin)),
    'resource hints to another host',
  ).toEqual([]);
}

/** `/katachi/docs/Features/Hashes` → `Features/Hashes.md`; `/katachi/docs/Contributing` → `Contributing/index.md`. */
function sourceOf(route: string): string {
  const rel = route.replace(/^\/katachi\/docs\//, '').replace(/\/$/, '');
  const candidates = [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`];
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

/** "Edit this page" opens the page's source under docs/docs/ on main; "Last updated" is its last commit's date. */
export async function expectEditLinkAndLastUpdated(page: Page, route: DocRoute): Promise<void> {
  const source = sourceOf(route.path);
  const edit = page.getByRole('link', {name: /edit this page/i});
  await expect(edit).toHaveAttribute('href', `${GEM_REPOSITORY}/edit/main/docs/docs/${source}`);
  const time = page.locator('.theme-last-updated time');
  await expect(time, 'last updated').toBeVisible();
  const shown = Date.parse((await time.getAttribute('datetime')) ?? '');
  expect(shown / 1000, `date of the last commit of docs/${source}`).toBe(lastCommitSeconds(path.join('docs', source)));
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w{3} \d{1,2}, \d{4}/);
}

/**
 * The page's tools above its title: Copy page, View as Markdown (its own
 * Markdown copy), and "Open in …", closed, whose links carry the page's
 * published Markdown URL.
 */
export async function expectPageTools(page: Page, route: DocRoute): Promise<void> {
  await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', markdownUrlOfRoute(route.path));
  // The same Markdown, named in the head for tools that read only the HTML page (one link: not repeated on navigation).
  await expect(page.locator('head link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', markdownUrlOfRoute(route.path));
  await expect(page.getByRole('button', {name: 'Open in…'})).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', {name: /^Open in (ChatGPT|Claude)/})).toHaveCount(0);
  const hrefs = await page.locator('article a[href*="?q="]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(hrefs.map((href) => new URL(href).origin)).toEqual(['https://chatgpt.com', 'https://claude.ai']);
  for (const href of hrefs) expect(new URL(href).searchParams.get('q')).toContain(`${SITE_URL}${markdownUrlOfRoute(route.path)}`);
}

/**
 * The files the build writes for language models and for copying, read over
 * HTTP from the served production build: llms.txt, llms-full.txt and a
 * Markdown copy next to every doc page.
 */
import {expect, test} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gemVersion} from '../../support/gem';
import {BASE, DOC_ROUTES, SITE_TITLE, TAGLINE, markdownUrlOfRoute} from '../../support/site';

const SITE_URL = 'https://jtannas.github.io';
const DOCS_DIR = path.resolve(__dirname, '../../../docs');

/** Every doc source file, found on disk (not from the list under test). */
function docSources(dir = DOCS_DIR): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docSources(full);
    return /\.mdx?$/.test(entry.name) ? [path.relative(DOCS_DIR, full)] : [];
  });
}

/** `/katachi/docs/Features/Hashes` ↔ `Features/Hashes.md`; a folder's `index.md` is served at `…/Folder`. */
const routeOfSource = (source: string) => `${BASE}/docs/${source.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;

// Markup that must not survive into a copy: front matter, MDX imports/exports,
// JSX components, admonition fences, heading ids, comments, site-only fence meta.
const LEFTOVERS = [/^---\s*\ntitle:/m, /^import\s/m, /^export\s/m, /<[A-Z][A-Za-z]*[\s/>]/, /^:::/m, /\{#[\w-]+\}/, /\{\/\*/];

function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

test('the copies hold code: at least one fence per page on most pages', async ({request}) => {
  let fenced = 0;
  for (const source of docSources()) {
    const markdown = await (await request.get(markdownUrlOfRoute(routeOfSource(source)))).text();
    if (/^```ruby$/m.test(markdown)) fenced += 1;
  }
  expect(fenced, 'pages whose copy has a ```ruby fence').toBeGreaterThan(8);
});

test('every doc page has a Markdown copy next to it: title, summary, fences with their language', async ({request}) => {
  const sources = docSources();
  expect(sources.length).toBeGreaterThan(10);
  for (const source of sources) {
    const route = routeOfSource(source);
    const response = await request.get(markdownUrlOfRoute(route));
    expect(response.status(), `${markdownUrlOfRoute(route)} for docs/${source}`).toBe(200);
    const markdown = await response.text();
    const raw = readFileSync(path.join(DOCS_DIR, source), 'utf8');
    const title = /^title:\s*(.+)$/m.exec(raw)?.[1]?.trim();
    expect(markdown.startsWith(`# ${title}\n`), `${source} starts with its title`).toBe(true);
    // Then its address, so a copy pasted elsewhere still says where it lives.
    const sourceLine = markdown.split('\n')[2] ?? '';
    expect([`Source: ${SITE_URL}${route}`, `Source: ${SITE_URL}${route}/`], `${source}: its address under the title`).toContain(sourceLine);
    const description = /^description:\s*(.+)$/m.exec(raw)?.[1]?.trim();
    if (description) expect(markdown).toContain(`> ${description}`);
    for (const pattern of LEFTOVERS) {
      expect(withoutCode(markdown), `${source}: ${pattern} left in the copy`).not.toMatch(pattern);
    }
    // Each fence keeps its language, in the source's order; `skip-run` and other meta are dropped.
    const openings = (text: string) => [...text.matchAll(/^```(.*)$/gm)].map((m) => m[1]!.trim()).filter((_, i) => i % 2 === 0);
    const languages = openings(raw).map((info) => info.split(/\s+/)[0]);
    expect(openings(markdown), `${source}: fence info strings`).toEqual(languages);
    // Links to other docs point at the published pages, not at source files.
    expect(markdown, `${source}: links to .md sources`).not.toMatch(/\]\((?!https?:)[^)]*\.mdx?(#[^)]*)?\)/);
  }
});

test("llms.txt lists every doc page once, in its convention's grammar: a section per sidebar and per category, with descriptions", async ({
  request,
}) => {
  const response = await request.get(`${BASE}/llms.txt`);
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.startsWith(`# ${SITE_TITLE}\n\n> ${TAGLINE}\n`)).toBe(true);
  expect(text).toContain(`[llms-full.txt](${SITE_URL}${BASE}/llms-full.txt)`);
  const [, ...sections] = text.split(/^## /m);
  const headings = sections.map((section) => section.split('\n')[0]);
  expect(headings).toEqual(['Documentation', 'Features', 'Integrations', 'Contributing']);
  // Every line of a section is `- [Title](url): description`, as the convention's reference parser requires.
  const lines = sections.flatMap((section) =>
    section
      .split('\n')
      .slice(1)
      .filter((line) => line.trim()),
  );
  const links = lines.map((line) => /^- \[(.+?)\]\((\S+?)\): (.{10,})$/.exec(line));
  expect(
    lines.filter((_, i) => !links[i]),
    'lines that are not link lines',
  ).toEqual([]);
  // The sidebar's own pages first, then its categories': each route once.
  const inSection = (route: string) =>
    route.includes('/Features/') ? 1 : route.includes('/Integrations/') ? 2 : /\/Contributing(\/|$)/.test(route) ? 3 : 0;
  const expected = [...DOC_ROUTES]
    .sort((a, b) => inSection(a.path) - inSection(b.path))
    .map((route) => `${SITE_URL}${markdownUrlOfRoute(route.path)}`);
  expect(links.map((m) => m![2])).toEqual(expected);
});

test('llms.txt says, before any page, what an assistant needs: the version, the Ruby it needs, how to install and load it, the API', async ({
  request,
}) => {
  const text = await (await request.get(`${BASE}/llms.txt`)).text();
  const details = text.split('\n\n')[2];
  for (const fact of [
    'bundle add katachi',
    'require "katachi"',
    '`Kt` is an alias of `Katachi`',
    'Kt.compare(value:, shape:)',
    'Kt.any_of',
    'Kt.add_shape',
  ])
    expect(details, fact).toContain(fact);
  // The version is the released gem's, when it is beside the checkout.
  const version = gemVersion() ?? '0.0.2.0';
  expect(details).toContain(`Katachi ${version} runs on Ruby 3.2`);
});

test('the footer links to llms.txt, so a reader who brings an assistant finds it', async ({page, request}) => {
  await page.goto(`${BASE}/docs/FAQ`);
  const link = page.locator('footer.footer').getByRole('link', {name: /llms\.txt/});
  await expect(link).toHaveAttribute('href', `${BASE}/llms.txt`);
  const response = await request.get(`${BASE}/llms.txt`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(new RegExp(`^# ${SITE_TITLE}\n`));
});

test('llms-full.txt holds every page copy, in sidebar order', async ({request}) => {
  const full = await (await request.get(`${BASE}/llms-full.txt`)).text();
  expect(full.startsWith(`# ${SITE_TITLE}\n\n> ${TAGLINE}\n`)).toBe(true);
  let from = 0;
  for (const route of DOC_ROUTES) {
    const copy = await (await request.get(markdownUrlOfRoute(route.path))).text();
    const body = copy.split('\n').slice(1).join('\n').trim();
    const at = full.indexOf(`\nSource: ${SITE_URL}${route.path}\n`, from);
    expect(at, `${route.path} in llms-full.txt after the page before it`).toBeGreaterThan(from - 1);
    expect(full.indexOf(body, at), `${route.path}: its whole copy follows`).toBeGreaterThan(at);
    from = at;
  }
});

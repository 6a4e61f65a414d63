import type {ConsoleMessage, Locator, Page} from '@playwright/test';

/** The site is served under this base path (docusaurus.config.ts `baseUrl`). */
export const BASE = '/katachi';

/** Docusaurus marks <html> once React has taken over: before that, clicks and shortcuts do nothing. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

export type SidebarId = 'docs' | 'contributing';

export type DocRoute = {
  path: string;
  /** Front-matter title: the `<title>` prefix and the sidebar label. */
  title: string;
  sidebar: SidebarId;
};

export const DOC_ROUTES: DocRoute[] = [
  {path: `${BASE}/docs/WhatIsKatachi`, title: 'What is Katachi', sidebar: 'docs'},
  {path: `${BASE}/docs/GettingStarted`, title: 'Getting Started', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/BasicShapes`, title: 'Basic Shapes', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/AnyOf`, title: 'AnyOf', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/ShapeLibrary`, title: 'Shape Library', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/Arrays`, title: 'Arrays', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/Hashes`, title: 'Hashes', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/CustomComparisons`, title: 'Custom Comparisons', sidebar: 'docs'},
  {path: `${BASE}/docs/Features/Diagnostics`, title: 'Diagnostics', sidebar: 'docs'},
  {path: `${BASE}/docs/Integrations/MinitestIntegration`, title: 'Minitest Integration', sidebar: 'docs'},
  {path: `${BASE}/docs/Integrations/RSpecIntegration`, title: 'RSpec Integration', sidebar: 'docs'},
  {path: `${BASE}/docs/FAQ`, title: 'FAQ', sidebar: 'docs'},
  {path: `${BASE}/docs/Contributing`, title: 'Contributing', sidebar: 'contributing'},
  {path: `${BASE}/docs/Contributing/CodeOfConduct`, title: 'Code of Conduct', sidebar: 'contributing'},
  {path: `${BASE}/docs/Contributing/Philosophy`, title: 'Philosophy', sidebar: 'contributing'},
  {path: `${BASE}/docs/Contributing/Inspiration`, title: 'Inspiration', sidebar: 'contributing'},
  {path: `${BASE}/docs/Contributing/HashComparisonDesign`, title: 'Hash Comparison Design', sidebar: 'contributing'},
  {path: `${BASE}/docs/Contributing/SECURITY`, title: 'Security', sidebar: 'contributing'},
];

/** Every label of each sidebar, top to bottom, categories included (all expanded). */
export const SIDEBAR_LABELS: Record<SidebarId, string[]> = {
  docs: [
    'What is Katachi',
    'Getting Started',
    'Features',
    'Basic Shapes',
    'AnyOf',
    'Shape Library',
    'Arrays',
    'Hashes',
    'Custom Comparisons',
    'Diagnostics',
    'Integrations',
    'Minitest Integration',
    'RSpec Integration',
    'FAQ',
  ],
  contributing: ['Contributing', 'Code of Conduct', 'Philosophy', 'Inspiration', 'Hash Comparison Design', 'Security'],
};

export const SITE_TITLE = 'Katachi';
export const TAGLINE = 'Describe the shape of your Ruby data, then check values against it';
export const GEM_REPOSITORY = 'https://github.com/jtannas/katachi';
export const GEM_PAGE = 'https://rubygems.org/gems/katachi';

/** `<Page title> | Katachi`, as Docusaurus formats it with titleDelimiter `|`. */
export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${SITE_TITLE}`;
}

/** The desktop docs sidebar. */
export function desktopSidebar(page: Page): Locator {
  return page.locator('aside.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
}

/** Labels of every link in a sidebar menu, in document order. */
export async function sidebarLabels(menu: Locator): Promise<string[]> {
  const labels = await menu.locator('a.menu__link').allTextContents();
  return labels.map((label) => label.trim());
}

/**
 * Records console errors and uncaught page errors from the moment it is called.
 * Read `errors` after the page has settled.
 */
export function collectPageErrors(page: Page): {errors: string[]} {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') {
      const {url} = message.location();
      errors.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return {errors};
}

/**
 * Waits until React has hydrated the page: the colour mode toggle is enabled
 * only in the browser (it is rendered disabled on the server). Works at any
 * width: on narrow screens the navbar copy is in the DOM but not displayed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('.navbar button[title*="mode"]:not([disabled])').first().waitFor({state: 'attached'});
}

/**
 * Resolves after the page's next two frames: by then what the last change set off
 * has run (React's commits and effects, ResizeObserver callbacks) and been drawn.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Resolves once the page has run the work it had pending: two frames (effects
 * and whatever they schedule) and then an idle period, when the site's
 * deferred work (prefetching, idle-queued mounts) runs. What a "nothing
 * happens" check waits for instead of a fixed time: anything the page would
 * do on its own has been done by then. `idle: false` where the test stubs
 * requestIdleCallback away.
 */
export async function pageSettled(page: Page, {idle = true}: {idle?: boolean} = {}): Promise<void> {
  await page.evaluate(
    (waitForIdle) =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            if (waitForIdle) requestIdleCallback(() => resolve());
            else setTimeout(resolve, 0);
          }),
        );
      }),
    idle,
  );
}

/**
 * The Markdown copy of a doc route, as the tests expect it (written here, not
 * taken from plugins/llms/, so the check is independent of the code it checks):
 * `/katachi/docs/X` → `/katachi/docs/X.md`, a folder's own page `…/X` included.
 */
export function markdownUrlOfRoute(route: string): string {
  return `${route}.md`;
}

/** Records every request to another host (data: and blob: are local) from now on. */
export function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(`${url} (from ${page.url()})`);
  });
  return foreign;
}

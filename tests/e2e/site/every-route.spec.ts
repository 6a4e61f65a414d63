/**
 * One pass over every route a reader can land on (home, each doc, the search
 * page with and without a query, not found), two page loads per route:
 *
 * - light mode: served with the right status; a doc page has its title, h1
 *   and sidebar with its own entry active, Copy page, View as Markdown and
 *   "Open in …" with its own Markdown URL, a table of contents of exactly its
 *   h2/h3 headings and a hash link on each, "Edit this page" opening its
 *   source and its last commit's date; axe-core at desktop and phone
 *   width (rules of AXE_TAGS plus WCAG 2.5.3 Label in Name, axe's
 *   experimental label-content-name-mismatch); then, scrolled to the end and
 *   the network idle, no resource hint to another host;
 * - dark mode: axe at both widths again; then a heading's hash link is followed.
 *
 * Throughout: no console error, no page error, no request to another host.
 * The colour mode is chosen before the page loads (as a returning reader's
 * is); the width changes in place. Every axe finding of the four passes is
 * reported together (rule id, targets, route, mode, width).
 *
 * Label in Name, beyond axe: the navbar search button is named by its content
 * ("Search Ctrl K" on a desktop: DocSearch's "Search (Control+k)" label is
 * removed), and at phone width, where only its icon shows, it is still named.
 */
import {expect, test, type Page} from '@playwright/test';
import {
  AXE_TEST_TIMEOUT,
  axeFindings,
  expectNoFindings,
  gotoInMode,
  LABEL_IN_NAME_RULE,
  ROUTES,
  NOT_FOUND_PATH,
  WIDTHS,
  type ColourMode,
  type Finding,
} from '../a11y/axe';
import {BASE, DOC_ROUTES, collectPageErrors, watchForeignRequests} from '../../support/site';
import {
  expectEditLinkAndLastUpdated,
  expectHashLinkFollowed,
  expectNoForeignHints,
  expectPageTools,
  expectTitleAndSidebar,
  expectTocAndHashLinks,
} from './routeChecks';

const [DESKTOP, PHONE] = WIDTHS;
// A page known to have h2/h3 headings: the TOC checks are not vacuous.
const PAGE_WITH_TOC = `${BASE}/docs/Features/Hashes`;

async function expectSearchButtonNamedByContent(page: Page, width: (typeof WIDTHS)[number]): Promise<void> {
  const button = page.locator('.DocSearch-Button');
  expect(await button.getAttribute('aria-label')).toBeNull();
  if (width === DESKTOP) await expect(button.locator('.DocSearch-Button-Placeholder')).toBeVisible();
  await expect(page.getByRole('button', {name: /^Search\b/})).toHaveCount(1);
}

/** axe at desktop, then phone width, in place; the page is left at desktop width. */
async function axeAtBothWidths(page: Page, path: string, mode: ColourMode, isDoc: boolean): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const width of WIDTHS) {
    await test.step(`axe: ${mode} mode, ${width.viewport.width}px`, async () => {
      await page.setViewportSize(width.viewport);
      await expectSearchButtonNamedByContent(page, width);
      // A doc page's tools are there in every colour mode and width.
      if (isDoc) await expect(page.getByRole('button', {name: 'Open in…'})).toBeVisible();
      findings.push(...(await axeFindings(page, `${path} ${mode} ${width.viewport.width}px`, {alsoRules: [LABEL_IN_NAME_RULE]})));
    });
  }
  await page.setViewportSize(DESKTOP.viewport);
  return findings;
}

test.describe.configure({timeout: AXE_TEST_TIMEOUT});

for (const route of ROUTES) {
  const doc = DOC_ROUTES.find((d) => d.path === route.path);
  test(`${route.path}: content, no errors or other hosts, no axe violations in light and dark mode at ${DESKTOP.viewport.width} and ${PHONE.viewport.width} px`, async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const {errors} = collectPageErrors(page);
    const foreign = watchForeignRequests(page, origin);
    const findings: Finding[] = [];
    let headingIds: string[] = [];

    await page.setViewportSize(DESKTOP.viewport);
    const response = await gotoInMode(page, route.path, 'light');
    expect(response?.status(), 'served as an existing page, or as not found').toBe(route.path === NOT_FOUND_PATH ? 404 : 200);
    await route.ready?.(page);
    // The axe runs look at this document only (axe.ts, legacy mode): no frames to miss.
    await expect(page.locator('iframe, frame')).toHaveCount(0);
    if (doc) {
      await test.step('title, sidebar, page tools, table of contents, hash links, edit link, last updated', async () => {
        await expectTitleAndSidebar(page, doc);
        await expectPageTools(page, doc);
        await expectEditLinkAndLastUpdated(page, doc);
        headingIds = await expectTocAndHashLinks(page);
        if (route.path === PAGE_WITH_TOC) expect(headingIds.length, 'headings on a page known to have them').toBeGreaterThan(0);
      });
    }
    findings.push(...(await axeAtBothWidths(page, route.path, 'light', !!doc)));
    await test.step('no resource hint to another host', () => expectNoForeignHints(page, origin));

    await gotoInMode(page, route.path, 'dark');
    await route.ready?.(page);
    findings.push(...(await axeAtBothWidths(page, route.path, 'dark', !!doc)));
    if (headingIds.length > 0) await test.step('a hash link is followed', () => expectHashLinkFollowed(page, headingIds[headingIds.length - 1]));

    expectNoFindings(findings);
    // The not-found page's own document is answered 404, which Chromium logs; nothing else may be.
    const ownNotFound = (error: string) => route.path === NOT_FOUND_PATH && error.includes('status of 404') && error.endsWith(`${route.path})`);
    expect(
      errors.filter((error) => !ownNotFound(error)),
      'console and page errors',
    ).toEqual([]);
    expect(foreign, 'requests to another host').toEqual([]);
  });
}

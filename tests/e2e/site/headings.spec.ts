import {expect, test, type Page} from '@playwright/test';
import {DOC_ROUTES, waitForHydration} from '../../support/site';

type HeadingInfo = {level: number; id: string; text: string; plainText: boolean};

/** h2-h6 headings of the doc body, with their text minus the hash link. */
async function docHeadings(page: Page): Promise<HeadingInfo[]> {
  return page.locator('article .markdown').evaluate((root) =>
    Array.from(root.querySelectorAll('h2, h3, h4, h5, h6')).map((heading) => {
      const clone = heading.cloneNode(true) as HTMLElement;
      clone.querySelectorAll('a.hash-link').forEach((link) => link.remove());
      const children = Array.from(clone.childNodes);
      return {
        level: Number(heading.tagName.slice(1)),
        id: heading.id,
        text: (clone.textContent ?? '').trim(),
        plainText: children.every((node) => node.nodeType === Node.TEXT_NODE),
      };
    }),
  );
}

async function tocTargets(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.theme-doc-toc-desktop a.table-of-contents__link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^#/, ''));
}

test.describe('table of contents covers h2 and h3 only', () => {
  for (const route of DOC_ROUTES) {
    test(`${route.path}`, async ({page}) => {
      await page.goto(route.path);
      await waitForHydration(page);
      const headings = await docHeadings(page);
      const tocIds = headings.filter((h) => h.level <= 3).map((h) => h.id);
      const targets = await tocTargets(page);

      if (tocIds.length === 0) {
        await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
        return;
      }
      // Same headings, same order: every h2/h3 is listed and nothing else is.
      expect(targets).toEqual(tocIds);
      const tags = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.tagName), targets);
      for (const tag of tags) expect(['H2', 'H3']).toContain(tag);
      const deeper = headings.filter((h) => h.level > 3).map((h) => h.id);
      for (const id of deeper) expect(targets).not.toContain(id);
      // h3 entries are nested under an h2 entry.
      const nested = await page.locator('.theme-doc-toc-desktop ul ul a.table-of-contents__link').count();
      expect(nested).toBe(headings.filter((h) => h.level === 3).length);
    });
  }

  test('at least one doc page has a table of contents to check', async ({page}) => {
    let pagesWithToc = 0;
    for (const route of DOC_ROUTES) {
      await page.goto(route.path);
      if ((await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').count()) > 0) pagesWithToc += 1;
    }
    expect(pagesWithToc, 'doc pages with h2/h3 headings and a TOC').toBeGreaterThan(0);
  });
});

test.describe('heading anchors', () => {
  for (const route of DOC_ROUTES) {
    test(`${route.path}: every h2/h3 has a "Direct link to" hash link`, async ({page}) => {
      await page.goto(route.path);
      await waitForHydration(page);
      const headings = (await docHeadings(page)).filter((h) => h.level <= 3);
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
        headings.map((h) => h.id),
      );
      headings.forEach((heading, i) => {
        expect(heading.id, `heading "${heading.text}" has an id`).not.toBe('');
        // Docusaurus names the heading by its text when the heading is plain
        // text, and by its id when it contains markup such as inline code.
        const name = heading.plainText ? heading.text : heading.id;
        const label = `Direct link to ${name}`;
        expect(links[i], `the hash link of "${heading.text}"`).toEqual([{href: `#${heading.id}`, title: label, ariaLabel: label}]);
      });
      // Following an anchor moves the reader to it.
      if (headings.length > 0) {
        const last = headings[headings.length - 1];
        await page.locator(`[id="${last.id}"]`).hover();
        await page.locator(`[id="${last.id}"] > a.hash-link`).click();
        // Ids may hold non-ASCII characters (e.g. 形), which the URL percent-encodes.
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${last.id}`);
        await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
      }
    });
  }
});

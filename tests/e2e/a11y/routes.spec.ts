/**
 * The accessibility sweep of every route a reader can land on: axe-core in
 * light and dark mode, at desktop and phone width, with the rules of AXE_TAGS
 * plus WCAG 2.5.3 Label in Name (axe's experimental
 * label-content-name-mismatch). One test per route: the colour mode is chosen
 * before the page loads (as a returning reader's is), the width changes in
 * place. Every finding of the four passes is reported together (rule id,
 * targets, route, mode, width).
 *
 * Label in Name, beyond axe: the navbar search button is named by its content
 * ("Search Ctrl K" on a desktop: DocSearch's "Search (Control+k)" label is
 * removed), and at phone width, where only its icon shows, it is still named.
 */
import {expect, test, type Page} from '@playwright/test';
import {AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, LABEL_IN_NAME_RULE, MODES, ROUTES, WIDTHS, type Finding} from './axe';

const [DESKTOP, PHONE] = WIDTHS;

async function expectSearchButtonNamedByContent(page: Page, width: (typeof WIDTHS)[number]): Promise<void> {
  const button = page.locator('.DocSearch-Button');
  expect(await button.getAttribute('aria-label')).toBeNull();
  if (width === DESKTOP) await expect(button.locator('.DocSearch-Button-Placeholder')).toBeVisible();
  await expect(page.getByRole('button', {name: /^Search\b/})).toHaveCount(1);
}

test.describe.configure({timeout: AXE_TEST_TIMEOUT});

for (const route of ROUTES) {
  test(`${route.path} has no violations in light and dark mode, at ${DESKTOP.viewport.width} and ${PHONE.viewport.width} px`, async ({page}) => {
    const findings: Finding[] = [];
    for (const mode of MODES) {
      await page.setViewportSize(DESKTOP.viewport);
      await gotoInMode(page, route.path, mode);
      await route.ready?.(page);
      for (const width of WIDTHS) {
        await test.step(`${mode} mode, ${width.viewport.width}px`, async () => {
          await page.setViewportSize(width.viewport);
          await expectSearchButtonNamedByContent(page, width);
          const where = `${route.path} ${mode} ${width.viewport.width}px`;
          findings.push(...(await axeFindings(page, where, {alsoRules: [LABEL_IN_NAME_RULE]})));
        });
      }
    }
    expectNoFindings(findings);
  });
}

/**
 * axe-core on every route a reader can land on, in light and dark mode, at
 * desktop and phone width. One test per route and width; both colour modes are
 * checked in it and reported together (rule id, targets, route, mode).
 */
import {test} from '@playwright/test';
import {AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, MODES, ROUTES, WIDTHS, type Finding} from './axe';

for (const width of WIDTHS) {
  test.describe(`axe at ${width.name} width (${width.viewport.width}px)`, () => {
    test.use({viewport: width.viewport});
    test.describe.configure({timeout: AXE_TEST_TIMEOUT});

    for (const route of ROUTES) {
      test(`${route.path} has no violations in light and dark mode`, async ({page}) => {
        const findings: Finding[] = [];
        for (const mode of MODES) {
          await test.step(`${mode} mode`, async () => {
            await gotoInMode(page, route.path, mode);
            await route.ready?.(page);
            findings.push(...(await axeFindings(page, `${route.path} ${mode} ${width.viewport.width}px`)));
          });
        }
        expectNoFindings(findings);
      });
    }
  });
}

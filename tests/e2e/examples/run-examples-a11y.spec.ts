/**
 * axe on a page whose examples have run: a match with printed output, a
 * mismatch, an exception, a run stopped with what it printed, and an open editor, in light and dark mode, at
 * desktop and phone width. Skipped (with the reason) on a build without Run.
 */
import {expect, test, type Page} from '@playwright/test';
import {AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, MODES, WIDTHS, type Finding} from '../a11y/axe';
import {BASE} from '../../support/site';
import {editTo, exampleAt, RUN_NAME, runAndWait, whyNoRunControls} from './support';

const skipReason = whyNoRunControls();
test.skip(skipReason !== null, skipReason ?? '');

async function editAndRun(page: Page, n: number, code: string) {
  const example = exampleAt(page, n);
  await editTo(example, code);
  await runAndWait(example);
}

for (const width of WIDTHS) {
  test(`examples after Run have no axe violations at ${width.name} width, light and dark`, async ({page}) => {
    test.setTimeout(AXE_TEST_TIMEOUT + 120_000);
    await page.setViewportSize(width.viewport);
    const findings: Finding[] = [];
    for (const mode of MODES) {
      await gotoInMode(page, `${BASE}/docs/Features/BasicShapes`, mode);
      await editAndRun(page, 0, 'puts "hello"\nwarn "careful"\nKt.compare(value: "hello", shape: String).match? # => true\n');
      await editAndRun(page, 1, 'Kt.compare(value: 42, shape: String).match? # => true\n');
      await editAndRun(page, 2, 'Kt.compare(value: 1, shape: :$no_such_shape).code # => :match\n');
      await runAndWait(exampleAt(page, 3));
      const stopped = exampleAt(page, 4);
      await editTo(stopped, 'puts "step 1"\nwarn "stuck here"\nloop {}\n');
      await stopped.getByRole('button', {name: RUN_NAME}).click();
      await expect(stopped.getByText('Printed so far')).toBeVisible({timeout: 60_000});
      await stopped.getByRole('button', {name: /^Stop/}).click();
      await expect(stopped.getByText('Printed before it stopped')).toBeVisible();
      await expect(page.locator('[data-verdict="differs"]')).toHaveCount(1);
      await expect(page.locator('[data-raised]')).toHaveCount(1);
      findings.push(...(await axeFindings(page, `BasicShapes after Run, ${mode}, ${width.viewport.width}px`)));
    }
    expectNoFindings(findings);
  });
}

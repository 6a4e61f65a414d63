/**
 * axe on a page whose examples have run: a match with printed output, a
 * mismatch, an exception, and an open editor, in light and dark mode, at
 * desktop and phone width. Skipped (with the reason) on a build without Run.
 */
import {expect, test} from '@playwright/test';
import {AXE_TEST_TIMEOUT, axeFindings, expectNoFindings, gotoInMode, WIDTHS, type Finding} from '../a11y/axe';
import {BASE} from '../../support/site';
import {exampleAt, runAndWait, whyNoRunControls} from './support';

const skipReason = whyNoRunControls();
test.skip(skipReason !== null, skipReason ?? '');

for (const width of WIDTHS) {
  test(`examples after Run have no axe violations at ${width.name} width, light and dark`, async ({page}) => {
    test.setTimeout(AXE_TEST_TIMEOUT + 60_000);
    await page.setViewportSize(width.viewport);
    await gotoInMode(page, `${BASE}/docs/Features/BasicShapes`, 'light');

    const printing = exampleAt(page, 0);
    await printing.getByRole('button', {name: 'Edit'}).click();
    await printing.getByRole('textbox').fill('puts "hello"\nwarn "careful"\nKt.compare(value: "hello", shape: String).match? # => true\n');
    await runAndWait(printing);
    const mismatch = exampleAt(page, 1);
    await mismatch.getByRole('button', {name: 'Edit'}).click();
    await mismatch.getByRole('textbox').fill('Kt.compare(value: 42, shape: String).match? # => true\n');
    await runAndWait(mismatch);
    const failing = exampleAt(page, 2);
    await failing.getByRole('button', {name: 'Edit'}).click();
    await failing.getByRole('textbox').fill('Kt.compare(value: 1, shape: :$no_such_shape).code # => :match\n');
    await runAndWait(failing);
    await expect(page.locator('[data-verdict="differs"]')).toHaveCount(1);
    await expect(page.locator('[data-raised]')).toHaveCount(1);

    const findings: Finding[] = [];
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
      findings.push(...(await axeFindings(page, `BasicShapes after Run, ${mode}, ${width.viewport.width}px`)));
    }
    expectNoFindings(findings);
  });
}

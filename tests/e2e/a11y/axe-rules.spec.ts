/** The rule set the other a11y tests run is axe's default set plus WCAG 2.1 A/AA. */
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {BASE} from '../../support/site';
import {ALL_AXE_RULES, AXE_TAGS, AXE_TEST_TIMEOUT, LABEL_IN_NAME_RULE, WCAG_TAGS, axeBuilder} from './axe';

// Several full axe runs per test: slow on a busy 2-core machine.
test.describe.configure({timeout: AXE_TEST_TIMEOUT});

test('the tags the a11y tests run cover every default rule and every WCAG 2.1 A/AA rule', async ({page}) => {
  await gotoHydrated(page, `${BASE}/`);
  const ruleIds = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
    new Set([...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable].map((rule) => rule.id));
  const defaults = ruleIds(await new AxeBuilder({page}).analyze());
  const used = ruleIds(await new AxeBuilder({page}).withTags(AXE_TAGS).analyze());
  const wcag = await page.evaluate(
    (tags) =>
      (window as unknown as {axe: {getRules: (t: string[]) => {ruleId: string; tags: string[]}[]}}).axe
        .getRules(tags)
        // Experimental and deprecated rules are not part of a WCAG run.
        .filter((r) => !r.tags.includes('experimental') && !r.tags.includes('deprecated'))
        .map((r) => r.ruleId),
    WCAG_TAGS,
  );
  expect(wcag.length).toBeGreaterThan(40);
  expect(defaults.size).toBeGreaterThan(50);
  expect(
    [...defaults].filter((id) => !used.has(id)),
    'default rules the a11y tests would skip',
  ).toEqual([]);
  expect(
    wcag.filter((id) => !used.has(id)),
    'WCAG 2.1 A/AA rules the a11y tests would skip',
  ).toEqual([]);
});

test('ALL_AXE_RULES runs every rule axe has, experimental ones included', async ({page}) => {
  await gotoHydrated(page, `${BASE}/`);
  const results = await new AxeBuilder({page}).withRules(ALL_AXE_RULES).analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id));
  const all = await page.evaluate(() => (window as unknown as {axe: {getRules: () => {ruleId: string}[]}}).axe.getRules().map((r) => r.ruleId));
  expect(
    all.filter((id) => !ran.has(id)),
    'rules not run',
  ).toEqual([]);
  expect(ran.has('label-content-name-mismatch')).toBe(true);
  expect(ran.has('nested-interactive')).toBe(true);
});

test("the sweep's run is AXE_TAGS' rules and Label in Name, reporting violations in full", async ({page}) => {
  await gotoHydrated(page, `${BASE}/`);
  const ruleIds = (r: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
    new Set([...r.passes, ...r.violations, ...r.incomplete, ...r.inapplicable].map((rule) => rule.id));
  const sweep = await axeBuilder(page, {alsoRules: [LABEL_IN_NAME_RULE]}).analyze();
  const ran = ruleIds(sweep);
  const tagged = ruleIds(await new AxeBuilder({page}).withTags(AXE_TAGS).analyze());
  expect(
    [...tagged].filter((id) => !ran.has(id)),
    'tagged rules the sweep would skip',
  ).toEqual([]);
  expect(ran.has(LABEL_IN_NAME_RULE)).toBe(true);
  expect(sweep.toolOptions.resultTypes).toEqual(['violations']);
});

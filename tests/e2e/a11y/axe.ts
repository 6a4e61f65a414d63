/**
 * Shared helpers of the accessibility tests: the combinations every route is
 * checked in, switching colour mode, and running axe-core with a readable report.
 */
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import {expect, type Page, type Response} from '@playwright/test';
import {BASE, DOC_ROUTES, nextFrames} from '../../support/site';
import {gotoHydrated} from '../../support/search';

export type ColourMode = 'light' | 'dark';
export const MODES: ColourMode[] = ['light', 'dark'];

export const WIDTHS = [
  {name: 'desktop', viewport: {width: 1280, height: 800}},
  {name: 'phone', viewport: {width: 375, height: 800}},
] as const;

/** The WCAG 2.1 A/AA tags, checked on top of axe's default rule set. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * axe's default rule set is every enabled rule, and each of those is tagged
 * best-practice or WCAG 2.x A/AA (checked in axe-rules.spec.ts). Running these
 * tags is therefore the default rules plus the WCAG 2.1 A/AA rules axe keeps
 * off by default, in one pass.
 */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'];

/** A URL with no page, which the not-found page answers with the pages it probably meant. */
export const NOT_FOUND_PATH = `${BASE}/hash`;

/** Every route a reader can land on: home, each doc, the search page (with results, relaxed, none, and without a query), not found. */
export const ROUTES: {path: string; ready?: (page: Page) => Promise<void>}[] = [
  {path: `${BASE}/`},
  ...DOC_ROUTES.map(({path}) => ({path})),
  {
    path: `${BASE}/search?q=hash`,
    // The results arrive after the index loads: check them, not "Loading search…".
    ready: async (page) => {
      await expect(page.locator('main ol li').first()).toBeVisible();
    },
  },
  {
    // A relaxed query: the notice and each result's "Missing: …" line.
    path: `${BASE}/search?q=regex%20xylophone`,
    ready: async (page) => {
      await expect(page.locator('main ol li [data-testid="missing-words"]').first()).toBeVisible();
    },
  },
  {
    // No results: the queries to try and the link to report it.
    path: `${BASE}/search?q=hsaehs%20kyesz`,
    ready: async (page) => {
      await expect(page.getByRole('list', {name: 'Try searching for:'}).getByRole('link').first()).toBeVisible();
    },
  },
  {
    path: `${BASE}/search`,
    ready: async (page) => {
      await expect(page.locator('#search-page-input')).toBeVisible();
    },
  },
  {
    // Not found, with the pages it probably meant offered by their titles.
    path: NOT_FOUND_PATH,
    ready: async (page) => {
      await expect(page.getByRole('heading', {level: 1})).toContainText(/not found/i);
      await expect(page.getByRole('main').getByRole('link', {name: 'Hashes', exact: true})).toBeVisible();
    },
  },
];

/**
 * Opens `path` in `mode`: the mode is stored where Docusaurus reads it
 * (localStorage `theme`) before the page loads, then checked on <html>.
 */
export async function gotoInMode(page: Page, path: string, mode: ColourMode): Promise<Response | null> {
  if (!page.url().startsWith('http')) await page.goto(`${BASE}/img/logo.svg`);
  await page.evaluate((m) => localStorage.setItem('theme', m), mode);
  const response = await gotoHydrated(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  return response;
}

/**
 * Waits until no finite CSS animation or transition is running (the modal
 * fades in, colours transition), so axe reads the colours a reader ends up with.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length),
    )
    .toBe(0);
}

/**
 * Every rule axe has, the experimental ones included (label-content-name-mismatch,
 * focus-order-semantics, …): listing rules by id runs them whether or not axe
 * enables them by default.
 */
export const ALL_AXE_RULES = axeCore.getRules().map((rule) => rule.ruleId);

/** axe on a long page takes a few seconds, more on a busy 2-core CI machine. */
export const AXE_TEST_TIMEOUT = 120_000;

export type Finding = {where: string; rule: string; impact: string; help: string; targets: string[]};

/** WCAG 2.5.3 Label in Name: experimental in axe, so not among AXE_TAGS; the sweep runs it too. */
export const LABEL_IN_NAME_RULE = 'label-content-name-mismatch';

export type AxeScope = {
  /** Exactly these rules (e.g. ALL_AXE_RULES) instead of AXE_TAGS. */
  rules?: string[];
  /** With AXE_TAGS: these rules as well, even where axe keeps them off by default. */
  alsoRules?: string[];
  /** Only inside this CSS selector. */
  include?: string;
  /** Not inside this CSS selector. */
  exclude?: string;
};

/**
 * The axe run of `scope` (checked in axe-rules.spec.ts: the rules it names are
 * the rules that run). Legacy mode runs axe in the page itself; the default
 * mode also opens a blank page per run to merge the results of cross-origin
 * frames, which more than doubles a run (3.3 s against 1.5 s on a long doc
 * page here). The site has no frames, which every-route.spec.ts checks.
 */
export function axeBuilder(page: Page, scope: AxeScope = {}): AxeBuilder {
  const enabled = Object.fromEntries((scope.alsoRules ?? []).map((rule) => [rule, {enabled: true}]));
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations'], rules: enabled});
  if (scope.include) builder.include(scope.include);
  if (scope.exclude) builder.exclude(scope.exclude);
  return scope.rules ? builder.withRules(scope.rules) : builder.withTags(AXE_TAGS);
}

/**
 * Runs axe on the page (by default the rules of AXE_TAGS) and returns one
 * finding per violated rule, labelled with `where`. Only violations are
 * collected in full (axe's resultTypes): what passes is not needed, and
 * collecting it is a fifth of the run on a long page.
 */
export async function axeFindings(page: Page, where: string, scope: AxeScope = {}): Promise<Finding[]> {
  await waitForAnimations(page);
  // What the page does when its layout changes (a table that starts to scroll joins the
  // tab order, in a ResizeObserver callback) is done before axe reads it, as before a reader sees it.
  await nextFrames(page);
  const results = await axeBuilder(page, scope).analyze();
  const findings: Finding[] = [];
  for (const violation of results.violations) {
    findings.push({
      where,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => {
        const target = node.target.map(String).join(' >> ');
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim();
        return summary ? `${target} (${summary})` : target;
      }),
    });
  }
  return findings;
}

/** One readable block per finding: where, rule id, impact, help, and every target. */
function formatFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `\n[${f.where}] ${f.rule} (${f.impact}): ${f.help}\n` +
        f.targets
          .slice(0, 8)
          .map((t) => `    - ${t}`)
          .join('\n') +
        (f.targets.length > 8 ? `\n    … and ${f.targets.length - 8} more` : ''),
    )
    .join('\n');
}

export function expectNoFindings(findings: Finding[]): void {
  expect(findings, `axe violations:${formatFindings(findings)}`).toEqual([]);
}

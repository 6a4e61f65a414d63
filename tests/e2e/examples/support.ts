/**
 * Helpers of the Run tests: whether the build under test has Run controls (it
 * does when built with KATACHI_PATH), which doc page holds which runnable
 * examples (read from the sources with the checker's own extraction), and
 * running one example on the page.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, type Locator, type Page} from '@playwright/test';
import {rewriteAnnotations} from '../../../plugins/examples/shared/annotations';
import {ASSET_DIRECTORY} from '../../../plugins/examples/shared/assets';
import {extractFromFiles, findSources} from '../../../tools/ruby-examples/extract';
import {loadParser} from '../../../tools/ruby-examples/syntax';
import {BASE} from '../../support/site';

const ROOT = path.join(__dirname, '..', '..', '..');
const BUILD_DIR = path.resolve(ROOT, process.env.SITE_BUILD_DIR ?? 'build');

/** Null when the build has Run controls; otherwise why the Run tests skip. */
export function whyNoRunControls(): string | null {
  if (existsSync(path.join(BUILD_DIR, ASSET_DIRECTORY))) return null;
  return (
    `the build in ${BUILD_DIR} has no Run controls: it was made without KATACHI_PATH (a checkout of the katachi gem); ` +
    'build with KATACHI_PATH=../shared/katachi/gem-0.0.2.0 (tools/run-tests.sh does when that folder exists)'
  );
}

interface RunnableBlock {
  /** Where it comes from, for messages: `docs/Features/Hashes.md:12`. */
  source: string;
  /** The `# =>` values, in order. */
  expected: string[];
}

export interface PageOfExamples {
  route: string;
  blocks: RunnableBlock[];
}

/** docs/Features/Hashes.md → /katachi/docs/Features/Hashes; docs/X/index.md → /katachi/docs/X/; src/pages/index.tsx → /katachi/ */
function routeOf(file: string): string {
  if (file.startsWith('src/pages/'))
    return `${BASE}/${file
      .slice('src/pages/'.length)
      .replace(/(^|\/)index\.tsx$/, '$1')
      .replace(/\.tsx$/, '')}`;
  return `${BASE}/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
}

/** Every page with runnable examples, in source order, with each example's annotations. */
export async function pagesOfRunnableExamples(): Promise<PageOfExamples[]> {
  const {blocks} = await extractFromFiles(await findSources(['docs', 'src/pages']), ROOT);
  const parse = await loadParser();
  const pages = new Map<string, PageOfExamples>();
  for (const block of blocks.filter((b) => !b.skipRun)) {
    const route = routeOf(block.file);
    const page = pages.get(route) ?? {route, blocks: []};
    page.blocks.push({source: `${block.file}:${block.line}`, expected: rewriteAnnotations(parse, block.code).annotations.map((a) => a.expected)});
    pages.set(route, page);
  }
  return [...pages.values()];
}

/** A Run button's accessible name: "Run example 3: Making a key optional" (plugins/examples/node/remarkRunnable.ts). */
export const RUN_NAME = /^Run example \d+/;

/** The Run controls of a page, one per runnable example, in page order. */
export const runButtons = (page: Page): Locator => page.getByRole('button', {name: RUN_NAME});

/** The example around the n-th Run button (the wrapper holds code, toolbar and results). */
export const exampleAt = (page: Page, n: number): Locator => runButtons(page).nth(n).locator('xpath=../..');

/** Opens an example's editor and replaces its code. */
export async function editTo(example: Locator, code: string): Promise<void> {
  await example.getByRole('button', {name: 'Edit'}).click();
  await example.getByRole('textbox').fill(code);
}

/** Presses Run on an example and waits for the announced summary of the run. */
export async function runAndWait(example: Locator, timeout = 60_000): Promise<string> {
  const summary = example.getByRole('status');
  await example.getByRole('button', {name: RUN_NAME}).click();
  await expect(summary).toHaveText(/^(Run finished|Stopped|Could not|Ruby stopped)/, {timeout});
  return (await summary.textContent()) ?? '';
}

/** The actual values shown beside the annotated lines, with their verdicts. */
export async function shownValues(example: Locator): Promise<{actual: string; verdict: string}[]> {
  return example
    .locator('li[data-verdict]')
    .evaluateAll((rows) =>
      rows.map((row) => ({actual: row.querySelector('[data-actual]')?.textContent ?? '', verdict: row.getAttribute('data-verdict') ?? ''})),
    );
}

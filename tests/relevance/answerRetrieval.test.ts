/**
 * Runs after the production build: is the section a reader wants among the
 * sections the answer mode sends with the question? (`npm run measure:answers`
 * prints the figures.) Target ≥ 95%, required on the relevance suite
 * (suites/first.json) and on most question-suite halves. A half given a
 * fraction instead has that fraction as its floor: a figure retrieval reached
 * on it, below the target where the half has not reached it, above where it
 * went past. A floor keeps a change to retrieval, the engine or the content
 * from lowering a figure unnoticed; a held-out half's floor comes from its
 * figures only (its misses are not looked at, so nobody tunes towards it).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {measureCoverage, printableMisses, suiteCases, type CoverageReport} from '../../tools/relevance/retrievalCoverage';

const repoRoot = path.join(__dirname, '../..');
const buildDir = process.env.SITE_BUILD_DIR ?? path.join(repoRoot, 'build');
const indexDir = path.join(buildDir, 'search-index');
/** The first suite's name in tests/relevance/suites.ts (its file is suites/first.json). */
const FIRST_SUITE = 'first';
/**
 * Required share per question suite (a suite not listed is printed, not
 * required): 0.95 is the target, a fraction is that half's floor (see above).
 */
const QUESTION_SUITE_FLOORS: Record<string, number> = {
  'questions-tune': 0.95,
  'questions-heldout': 70 / 70,
  'questions2-tune': 0.95,
  'questions2-heldout': 42 / 43,
  'questions3-tune': 0.95,
  'questions3-heldout': 0.95,
  'questions4-tune': 0.95,
  'questions4-heldout': 0.95,
  'questions5-tune': 0.95,
  'questions5-heldout': 46 / 47,
  'questions6-tune': 0.95,
  'questions6-heldout': 43 / 45,
  'questions7-tune': 0.95,
  'questions7-heldout': 44 / 46,
  'questions8-tune': 0.95,
  'questions8-heldout': 0.95,
  'questions9-tune': 0.95,
  'questions9-heldout': 49 / 50,
  'questions10-tune': 0.95,
  'questions10-heldout': 47 / 48,
};

// Held-out misses are not printed (ANSWERS_SHOW_HELDOUT=1 prints them): nobody tunes on that half.
const detail = (report: CoverageReport) =>
  printableMisses(report)
    .map((m) => `  ${m.suite}: ${JSON.stringify(m.query)} wants ${m.want}; sent ${m.sent.join(', ')}`)
    .join('\n');

test('answer retrieval sends the wanted section for at least 95% of the relevance suite', async () => {
  const cases = suiteCases().filter((c) => c.suite === FIRST_SUITE);
  assert.ok(cases.length >= 40, `relevance suite loaded (${cases.length} cases)`);
  const report = await measureCoverage(indexDir, cases);
  console.log(`answer retrieval, relevance suite: ${report.covered}/${report.cases} = ${(report.share * 100).toFixed(1)}%`);
  assert.ok(report.share >= 0.95, `${(report.share * 100).toFixed(1)}% covered\n${detail(report)}`);
});

test('answer retrieval on the question suites reaches each suite’s floor', async () => {
  const cases = suiteCases().filter((c) => c.suite !== FIRST_SUITE);
  assert.ok(cases.length > 0, 'question suites loaded');
  const report = await measureCoverage(indexDir, cases);
  const short: string[] = [];
  for (const [suite, s] of Object.entries(report.bySuite)) {
    const share = s.covered / s.cases;
    const floor = QUESTION_SUITE_FLOORS[suite];
    console.log(
      `answer retrieval, ${suite}: ${s.covered}/${s.cases} = ${(100 * share).toFixed(1)}%${floor ? ` (floor ${(floor * 100).toFixed(1)}%)` : ''}`,
    );
    if (floor !== undefined && share < floor) short.push(`${suite}: ${(100 * share).toFixed(1)}% < ${(floor * 100).toFixed(1)}%`);
  }
  assert.deepEqual(short, [], `below the floor\n${detail(report)}`);
});

test('the measure can fail: with one section sent, some wanted sections are missed', async () => {
  const report = await measureCoverage(indexDir, suiteCases(), {maxSections: 1});
  assert.ok(report.share < 1, 'a single section cannot cover every query');
});

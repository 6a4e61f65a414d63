/**
 * Runs after the production build: for at least 95% of the relevance suites'
 * queries, the wanted section is among the sections the answer mode sends
 * with the question (answers/build/retrievalCoverage.ts prints the figure).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {loadSuites, measureCoverage} from '../../answers/build/retrievalCoverage';

const repoRoot = path.join(__dirname, '../..');
const buildDir = process.env.SITE_BUILD_DIR ?? path.join(repoRoot, 'build');

test('answer retrieval sends the wanted section for at least 95% of the suites', async () => {
  const cases = await loadSuites(repoRoot);
  assert.ok(cases.length >= 40, `suites loaded (${cases.length} cases)`);
  const report = await measureCoverage(path.join(buildDir, 'search-index'), cases);
  const detail = report.misses.map((m) => `  ${JSON.stringify(m.query)} wants ${m.want}; sent ${m.sent.join(', ')}`).join('\n');
  console.log(`answer retrieval: ${report.covered}/${report.cases} = ${(report.share * 100).toFixed(1)}%`);
  assert.ok(report.share >= 0.95, `${(report.share * 100).toFixed(1)}% covered\n${detail}`);
});

test('the measure can fail: with one section sent, some wanted sections are missed', async () => {
  const cases = await loadSuites(repoRoot);
  const report = await measureCoverage(path.join(buildDir, 'search-index'), cases, 1);
  assert.ok(report.share < 1, 'a single section cannot cover every query');
});

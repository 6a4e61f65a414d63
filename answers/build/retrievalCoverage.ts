/**
 * How well answers are grounded, measured: for every query of the relevance
 * suites, is the section a reader wants among the sections the answer mode
 * would send with that question? Uses the same retrieval code as the browser
 * (answers/runtime/retrieve.ts) on the index a build wrote.
 */
import fs from 'node:fs';
import path from 'node:path';
import {engineOfIndex, readIndexDirectory} from '../../search/indexer/engineOfRecords';
import {retrieveSections, SECTIONS_PER_QUESTION} from '../runtime/retrieve';

export type SuiteCase = {query: string; want: string; suite: string};
export type CoverageReport = {
  cases: number;
  covered: number;
  share: number;
  bySuite: Record<string, {cases: number; covered: number}>;
  misses: Array<SuiteCase & {sent: string[]}>;
};

const DOCS_PREFIX = /^\/katachi\/docs\//;

/** Every case of tests/relevance/queries.ts and of any question suite (tests/relevance/questions*.ts) present. */
export async function loadSuites(repoRoot: string): Promise<SuiteCase[]> {
  const dir = path.join(repoRoot, 'tests/relevance');
  const files = fs.readdirSync(dir).filter((f) => f === 'queries.ts' || /^questions.*\.ts$/.test(f)).sort();
  const cases: SuiteCase[] = [];
  for (const file of files) {
    const module = (await import(path.join(dir, file))) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!Array.isArray(value)) continue;
      for (const item of value as Array<Record<string, unknown>>) {
        const query = item?.query ?? item?.question;
        if (typeof query === 'string' && typeof item.want === 'string') cases.push({query, want: item.want, suite: file.replace(/\.ts$/, '')});
      }
    }
  }
  return cases;
}

export async function measureCoverage(indexDir: string, cases: SuiteCase[], count = SECTIONS_PER_QUESTION): Promise<CoverageReport> {
  const engine = engineOfIndex(readIndexDirectory(indexDir));
  const report: CoverageReport = {cases: cases.length, covered: 0, share: 0, bySuite: {}, misses: []};
  for (const testCase of cases) {
    const sections = await retrieveSections((query, limit) => engine.search(query, {limit}), testCase.query, count);
    const sent = sections.map((s) => s.url.replace(DOCS_PREFIX, ''));
    const suite = (report.bySuite[testCase.suite] ??= {cases: 0, covered: 0});
    suite.cases += 1;
    if (sent.includes(testCase.want)) {
      report.covered += 1;
      suite.covered += 1;
    } else {
      report.misses.push({...testCase, sent});
    }
  }
  report.share = cases.length ? report.covered / cases.length : 0;
  return report;
}

// `npx tsx answers/build/retrievalCoverage.ts [build dir]`: prints the figure.
if (require.main === module) {
  const repoRoot = path.resolve(__dirname, '../..');
  const buildDir = path.resolve(process.argv[2] ?? process.env.SITE_BUILD_DIR ?? path.join(repoRoot, 'build'));
  void (async () => {
    const cases = await loadSuites(repoRoot);
    const report = await measureCoverage(path.join(buildDir, 'search-index'), cases);
    const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
    console.log(`Answer retrieval (${SECTIONS_PER_QUESTION} sections sent per question), index of ${buildDir}:`);
    for (const [suite, s] of Object.entries(report.bySuite)) console.log(`  ${suite}: ${s.covered}/${s.cases} = ${pct(s.covered, s.cases)}`);
    console.log(`  all: ${report.covered}/${report.cases} = ${pct(report.covered, report.cases)} (target ≥ 95%)`);
    for (const miss of report.misses) console.log(`  miss: ${JSON.stringify(miss.query)} wants ${miss.want}; sent ${miss.sent.join(', ')}`);
  })();
}

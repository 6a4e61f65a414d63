/**
 * How well answers are grounded, measured: for every query of the relevance
 * suites, is the section a reader wants among the sections the answer mode
 * would send with that question? Uses the same retrieval code as the browser
 * (plugins/answers/client/retrieve.ts) on the index a build wrote.
 */
import path from 'node:path';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {retrieveSections, type RetrievalOptions} from '../../plugins/answers/client/retrieve';
import {DEFAULT_CONTEXT_TOKENS} from '../../plugins/answers/shared/config';
import {estimateTokens} from '../../plugins/answers/client/budget';
import {formatSection} from '../../plugins/answers/client/prompt';
import {sectionKey} from '../../tests/relevance/evaluate';
import {RELEVANCE_SUITES} from '../../tests/relevance/suites';
import {refuse, toolArguments} from '../cliArguments';

/** One query of a relevance suite: `suite` is the suite's name, `heldOut` its flag (tests/relevance/suites.ts). */
export type SuiteCase = {query: string; want: string; suite: string; heldOut: boolean};
export type CoverageReport = {
  cases: number;
  covered: number;
  share: number;
  bySuite: Record<string, {cases: number; covered: number}>;
  misses: Array<SuiteCase & {sent: string[]}>;
  /** Mean sections sent per question, and mean estimated tokens they took (headers included). */
  meanSections: number;
  meanTokens: number;
};

/**
 * Held-out halves (nobody tunes on them; see tests/relevance/suites/README.md) have
 * their figures printed, their per-question misses only when asked for.
 */
const showHeldOutMisses = (): boolean => process.env.ANSWERS_SHOW_HELDOUT === '1';
/** The misses that may be printed: held-out ones only with ANSWERS_SHOW_HELDOUT=1. */
export const printableMisses = (report: CoverageReport): CoverageReport['misses'] => report.misses.filter((m) => !m.heldOut || showHeldOutMisses());

/** Every case of the relevance suites, the ones the search ranking is measured on (tests/relevance/suites.ts). */
export function suiteCases(): SuiteCase[] {
  return RELEVANCE_SUITES.flatMap((suite) => suite.cases.map(({query, want}) => ({query, want, suite: suite.name, heldOut: suite.heldOut})));
}

export async function measureCoverage(indexDir: string, cases: SuiteCase[], options: RetrievalOptions = {}): Promise<CoverageReport> {
  const engine = fusedEngineOfIndex(readIndexDirectory(indexDir));
  const report: CoverageReport = {cases: cases.length, covered: 0, share: 0, bySuite: {}, misses: [], meanSections: 0, meanTokens: 0};
  let sectionsSent = 0;
  let tokensSent = 0;
  for (const testCase of cases) {
    const sections = await retrieveSections((query, limit) => engine.search(query, {limit}), testCase.query, options);
    sectionsSent += sections.length;
    tokensSent += sections.reduce((sum, s) => sum + estimateTokens(formatSection(s)), 0);
    const sent = sections.map((s) => sectionKey(s.url));
    const suite = (report.bySuite[testCase.suite] ??= {cases: 0, covered: 0});
    suite.cases += 1;
    if (sent.includes(sectionKey(testCase.want))) {
      report.covered += 1;
      suite.covered += 1;
    } else {
      report.misses.push({...testCase, sent});
    }
  }
  report.share = cases.length ? report.covered / cases.length : 0;
  report.meanSections = cases.length ? sectionsSent / cases.length : 0;
  report.meanTokens = cases.length ? tokensSent / cases.length : 0;
  return report;
}

// `npx tsx tools/relevance/retrievalCoverage.ts [build dir] [--tuning] [--context=TOKENS]`: prints the figures.
// --tuning leaves out the held-out half (to tune without seeing it); held-out misses print only with ANSWERS_SHOW_HELDOUT=1.
if (require.main === module) {
  const repoRoot = path.resolve(__dirname, '../..');
  const {values, positionals} = toolArguments('retrievalCoverage', {
    options: {tuning: {type: 'boolean'}, context: {type: 'string'}},
    allowPositionals: true,
  });
  const buildDir = path.resolve(positionals[0] ?? process.env.SITE_BUILD_DIR ?? path.join(repoRoot, 'build'));
  const tuning = values.tuning === true;
  const contextTokens = Number(values.context ?? DEFAULT_CONTEXT_TOKENS);
  if (!(contextTokens > 0)) refuse('retrievalCoverage', `--context must be a number of tokens (got ${JSON.stringify(values.context)})`);
  void (async () => {
    const cases = suiteCases().filter((c) => !tuning || !c.heldOut);
    const report = await measureCoverage(path.join(buildDir, 'search-index'), cases, {contextTokens});
    const pct = (a: number, b: number) => `${((100 * a) / Math.max(b, 1)).toFixed(1)}%`;
    console.log(
      `Answer retrieval (context of ${contextTokens} tokens: ${report.meanSections.toFixed(1)} sections, ~${Math.round(report.meanTokens)} tokens sent per question on average), index of ${buildDir}:`,
    );
    const labels = new Map(RELEVANCE_SUITES.map((suite) => [suite.name, suite.label]));
    for (const [suite, s] of Object.entries(report.bySuite))
      console.log(`  ${labels.get(suite) ?? suite}: ${s.covered}/${s.cases} = ${pct(s.covered, s.cases)}`);
    console.log(`  all: ${report.covered}/${report.cases} = ${pct(report.covered, report.cases)} (target ≥ 95%)`);
    for (const miss of printableMisses(report))
      console.log(`  miss (${miss.suite}): ${JSON.stringify(miss.query)} wants ${miss.want}; sent ${miss.sent.join(', ')}`);
    const hidden = report.misses.length - printableMisses(report).length;
    if (hidden > 0) console.log(`  (${hidden} held-out misses not shown: ANSWERS_SHOW_HELDOUT=1 shows them)`);
  })();
}

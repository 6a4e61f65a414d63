/**
 * Runs after the production build, on the index the build wrote: for every
 * suite in suites/ (suites.ts lists which), every wanted section is in the
 * index, and success@1 and success@5 reach the suite's `floors`.
 * The floors are regression floors, not targets (BENCHMARKS.md reports the
 * held-out halves against theirs): each is a figure once measured, so a
 * change to the engine or the content cannot lower one unnoticed. Raise a floor once a figure rises; lower one only with the
 * reason given in the commit. Misses are printed for the first suite and the
 * tuning halves; a held-out half prints only its figures unless
 * RELEVANCE_SHOW_HELDOUT=1. The files' shape is checked by
 * tests/unit/relevance/suites.test.ts.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fusedEngineOfIndex, readIndexDirectory, recordsOfIndex} from '../../plugins/search/node/engineOfRecords';
import {evaluateRelevance, sectionKey, type RelevanceReport} from './evaluate';
import {RELEVANCE_SUITES, mayShowMisses, type RelevanceSuite} from './suites';
import {fitToQueryLimit, QUERY_MAX_LENGTH} from '../../plugins/search/shared/queryFit';

const buildDir = process.env.SITE_BUILD_DIR ?? path.join(__dirname, '../../build');
const index = readIndexDirectory(path.join(buildDir, 'search-index'));
const records = recordsOfIndex(index);
const engine = fusedEngineOfIndex(index);
const search = (query: string) => engine.search(query, {limit: 5}).hits.map((h) => h.record.url);

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function missesOf(suite: RelevanceSuite, report: RelevanceReport): string {
  if (!mayShowMisses(suite)) return '  (held-out half: per-query results hidden; RELEVANCE_SHOW_HELDOUT=1 shows them)';
  return report.misses
    .map((m) => `  ${JSON.stringify(m.query)} → rank ${m.rank ?? '>5'}; want ${m.want}; top: ${m.got.slice(0, 3).join(', ')}`)
    .join('\n');
}

const urls = new Set(records.map((r) => sectionKey(r.url)));

for (const suite of RELEVANCE_SUITES) {
  const {floors} = suite;
  const report = evaluateRelevance(search, suite.cases);

  test(`${suite.label}: ${floors.cases} queries, every wanted section in the index`, () => {
    assert.equal(suite.cases.length, floors.cases);
    const missing = suite.cases.filter((c) => !urls.has(sectionKey(c.want))).map((c) => c.want);
    assert.deepEqual(missing, []);
  });

  test(`${suite.label}: success@1 ${pct(report.at1)} (at least ${pct(floors.at1)})`, (t) => {
    // Misses are printed for the suites one may tune on (as test diagnostics).
    if (mayShowMisses(suite)) for (const line of missesOf(suite, report).split('\n').filter(Boolean)) t.diagnostic(`not first: ${line.trim()}`);
    assert.ok(report.at1 >= floors.at1 - 1e-9, `success@1 ${pct(report.at1)}\n${missesOf(suite, report)}`);
  });

  test(`${suite.label}: success@5 ${pct(report.at5)} (at least ${pct(floors.at5)})`, () => {
    const outside = report.misses.filter((m) => m.rank === null);
    const detail = mayShowMisses(suite)
      ? outside.map((m) => `${JSON.stringify(m.query)} → ${m.got.join(', ')}`).join('\n')
      : `${outside.length} queries outside the top 5`;
    assert.ok(report.at5 >= floors.at5 - 1e-9, `success@5 ${pct(report.at5)}\n${detail}`);
  });
}

/**
 * The suites ask whole questions, as answer mode and the MCP server read them; the modal and
 * /search condense a longer one to QUERY_MAX_LENGTH characters (fitToQueryLimit; a sixth of
 * the questions run longer). The held-out halves as the box takes them, together, each floor a count first
 * measured so (BENCHMARKS.md, "Questions longer than the search box").
 */
const CAPPED_HELD_OUT_FLOORS = {cases: 488, at1: 418, at5: 470};

test(`the held-out halves fitted to ${QUERY_MAX_LENGTH} characters, as the search box takes them, reach their floors`, () => {
  const cases = RELEVANCE_SUITES.filter((suite) => suite.heldOut).flatMap((suite) => suite.cases);
  const report = evaluateRelevance((query) => search(fitToQueryLimit(query)), cases);
  const at1 = Math.round(report.at1 * report.cases);
  const at5 = Math.round(report.at5 * report.cases);
  assert.equal(report.cases, CAPPED_HELD_OUT_FLOORS.cases);
  assert.ok(
    at1 >= CAPPED_HELD_OUT_FLOORS.at1 && at5 >= CAPPED_HELD_OUT_FLOORS.at5,
    `first ${at1} (at least ${CAPPED_HELD_OUT_FLOORS.at1}), top 5 ${at5} (at least ${CAPPED_HELD_OUT_FLOORS.at5}) of ${report.cases}`,
  );
});

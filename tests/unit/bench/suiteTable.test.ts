/**
 * BENCHMARKS.md's relevance table is replaced whole from the bench's "By suite" table: each
 * engine's column must hold that engine's figures (a column once showed another engine's),
 * an engine skipped on this site shows no column, and the aggregates close the table.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {suiteTable} from '../../../tools/bench/report';
import {unmeasured, type CorpusFigures, type EngineFigures} from '../../../tools/bench/figures';
import {RELEVANCE_SUITES} from '../../../tests/relevance/suites';

/** An engine that finds `at1` first and `at5` in the top 5 on every suite. */
function engine(name: string, at1: number, at5: number): EngineFigures {
  const suites = Object.fromEntries(RELEVANCE_SUITES.map((s) => [s.name, {at1, at5, misses: null}]));
  return {...unmeasured(name, name), suites};
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

test("each suite's row holds every engine's own figures, in the order the engines ran", () => {
  const corpus: CorpusFigures = {
    corpus: 'this site',
    pages: 1,
    records: 1,
    indexedTextGzip: 1,
    ourIndexerMs: 1,
    engines: [engine('hybrid', 0.9, 1), engine('MiniSearch', 0.4, 0.65), unmeasured('Pagefind', 'skipped'), engine('lunr', 0.2, 0.25)],
  };
  const lines = suiteTable(corpus).split('\n');
  assert.deepEqual(cells(lines[0]), ['suite (queries)', 'hybrid', 'MiniSearch', 'lunr']);
  const rows = lines.slice(2).map(cells);
  assert.equal(rows.length, RELEVANCE_SUITES.length + 2);
  RELEVANCE_SUITES.forEach((suite, i) => {
    assert.deepEqual(rows[i], [`${suite.label} (${suite.cases.length})`, '90.0% / 100.0%', '40.0% / 65.0%', '20.0% / 25.0%']);
  });
  assert.match(rows.at(-2)![0], /^tuning halves \+ first suite \(\d+\)$/);
  assert.deepEqual(rows.at(-1)!.slice(1), ['90.0% / 100.0%', '40.0% / 65.0%', '20.0% / 25.0%']);
});

/**
 * What the search benchmark (run.ts) measures, engine by engine and corpus by corpus, and
 * the relevance suites' figures added up; report.ts prints them, and
 * $BENCH_DIR/bench-results.json keeps them.
 */
import {RELEVANCE_SUITES} from '../../tests/relevance/suites';

export type EngineFigures = {
  engine: string;
  configuration: string;
  indexFiles: number;
  indexRaw: number;
  indexGzip: number;
  firstSearchGzip: number;
  firstSearchRaw: number;
  firstSearchGzipMax: number;
  /** Records → ready engine (Pagefind: its indexing of the HTML). */
  buildMs: number | null;
  /** Shipped files → ready engine. */
  loadMs: number | null;
  p50: number | null;
  p95: number | null;
  latencySamples: number;
  latencyNote?: string;
  at1: number | null;
  at5: number | null;
  misses?: string[];
  /** Success per relevance suite (tests/relevance/suites.ts), by suite name; misses withheld for the held-out half. */
  suites?: Record<string, {at1: number; at5: number; misses: string[] | null}>;
  /** First-search gzip bytes (median) by part: manifest, words, table rows, section vectors (ours only). */
  firstSearchParts?: Record<string, number>;
  /** Gzip bytes each later query of a session newly fetches (the first suite's queries in order, after the first). */
  laterQuery?: {
    queries: number;
    median: number;
    p95: number;
    max: number;
    overBudget: number;
    meaningMedian: number;
    meaningMax: number;
    /** Median gzip bytes per kind of file (table rows, section vectors, vocabulary, postings, positions, fragments), largest first. */
    parts: Record<string, number>;
  };
  note?: string;
};

/** Suites' success added up, weighted by their cases: the tuning halves with the first suite, or the held-out halves. */
export type Aggregate = {cases: number; at1: number; at5: number};
export const SUITE_KINDS = [
  {heldOut: false, label: 'tuning halves + first suite'},
  {heldOut: true, label: 'held-out halves'},
] as const;
export function aggregateOf(e: EngineFigures, heldOut: boolean): Aggregate | null {
  if (!e.suites) return null;
  let cases = 0;
  let at1 = 0;
  let at5 = 0;
  for (const suite of RELEVANCE_SUITES.filter((s) => s.heldOut === heldOut)) {
    const figures = e.suites[suite.name];
    if (!figures) return null;
    cases += suite.cases.length;
    at1 += figures.at1 * suite.cases.length;
    at5 += figures.at5 * suite.cases.length;
  }
  return {cases, at1: at1 / cases, at5: at5 / cases};
}
export const casesOf = (heldOut: boolean) => RELEVANCE_SUITES.filter((s) => s.heldOut === heldOut).reduce((n, s) => n + s.cases.length, 0);

/** One corpus: its size, and every engine's figures on it (ours first: the hybrid, then its halves). */
export type CorpusFigures = {
  corpus: string;
  pages: number;
  records: number;
  indexedTextGzip: number;
  ourIndexerMs: number;
  engines: EngineFigures[];
};

/** A later query's budget at 10,000 pages (gzip bytes newly fetched). */
export const LATER_QUERY_BUDGET = 20_000;

/** An engine's figures before anything is measured. */
export const unmeasured = (engine: string, configuration: EngineFigures['configuration']): EngineFigures => ({
  engine,
  configuration,
  indexFiles: 0,
  indexRaw: NaN,
  indexGzip: NaN,
  firstSearchGzip: NaN,
  firstSearchRaw: NaN,
  firstSearchGzipMax: NaN,
  buildMs: null,
  loadMs: null,
  p50: null,
  p95: null,
  latencySamples: 0,
  at1: null,
  at5: null,
});

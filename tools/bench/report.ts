/**
 * The search benchmark's report (run.ts measures; this prints): a table per corpus with
 * ratios against the hybrid, the targets with PASS or MISS, relevance side by side on this
 * site, and a summary of ratios.
 */
import os from 'node:os';
import {RELEVANCE_CASES, RELEVANCE_SUITES, mayShowMisses} from '../../tests/relevance/suites';
import {ours} from './adapters/ours';
import {hybrid, meaningOnly, type tableFootprint} from './adapters/hybrid';
import type {RecordEngineAdapter} from './adapters/types';
import type {FullEncoderFigures} from './fullEncoder';
import {aggregateOf, casesOf, LATER_QUERY_BUDGET, SUITE_KINDS, type Aggregate, type CorpusFigures, type EngineFigures} from './figures';
import {keystrokes} from './lib';

const kb = (n: number | null) =>
  n !== null && Number.isFinite(n) ? (n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : `${(n / 1e3).toFixed(1)} kB`) : 'n/a';
export const ms = (n: number | null) =>
  n === null || !Number.isFinite(n) ? 'n/a' : n >= 1000 ? `${(n / 1000).toFixed(2)} s` : n >= 10 ? `${n.toFixed(0)} ms` : `${n.toFixed(2)} ms`;
const pct = (n: number | null) => (n === null ? 'n/a' : `${(n * 100).toFixed(1)}%`);
const ratio = (a: number | null, b: number | null) =>
  a === null || b === null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0 ? 'n/a' : `×${(a / b).toFixed(2)}`;
const mark = (ok: boolean) => (ok ? 'PASS' : 'MISS');

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  return [
    line(rows[0]),
    `|${widths.map((w, i) => (i === 0 ? `-${'-'.repeat(w)}-` : `-${'-'.repeat(w - 1)}:-`)).join('|')}|`,
    ...rows.slice(1).map(line),
  ].join('\n');
}

/** The meaning layer alone has no ratio column: it is a part of the hybrid, not an alternative to it. */
const hasRatio = (e: EngineFigures) => e.engine !== meaningOnly.name;

function corpusTable(c: CorpusFigures, site: boolean): string {
  const [o, ...others] = c.engines;
  const header = ['', o.engine, ...others.flatMap((e) => (hasRatio(e) ? [e.engine, 'hybrid ÷'] : [e.engine]))];
  const row = (label: string, f: (e: EngineFigures) => number | null, show: (n: number | null) => string) => [
    label,
    show(f(o)),
    ...others.flatMap((e) => (hasRatio(e) ? [show(f(e)), ratio(f(o), f(e))] : [show(f(e))])),
  ];
  const rows = [
    header,
    row('index, raw (all files)', (e) => e.indexRaw, kb),
    row('index, gzip', (e) => e.indexGzip, kb),
    row('first search, gzip (median)', (e) => e.firstSearchGzip, kb),
    row(
      'first search ÷ indexed text gz',
      (e) => e.firstSearchGzip / c.indexedTextGzip,
      (n) => (n === null || !Number.isFinite(n) ? 'n/a' : n.toFixed(2)),
    ),
    row('build (records → engine)*', (e) => e.buildMs, ms),
    row('load (shipped files → engine)', (e) => e.loadMs, ms),
    row('keystroke p50', (e) => e.p50, ms),
    row('keystroke p95', (e) => e.p95, ms),
  ];
  if (site) {
    for (const kind of SUITE_KINDS) {
      const label = `${kind.label} (${casesOf(kind.heldOut)})`;
      rows.push(row(`success@1, ${label}`, (e) => aggregateOf(e, kind.heldOut)?.at1 ?? null, pct));
      rows.push(row(`success@5, ${label}`, (e) => aggregateOf(e, kind.heldOut)?.at5 ?? null, pct));
    }
    for (const suite of RELEVANCE_SUITES) {
      rows.push(row(`success@1, ${suite.label} (${suite.cases.length})`, (e) => e.suites?.[suite.name]?.at1 ?? null, pct));
      rows.push(row(`success@5, ${suite.label} (${suite.cases.length})`, (e) => e.suites?.[suite.name]?.at5 ?? null, pct));
    }
  }
  return table(rows);
}

/** Relevance on this site, side by side: our three searches, the other engines, and the full encoder as the ceiling. */
/** "85.2% / 96.3%": success@1 / success@5, or n/a when not measured. */
const cell = (a: Pick<Aggregate, 'at1' | 'at5'> | null | undefined) => (a ? `${pct(a.at1)} / ${pct(a.at5)}` : 'n/a');

function relevanceTable(c: CorpusFigures, encoder: FullEncoderFigures): string {
  const rows = [['search', ...SUITE_KINDS.map((k) => `${k.label} (${casesOf(k.heldOut)}), @1 / @5`)]];
  for (const e of c.engines) rows.push([e.engine, ...SUITE_KINDS.map((k) => cell(aggregateOf(e, k.heldOut)))]);
  if ('skipped' in encoder) rows.push(['full encoder (dense only, Python)', 'skipped', 'skipped']);
  else rows.push(['full encoder (dense only, Python)', cell(encoder.tuning), cell(encoder.heldOut)]);
  return table(rows);
}

/**
 * Each suite's success@1 / @5 by engine, laid out as BENCHMARKS.md's relevance table (one row
 * per suite, the aggregates last), so the table is replaced whole from one run's output.
 */
export function suiteTable(c: CorpusFigures): string {
  const engines = c.engines.filter((e) => e.suites);
  const rows = [['suite (queries)', ...engines.map((e) => e.engine)]];
  for (const suite of RELEVANCE_SUITES) rows.push([`${suite.label} (${suite.cases.length})`, ...engines.map((e) => cell(e.suites?.[suite.name]))]);
  for (const kind of SUITE_KINDS) rows.push([`${kind.label} (${casesOf(kind.heldOut)})`, ...engines.map((e) => cell(aggregateOf(e, kind.heldOut)))]);
  return table(rows);
}

const engineNamed = (c: CorpusFigures, adapter: RecordEngineAdapter) => c.engines.find((e) => e.engine === adapter.name)!;

/** "12.3 kB (words 8.1 kB, table rows 2.0 kB, section vectors 2.2 kB)": a first search and its parts. */
const partsText = (parts: Record<string, number>) =>
  Object.entries(parts)
    .map(([part, n]) => `${part} ${kb(n)}`)
    .join(', ');
const withParts = (e: EngineFigures) => `${kb(e.firstSearchGzip)}${e.firstSearchParts ? ` (${partsText(e.firstSearchParts)}; medians)` : ''}`;

function targetsOf(c: CorpusFigures, site: boolean, buildShare: number | null): string[] {
  const h = engineNamed(c, hybrid);
  const w = engineNamed(c, ours);
  const lines: string[] = [];
  const ratioToText = w.firstSearchGzip / c.indexedTextGzip;
  const p95 = (e: EngineFigures, limit: number) => `${ms(e.p95)} ${mark((e.p95 ?? Infinity) <= limit)}`;
  if (site) {
    lines.push(
      `  hybrid first search (index, table rows and section vectors), gzip ≤ 64 kB: median ${withParts(h)}, max ${kb(h.firstSearchGzipMax)} ${mark(h.firstSearchGzip <= 64_000)}`,
    );
    lines.push(`  hybrid keystroke p95 ≤ 2 ms: ${p95(h, 2)} (words alone ${ms(w.p95)}, same replay)`);
    lines.push(`  words alone: first-search gz ÷ indexed text gz ≤ 1.3: ${ratioToText.toFixed(2)} ${mark(ratioToText <= 1.3)}`);
    lines.push(`  words alone: keystroke p95 < 2 ms: ${ms(w.p95)} ${mark((w.p95 ?? Infinity) < 2)}`);
    if (buildShare !== null) lines.push(`  indexing ≤ 5% of the site build: ${(buildShare * 100).toFixed(1)}% ${mark(buildShare <= 0.05)}`);
  } else if (c.pages >= 10_000) {
    lines.push(
      `  hybrid first search at 10,000 pages, gzip ≤ 300 kB: median ${withParts(h)}, max ${kb(h.firstSearchGzipMax)} ${mark(h.firstSearchGzip <= 300_000)}`,
    );
    const later = h.laterQuery;
    if (later) {
      lines.push(
        `  hybrid later query at 10,000 pages (newly fetched, gzip) ≤ 20 kB: median ${kb(later.median)} ${mark(later.median <= LATER_QUERY_BUDGET)}; every query: p95 ${kb(later.p95)}, max ${kb(later.max)}, ${later.overBudget} of ${later.queries} above ${mark(later.overBudget === 0)}` +
          `; of which the meaning layer (table rows, section vectors): median ${kb(later.meaningMedian)}, max ${kb(later.meaningMax)}` +
          (w.laterQuery ? `; words alone: median ${kb(w.laterQuery.median)}, max ${kb(w.laterQuery.max)}` : ''),
      );
      lines.push(
        `    later query by kind of file (medians of each): hybrid ${partsText(later.parts)}` +
          (w.laterQuery ? `; words alone ${partsText(w.laterQuery.parts)}` : ''),
      );
    }
    lines.push(`  hybrid keystroke p95 ≤ 30 ms at 10,000 pages: ${p95(h, 30)} (words alone ${p95(w, 30)}, same replay)`);
  }
  return lines;
}

/** What a run measured, for printing. */
export type Run = {
  /** When the run ended, and the arguments it was given. */
  date: Date;
  args: string[];
  build: {ms: number; source: string};
  siteIndexedMs: number;
  corpora: CorpusFigures[];
  encoder: FullEncoderFigures;
  footprint: ReturnType<typeof tableFootprint>;
  totalMs: number;
};

/** The printed report: a table per corpus, its targets, relevance side by side on this site, and the ratios. */
export function reportText({date: ended, args, build, siteIndexedMs, corpora: all, encoder, footprint, totalMs}: Run): string {
  const buildShare = siteIndexedMs / build.ms;
  const out: string[] = [];
  const date = ended.toISOString().slice(0, 16).replace('T', ' ');
  out.push(`Search benchmark — ${date} UTC — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`);
  out.push(`Command: npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`);
  out.push(
    `Site build (${build.source}): ${ms(build.ms)} total, of which our indexer (read HTML → records → write index) ${ms(siteIndexedMs)} = ${(buildShare * 100).toFixed(1)}% (indexer re-run alone on the built output)`,
  );
  for (const c of all) {
    const site = c.corpus === 'this site';
    out.push('');
    out.push(
      `## ${c.corpus}: ${c.pages} pages, ${c.records} records; indexed text (headings + content) gzip ${kb(c.indexedTextGzip)}; our indexer ${ms(c.ourIndexerMs)}`,
    );
    out.push(corpusTable(c, site));
    out.push(
      `* build: for Pagefind, its indexing of the HTML pages (Node API → binary), not comparable with building from records. Keystroke replay: ${keystrokes(RELEVANCE_CASES.map((x) => x.query)).length} prefixes, up to 3 timed passes within 30 s per engine (shuffled order); timed searches: ${c.engines.map((e) => `${e.engine} ${e.latencySamples}`).join(', ')}.`,
    );
    for (const e of c.engines) if (e.note) out.push(`  ${e.engine}: ${e.note}`);
    const targets = targetsOf(c, site, site ? buildShare : null);
    if (targets.length) out.push('Targets:', ...targets);
    if (site) {
      out.push('');
      out.push('Relevance side by side (same records; success@1 / success@5):');
      out.push(relevanceTable(c, encoder));
      if ('skipped' in encoder) out.push(`  full encoder: skipped (${encoder.skipped})`);
      else {
        out.push(
          `  full encoder: tools/semantic/evaluate.py (all-MiniLM-L6-v2 in numpy, cosine over every section, distinct sections) on this build's records, ${ms(encoder.ms)}; the distilled table in the same script: ${pct(encoder.table.tuning.at1)} / ${pct(encoder.table.tuning.at5)} tuning, ${pct(encoder.table.heldOut.at1)} / ${pct(encoder.table.heldOut.at5)} held out`,
        );
      }
      out.push(
        `  word table on disk: plugins/search/data/semantic/ ${kb(footprint.committedBytes)} (${footprint.committedFiles} files; ${footprint.rows.toLocaleString('en')} words × ${footprint.dims}); its ${footprint.shards} table shards as written ${kb(footprint.shardsRaw)} raw, ${kb(footprint.shardsGzip)} gzip (sum of the files)`,
      );
      out.push('', "By suite (BENCHMARKS.md's relevance table):", suiteTable(c), '');
      for (const suite of RELEVANCE_SUITES) {
        if (!mayShowMisses(suite)) {
          out.push(`  ${suite.label}: per-query results withheld (RELEVANCE_SHOW_HELDOUT=1 prints them)`);
          continue;
        }
        // The meaning layer alone misses too many to list; its figures are in the tables.
        for (const e of c.engines.filter((x) => x.engine !== meaningOnly.name)) {
          const misses = e.suites?.[suite.name]?.misses;
          if (misses?.length) out.push(`  ${e.engine}, ${suite.label}, not first for: ${misses.join('; ')}`);
        }
      }
    }
  }
  out.push('');
  out.push('## Summary: ours (the hybrid, as shipped) ÷ the others (below 1 = ours smaller/faster)');
  const summary: string[][] = [['corpus', 'hybrid vs', 'first-search gz', 'index gz', 'keystroke p50', 'keystroke p95']];
  for (const c of all) {
    const [o, ...others] = c.engines;
    for (const e of others.filter(hasRatio)) {
      summary.push([
        c.corpus,
        e.engine,
        ratio(o.firstSearchGzip, e.firstSearchGzip),
        ratio(o.indexGzip, e.indexGzip),
        ratio(o.p50, e.p50),
        ratio(o.p95, e.p95),
      ]);
    }
  }
  out.push(table(summary));
  out.push('');
  out.push('Configurations:');
  for (const e of all[0].engines) out.push(`  - ${e.engine}: ${e.configuration}`);
  out.push(`Total benchmark time ${ms(totalMs)}.`);
  return out.join('\n');
}

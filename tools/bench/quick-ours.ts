/**
 * A quick look at our search alone on one built site (no alternatives):
 * relevance, first-search bytes and keystroke latency. For tuning; the
 * side-by-side figures come from run.ts. The index it writes (the site's
 * search-index as the build would write it) is what modal-latency.ts swaps in.
 *
 * Usage: tsx tools/bench/quick-ours.ts <built site dir> [--words] [--reuse-index]
 * (--words: the word engine alone, without the meaning layer's files;
 * --reuse-index: search the index written by the last run for this site,
 * kept in $BENCH_DIR/quick-ours/<name> (<name>-words with --words), BENCH_DIR defaulting to /tmp: for
 * tuning the engine, not the indexer)
 */
import fs from 'node:fs';
import path from 'node:path';
import {evaluateRelevance} from '../../tests/relevance/evaluate';
import {RELEVANCE_CASES, RELEVANCE_SUITES, mayShowMisses} from '../../tests/relevance/suites';
import {hybrid} from './adapters/hybrid';
import {ours, indexHtmlSite, parseIndex, ready, recordsOfBuild} from './adapters/ours';
import {bundledEngine, prepareBundledEngine} from './bundledEngine';
import {gzipSize, keystrokes, median, summarize} from './lib';
import {refuse, toolArguments} from '../cliArguments';

async function main() {
  const {values, positionals} = toolArguments('quick-ours', {
    options: {words: {type: 'boolean'}, 'reuse-index': {type: 'boolean'}},
    allowPositionals: true,
  });
  const site = positionals[0];
  if (!site) refuse('quick-ours', 'usage: npx tsx tools/bench/quick-ours.ts <built site or corpus folder> [--words] [--reuse-index]');
  // BENCH_DIR moves the cache, as for run.ts (default /tmp).
  // The site ships words fused with meaning; --words measures the word engine alone.
  const words = values.words === true;
  const adapter = words ? ours : hybrid;
  const cache = path.join(process.env.BENCH_DIR ?? '/tmp', 'quick-ours', path.basename(path.resolve(site)) + (words ? '-words' : ''));
  const reuse = values['reuse-index'] === true && fs.existsSync(cache);
  const {records, ms} = reuse ? {records: recordsOfBuild(cache), ms: NaN} : await indexHtmlSite(site);
  const files = await adapter.files(records);
  if (!reuse) {
    fs.rmSync(cache, {recursive: true, force: true});
    for (const [name, data] of files) {
      fs.mkdirSync(path.dirname(path.join(cache, name)), {recursive: true});
      fs.writeFileSync(path.join(cache, name), data);
    }
  }
  const all = [...files.keys()];
  const total = all.reduce((sum, name) => sum + files.get(name)!.length, 0);
  const text = records.map((r) => `${r.hierarchy.lvl1} ${r.content ?? ''}`).join('\n');
  console.log(
    `${adapter.name}: records ${records.length}, files ${all.length}, raw ${(total / 1024).toFixed(1)} KB, indexer ${(ms / 1000).toFixed(2)} s, text gz ${(gzipSize(Buffer.from(text)) / 1024).toFixed(1)} KB`,
  );
  const first = RELEVANCE_CASES.map((c) => adapter.firstSearchBytes(c.query, files));
  const gz = first.map((b) => b.gzip).sort((a, b) => a - b);
  console.log(
    `first search gz: median ${(median(gz) / 1024).toFixed(1)} KB, max ${(gz.at(-1)! / 1024).toFixed(1)} KB, files median ${median(first.map((b) => b.files.length))}`,
  );
  // One engine over the shipped files, bundled as the browser has it (its keystrokes are timed below).
  await prepareBundledEngine();
  // Over the files just written (not built again from the records: at 10,000 pages that takes minutes).
  const parsed = parseIndex(files, {fresh: true});
  const create = adapter === hybrid ? bundledEngine().createFusedEngine : bundledEngine().createEngine;
  const engine = ready(create(parsed.manifest, (file) => parsed.files.get(file)));
  for (const suite of RELEVANCE_SUITES) {
    const report = evaluateRelevance((q) => engine.search(q, 5), suite.cases);
    console.log(`${suite.label} (${suite.cases.length}): success@1 ${(report.at1 * 100).toFixed(1)}%, @5 ${(report.at5 * 100).toFixed(1)}%`);
    if (!mayShowMisses(suite)) continue; // the held-out half: figures only
    for (const m of report.misses)
      console.log(`  miss ${JSON.stringify(m.query)} → ${m.rank ?? '>5'}; want ${m.want}; top ${m.got.slice(0, 3).join(', ')}`);
  }
  const prefixes = keystrokes(RELEVANCE_CASES.map((c) => c.query));
  const times: number[] = [];
  for (let pass = 0; pass < 3; pass += 1) {
    for (const prefix of prefixes) {
      const started = performance.now();
      engine.search(prefix, 20);
      times.push(performance.now() - started);
    }
  }
  const s = summarize(times);
  console.log(`keystrokes ${times.length}: p50 ${s.p50.toFixed(3)} ms, p95 ${s.p95.toFixed(3)} ms, max ${Math.max(...times).toFixed(1)} ms`);
  const slow = prefixes
    .map((p) => {
      const started = performance.now();
      engine.search(p, 20);
      return [performance.now() - started, p] as const;
    })
    .sort((a, b) => b[0] - a[0])
    .slice(0, 5);
  console.log('slowest:', slow.map(([t, p]) => `${JSON.stringify(p)} ${t.toFixed(1)}ms`).join(', '));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

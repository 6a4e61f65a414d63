/**
 * Chooses the fusion settings (plugins/search/client/fusion.ts) on the tuning
 * halves of the relevance suites, over the built site's index, and prints
 * the word engine, the meaning layer and the fusion side by side.
 *
 * Usage: npx tsx tools/relevance/tuneFusion.ts [--site build] [--no-keywords] [--heldout] [--suite FILE]
 *   --no-keywords  index the rendered HTML only, without the hand-written keywords
 *   --heldout      also print the held-out halves' aggregate (report once; never tune on it)
 *   --suite FILE   also print the aggregate of one suite file that is in no run, such as a
 *                  held-out suite kept for a one-time report (questions12-heldout.json)
 *   --grid         try 8,856 fusion settings; ranked by the tuning suites below their floors,
 *                  then by success@1 + success@5 / 2 on the tuning halves…
 *   --tune-on FILE …or on that suite instead (a suite already reported, such as suite 12,
 *                  whose fresh questions the word engine's synonyms and keywords were not fitted to)
 *   --also-tune FILES  comma-separated suites held out whole and already reported (suites 12
 *                  to 15), added to the tuning data: the grid and the tuning line count them
 *   --grid-out FILE  also write every setting's figures to FILE (JSON), to choose one setting
 *                  that serves two runs, such as with and without keywords
 *   --meaning-hits FILE  the meaning ranking read from FILE (query → [url, cosine] pairs, as
 *                  tools/semantic/try_e5.py writes them) instead of the layer's: another
 *                  encoder's ranking through the same fusion, on the queries FILE has
 */
import fs from 'node:fs';
import path from 'node:path';
import {evaluateRelevance} from '../../tests/relevance/evaluate';
import {RELEVANCE_SUITES, readSuiteFile, SUITES_DIR, type RelevanceSuite} from '../../tests/relevance/suites';
import {fusedEngineOfIndex, readIndexDirectory, recordsOfIndex, withMeaning} from '../../plugins/search/node/engineOfRecords';
import {shardIndex} from '../../plugins/search/node/shardIndex';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {createEngine} from '../../plugins/search/client/engine';
import {FUSION, fuseOrders, type FusionSettings} from '../../plugins/search/client/fusion';
import {createMeaningLayer, type MeaningHit} from '../../plugins/search/client/meaningLayer';
import {knowsEveryWord} from '../../plugins/search/shared/meaning';
import {indexHtmlSite} from '../bench/adapters/ours';
import type {GridRow} from './chooseFusion';
import type {SearchRecord} from '../../plugins/search/shared/record';
import type {Manifest} from '../../plugins/search/shared/indexFormat';

type Search = (query: string) => string[];

function aggregate(search: Search, suites: RelevanceSuite[]) {
  let cases = 0;
  let at1 = 0;
  let at5 = 0;
  let belowFloor = 0;
  const perSuite: string[] = [];
  for (const suite of suites) {
    const report = evaluateRelevance(search, suite.cases);
    // A share below a floor by less than one query's worth is rounding, not a regression.
    if (suite.floors && (report.at1 < suite.floors.at1 - 1e-9 || report.at5 < suite.floors.at5 - 1e-9)) belowFloor += 1;
    cases += report.cases;
    at1 += report.at1 * report.cases;
    at5 += report.at5 * report.cases;
    perSuite.push(`${suite.name} ${(report.at1 * 100).toFixed(0)}/${(report.at5 * 100).toFixed(0)}`);
  }
  return {cases, at1: at1 / cases, at5: at5 / cases, perSuite, belowFloor};
}

/** Meaning hits from a file of query → [url, cosine] pairs, mapped to these records' positions. */
function meaningHitsFromFile(file: string, records: SearchRecord[]): (query: string) => MeaningHit[] {
  const byQuery = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Array<[string, number]>>;
  const positionOf = new Map(records.map((record, position) => [record.url, position]));
  return (query) => {
    const hits = byQuery[query];
    if (!hits) throw new Error(`${file} has no meaning hits for ${JSON.stringify(query)}`);
    return hits.flatMap(([url, similarity]) => (positionOf.has(url) ? [{position: positionOf.get(url)!, similarity}] : []));
  };
}

/** A query's fusion of the word ranking with its meaning hits, under one setting. */
type FuseFor = (query: string, settings: FusionSettings) => (wordOrder: number[], complete: boolean[]) => ReturnType<typeof fuseOrders>;

/**
 * The fusion over word rankings computed once per query: the grid tries thousands of
 * settings on the same queries, and the word engine's work does not depend on them.
 * Checked against the engine itself (`throughEngine`) on the first setting it is given.
 */
function reusingWordRankings(
  wordEngine: ReturnType<typeof createEngine>,
  fuseFor: FuseFor,
  records: SearchRecord[],
  throughEngine: (settings: FusionSettings) => Search,
): (settings: FusionSettings) => Search {
  const wordRankings = new Map<string, {order: number[]; complete: boolean[]}>();
  const wordRankingOf = (query: string) => {
    let ranking = wordRankings.get(query);
    if (!ranking) {
      wordEngine.search(query, {
        limit: 5,
        fuse: {
          depth: FUSION.depth,
          fuse: (order, complete) => {
            ranking = {order: [...order], complete: [...complete]};
            return {order, meaningOnly: new Set()};
          },
        },
      });
      wordRankings.set(query, ranking!);
    }
    return ranking!;
  };
  const checked = new Set<string>();
  return (settings) => {
    if (settings.depth !== FUSION.depth) return throughEngine(settings);
    const fused: Search = (query) => {
      const {order, complete} = wordRankingOf(query);
      const urls = fuseFor(query, settings)(order, complete)
        .order.slice(0, 5)
        .map((section) => records[section].url);
      if (!checked.has(query)) {
        checked.add(query);
        const expected = throughEngine(settings)(query);
        if (urls.join() !== expected.join()) throw new Error(`reused word ranking disagrees with the engine on ${JSON.stringify(query)}`);
      }
      return urls;
    };
    return fused;
  };
}

const UNKNOWN_WORD_RULES = ['never', 'complete', 'always'] as const;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const suiteFile = (file: string): RelevanceSuite => readSuiteFile(path.isAbsolute(file) || fs.existsSync(file) ? file : path.join(SUITES_DIR, file));

type LoadedIndex = {manifest: Manifest; files: Map<string, unknown>};

/**
 * The built index as the build wrote it (with keywords), or the rendered HTML
 * indexed again without the sections' hand-written keywords: the site's
 * synonyms (a dictionary for the whole site, not per page) stay.
 */
async function wordIndexOf(site: string, withKeywords: boolean): Promise<{index: LoadedIndex; records: SearchRecord[]}> {
  const built = readIndexDirectory(path.join(site, 'search-index'));
  if (withKeywords) {
    const {meaning: _ignored, ...manifest} = built.manifest;
    return {index: {manifest, files: built.files}, records: recordsOfIndex(built)};
  }
  const {records} = await indexHtmlSite(site);
  return {index: shardIndex('memory', records, {synonyms: built.manifest.synonyms}), records};
}

async function main() {
  const args = process.argv.slice(2);
  const site = args.includes('--site') ? args[args.indexOf('--site') + 1] : 'build';
  const withKeywords = !args.includes('--no-keywords');
  const {index, records} = await wordIndexOf(site, withKeywords);
  const table = readWordTable();
  // Suites held out whole, once reported, may join the tuning data (tests/relevance/suites/README.md).
  const alsoTune = args.includes('--also-tune') ? args[args.indexOf('--also-tune') + 1].split(',').map(suiteFile) : [];
  const tuning = [...RELEVANCE_SUITES.filter((s) => !s.heldOut), ...alsoTune];
  const heldOut = RELEVANCE_SUITES.filter((s) => s.heldOut);

  const words = fusedEngineOfIndex(index);
  const urls =
    (engine: ReturnType<typeof fusedEngineOfIndex>, mode: 'on' | 'off' = 'on'): Search =>
    (q) =>
      engine.search(q, {limit: 5, meaning: mode}).hits.map((h) => h.record.url);
  let hybrid: (settings: FusionSettings) => Search;
  let meaningOnly: Search;
  const hitsFile = args.includes('--meaning-hits') ? args[args.indexOf('--meaning-hits') + 1] : undefined;
  if (hitsFile) {
    const meaningHitsOf = meaningHitsFromFile(hitsFile, records);
    const fuseFor: FuseFor = (query, settings) => (order, complete) =>
      fuseOrders(order, complete, meaningHitsOf(query), settings, knowsEveryWord(query, table.rowOf));
    const wordEngine = createEngine(index.manifest, (file) => index.files.get(file));
    const throughEngine =
      (settings: FusionSettings): Search =>
      (q) =>
        wordEngine.search(q, {limit: 5, fuse: {depth: settings.depth, fuse: fuseFor(q, settings)}}).hits.map((h) => h.record.url);
    hybrid = reusingWordRankings(wordEngine, fuseFor, records, throughEngine);
    meaningOnly = (q) =>
      meaningHitsOf(q)
        .slice(0, 5)
        .map((m) => records[m.position].url);
  } else {
    const meaningIndex = withMeaning(index, records, table);
    hybrid = (settings) => urls(fusedEngineOfIndex(meaningIndex, settings));
    const layer = createMeaningLayer(meaningIndex.manifest.meaning!, (file) => meaningIndex.files.get(file));
    meaningOnly = (q) => layer.rank(q, 5).map((m) => records[m.position].url);
  }

  console.log(`records ${records.length}, keywords ${withKeywords ? 'kept' : 'stripped'}, table ${table.words.length} × ${table.dims}`);
  const show = (label: string, search: Search, suites: RelevanceSuite[]) => {
    const r = aggregate(search, suites);
    console.log(`${label.padEnd(34)} ${pct(r.at1).padStart(6)} @1  ${pct(r.at5).padStart(6)} @5  (${r.cases}; ${r.belowFloor} below their floors)`);
    return r;
  };
  console.log(`tuning halves and the first suite${alsoTune.map((s) => ` + ${s.name}`).join('')}:`);
  show('words only', urls(words, 'off'), tuning);
  show('meaning only', meaningOnly, tuning);
  show(`hybrid (current FUSION)`, hybrid(FUSION), tuning);

  const suiteOf = (option: string): RelevanceSuite => suiteFile(args[args.indexOf(option) + 1] ?? '');
  if (args.includes('--grid')) {
    // Chosen by: fewest tuning suites below their floors, then success@1 + success@5 / 2
    // on the tuning halves, or on the suite --tune-on names.
    const tuneOn = args.includes('--tune-on') ? suiteOf('--tune-on') : undefined;
    const results: Array<GridRow & {settings: FusionSettings; on?: {at1: number; at5: number}}> = [];
    // Cosine thresholds from 0.1: another encoder's cosines (--meaning-hits) run lower.
    // A margin of 2 (cosines differ by at most 2) never counts meaning as sure.
    const confidence = [{confidentMargin: 2}, ...[0.03, 0.05, 0.08].map((confidentMargin) => ({confidentMargin}))];
    for (const k of [5, 10])
      for (const meaningWeight of [0.1, 0.25, 0.5])
        for (const relaxedMeaningWeight of [0.5, 1, 1.5])
          for (const minSimilarity of [0.1, 0.2])
            for (const meaningOnlyMin of [0.25, 0.3, 0.4])
              for (const {confidentMargin} of confidence)
                for (const confidentMeaningWeight of confidentMargin < 2 ? [0.5, 1, 2] : [meaningWeight])
                  for (const confidentRelaxedMeaningWeight of confidentMargin < 2 ? [2, 3, 5] : [relaxedMeaningWeight])
                    for (const unknownWordVoidsLead of confidentMargin < 2 ? UNKNOWN_WORD_RULES : (['never'] as const)) {
                      const settings: FusionSettings = {
                        ...FUSION,
                        k,
                        meaningWeight,
                        relaxedMeaningWeight,
                        pinned: 0,
                        minSimilarity,
                        meaningOnlyMin,
                        confidentMargin,
                        confidentMeaningWeight,
                        confidentRelaxedMeaningWeight,
                        unknownWordVoidsLead,
                      };
                      const r = aggregate(hybrid(settings), tuning);
                      const on = tuneOn ? aggregate(hybrid(settings), [tuneOn]) : undefined;
                      results.push({settings, at1: r.at1, at5: r.at5, belowFloor: r.belowFloor, on});
                    }
    const merit = (r: (typeof results)[number]) => (r.on ? r.on.at1 + r.on.at5 / 2 : r.at1 + r.at5 / 2);
    results.sort((a, b) => a.belowFloor - b.belowFloor || merit(b) - merit(a));
    // Every setting's figures, to choose one setting across runs (with and without keywords).
    if (args.includes('--grid-out')) fs.writeFileSync(args[args.indexOf('--grid-out') + 1], JSON.stringify(results));
    for (const r of results.slice(0, 8)) {
      const on = r.on ? `  ${tuneOn!.name} ${pct(r.on.at1)} @1 ${pct(r.on.at5)} @5` : '';
      console.log(`${pct(r.at1)} @1 ${pct(r.at5)} @5 below floors ${r.belowFloor}${on}  ${JSON.stringify(r.settings)}`);
    }
  }
  if (args.includes('--heldout')) {
    console.log('held-out halves (aggregate only):');
    show('words only', urls(words, 'off'), heldOut);
    show('meaning only', meaningOnly, heldOut);
    show('hybrid', hybrid(FUSION), heldOut);
  }
  if (args.includes('--suite')) {
    const suite = suiteOf('--suite');
    console.log(`${suite.name} (aggregate only):`);
    show('words only', urls(words, 'off'), [suite]);
    show('meaning only', meaningOnly, [suite]);
    show('hybrid', hybrid(FUSION), [suite]);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

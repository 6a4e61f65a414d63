/**
 * Fits the off-topic bar (FUSION.offTopicBelow, plugins/search/client/fusion.ts): a query
 * whose first meaning hit is below it is taken as off topic, and its word hits that lack a
 * word and have the others only as typos are left out ("chocolate cake recipe" shown
 * "case"). The bar is a cosine, so it belongs to the query adapter that made the cosines:
 * it is fitted again with every adapter, and offTopicBar.json names the adapter it was fitted for.
 *
 * Each query is searched twice, with its long shots kept and left out; which of the two a
 * bar gives depends only on the query's first cosine, so every bar is scored at once:
 * - the off-topic tuning queries (tests/relevance/off-topic-tuning.json; never the two sets
 *   offTopic.test.ts checks), on the built site, that show a word hit having their words only
 *   as typos;
 * - the tuning questions (tuningSuites) found first and in the top 5, with keywords kept and
 *   with them stripped, through the fusion with meaning hits left out of the adapter's fit.
 * A bar's cost is each off-topic query shown such a hit, plus each tuning question's first
 * place lost and half of each top-5 place lost (both runs, against keeping every long shot).
 * The bar chosen is the cheapest on the grid; among equals, the one that changes the fewest
 * tuning questions' top 5, then the lowest.
 *
 * Usage: npx tsx tools/relevance/fitOffTopicBar.ts --meaning-hits FILE [--also-tune FILES] [--site build] [--write]
 *   --meaning-hits FILE  the tuning questions' meaning hits left out of the adapter's fit
 *                  (tools/semantic/adapter.py --cv --as-shipped --hits-out FILE)
 *   --also-tune FILES  as learnFusion.ts: the suites held out whole to tune on instead of those
 *                  whose files say `tuningSince`
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {evaluateRelevance} from '../../tests/relevance/evaluate';
import type {RelevanceCase} from '../../tests/relevance/suites';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {QUERY_ADAPTER_FILE} from '../../plugins/search/node/queryAdapter';
import {FUSION, fuseOrders} from '../../plugins/search/client/fusion';
import type {WordRanking} from '../../plugins/search/client/engine';
import {queryFacts} from '../../plugins/search/shared/meaning';
import type {SearchRecord} from '../../plugins/search/shared/record';
import {createMeaningLayer} from '../../plugins/search/client/meaningLayer';
import type {FusedResult} from '../../plugins/search/client/fusedEngine';
import {meaningHitsFromFile, meaningQueries, tuningSuites, wordIndexOf, wordRankings, type LoadedIndex} from './fusionInputs';
import {refuse, toolArguments} from '../cliArguments';

const BAR_FILE = path.join('plugins', 'search', 'client', 'offTopicBar.json');
const ADAPTER_FILE = path.join('plugins', 'search', 'data', 'semantic', QUERY_ADAPTER_FILE);
const OFF_TOPIC_FILE = path.join('tests', 'relevance', 'off-topic-tuning.json');
/** The bars tried: cosines 0.10 to 0.70 by 0.005. */
const GRID = Array.from({length: 121}, (_, i) => Math.round((0.1 + i * 0.005) * 1000) / 1000);

/** A query's first cosine, what it scores with its long shots kept and left out, and whether its top 5 differ. */
type Outcome = {topSimilarity: number; kept: number; leftOut: number; changed?: boolean};

/** The sha256 of the committed query-adapter.json: it lists the checksums of every file of the adapter. */
export function adapterChecksum(file = ADAPTER_FILE): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** The sum of the outcomes under `bar`: left out below it, kept at or above. */
const atBar = (all: readonly Outcome[], bar: number) => all.reduce((sum, o) => sum + (o.topSimilarity < bar ? o.leftOut : o.kept), 0);

/** Off-topic queries on the built index (the adapter never saw them): 1 for each shown a word hit having its words only as typos. */
function offTopicOutcomes(index: LoadedIndex, queries: readonly string[]): Outcome[] {
  const keep = fusedEngineOfIndex(index, {...FUSION, offTopicBelow: -Infinity});
  const leave = fusedEngineOfIndex(index, {...FUSION, offTopicBelow: Infinity});
  const layer = createMeaningLayer(index.manifest.meaning!, (file) => index.files.get(file));
  const typoOnly = (hits: FusedResult['hits']) => Number(hits.some((hit) => !hit.byMeaning && hit.rank.typos === hit.rank.matchedWords));
  return queries.map((query) => ({
    topSimilarity: layer.rank(keep.meaningQuery(query), 1)[0]?.similarity ?? 0,
    kept: typoOnly(keep.search(query, {limit: 5}).hits),
    leftOut: typoOnly(leave.search(query, {limit: 5}).hits),
  }));
}

/**
 * Tuning questions through the fusion with meaning hits left out of the adapter's fit (as
 * learnFusion.ts reads them): an adapter's cosines for questions it was fitted on are higher
 * than for a reader's. Each scores success@1 + success@5 / 2.
 */
function tuningOutcomes(
  words: {index: LoadedIndex; records: SearchRecord[]},
  cases: readonly RelevanceCase[],
  hitsFile: string,
  meaningQueryOf: (query: string) => string,
): Outcome[] {
  const hitsOf = meaningHitsFromFile(hitsFile, words.records);
  const [kept, leftOut] = [wordRankings(words.index, false), wordRankings(words.index, true)];
  const rowOf = readWordTable().rowOf;
  return cases.map((testCase) => {
    const hits = hitsOf(testCase.query);
    const facts = queryFacts(meaningQueryOf(testCase.query), rowOf);
    const top5 = (ranking: (query: string) => WordRanking) =>
      fuseOrders(ranking(testCase.query), hits, facts)
        .order.slice(0, 5)
        .map((section) => words.records[section].url);
    const score = (urls: string[]) => {
      const report = evaluateRelevance(() => urls, [testCase]);
      return report.at1 + report.at5 / 2;
    };
    const [withLongShots, withoutLongShots] = [top5(kept), top5(leftOut)];
    return {
      topSimilarity: hits[0]?.similarity ?? 0,
      kept: score(withLongShots),
      leftOut: score(withoutLongShots),
      changed: withLongShots.join() !== withoutLongShots.join(),
    };
  });
}

async function main() {
  const {values: options} = toolArguments('fitOffTopicBar', {
    options: {site: {type: 'string'}, 'meaning-hits': {type: 'string'}, 'also-tune': {type: 'string'}, write: {type: 'boolean'}},
  });
  const site = options.site ?? 'build';
  const hitsFile = options['meaning-hits'];
  if (!hitsFile)
    refuse(
      'fitOffTopicBar',
      "--meaning-hits FILE is required: the tuning questions' left-out meaning hits (adapter.py --cv --as-shipped --hits-out FILE)",
    );
  const offTopic = (JSON.parse(fs.readFileSync(OFF_TOPIC_FILE, 'utf8')) as {cases: Array<{query: string}>}).cases.map((c) => c.query);
  const cases = tuningSuites(options['also-tune']).flatMap((suite) => suite.cases);
  const built = readIndexDirectory(path.join(site, 'search-index'));
  if (!built.manifest.meaning) refuse('fitOffTopicBar', `${site} was built without the meaning layer: there is no cosine to fit a bar on`);
  const meaningQueryOf = meaningQueries(site);
  const offTopicShown = offTopicOutcomes(built, offTopic);
  const onTopic = [
    ...tuningOutcomes(await wordIndexOf(site, true), cases, hitsFile, meaningQueryOf),
    ...tuningOutcomes(await wordIndexOf(site, false), cases, hitsFile, meaningQueryOf),
  ];
  const keepAll = atBar(onTopic, -Infinity);

  const costs = GRID.map((bar) => {
    const shown = atBar(offTopicShown, bar);
    const lost = keepAll - atBar(onTopic, bar);
    const changed = onTopic.filter((o) => o.changed && o.topSimilarity < bar).length;
    return {bar, shown, lost, cost: shown + lost, changed};
  });
  console.log(`${offTopic.length} off-topic tuning queries; ${cases.length} tuning questions, keywords kept and stripped`);
  console.log('bar     off-topic shown a typo-only hit   tuning places lost (@1 + @5 / 2)   cost   tuning top 5s changed');
  for (const {bar, shown, lost, cost, changed} of costs) {
    console.log(
      `${bar.toFixed(3)}   ${String(shown).padStart(5)}   ${lost.toFixed(1).padStart(8)}   ${cost.toFixed(1).padStart(8)}   ${String(changed).padStart(5)}`,
    );
  }
  // The cheapest bar; among equals, the one that changes the fewest tuning questions' top 5,
  // then the lowest: what the tuning data cannot tell apart is left to the readers' words.
  const chosen = costs.reduce((best, c) => (c.cost < best.cost || (c.cost === best.cost && c.changed < best.changed) ? c : best));
  const below = chosen.bar;
  console.log(`the bar: ${below} (cost ${chosen.cost.toFixed(1)}, ${chosen.changed} tuning top 5s changed)`);
  if (!options.write) return;
  const fitted = {
    offTopicQueries: offTopic.length,
    offTopicShown: chosen.shown,
    tuningQuestions: cases.length,
    tuningPlacesLost: chosen.lost,
    command: `npx tsx tools/relevance/fitOffTopicBar.ts --meaning-hits ${hitsFile}${options['also-tune'] ? ` --also-tune ${options['also-tune']}` : ''} --write`,
  };
  const json = JSON.stringify({below, adapter: adapterChecksum(), fitted});
  fs.writeFileSync(BAR_FILE, await prettier.format(json, {...(await prettier.resolveConfig(BAR_FILE)), filepath: BAR_FILE}));
  console.log(`wrote ${BAR_FILE}`);
}

if (process.argv[1]?.endsWith('fitOffTopicBar.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

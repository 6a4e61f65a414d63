/**
 * Fits the cosines the fused engine compares meaning's hits with (cosineBars.json, read by
 * plugins/search/client/fusion.ts). Both are cosines of the query adapter that made them, so
 * they are fitted again with every adapter, and cosineBars.json names the adapter it was fitted
 * for (a unit test fails while it names another):
 *
 * - `meaningOnlyMin`: a section no query word found joins the results (under "Related by
 *   meaning") only at this cosine or above;
 * - `offTopicBelow`: a query whose first meaning hit is below it is taken as off topic, and its
 *   word hits that lack a word and have the others only as typos are left out ("chocolate cake
 *   recipe" shown "case").
 *
 * Each is scored on a grid, on tuning data only:
 * - the off-topic tuning queries (tests/relevance/off-topic-tuning.json; never the two sets
 *   offTopic.test.ts checks), on the built site: those shown a meaning-only hit, and those shown
 *   a word hit having their words only as typos;
 * - the tuning questions (tuningSuites) found first and in the top 5, with keywords kept and
 *   with them stripped, through the fusion with meaning hits left out of the adapter's fit (as
 *   learnFusion.ts reads them): an adapter's cosines for questions it was fitted on are higher
 *   than for a reader's.
 * A bar's cost is each off-topic query shown such a hit, plus each tuning question's first
 * place lost and half of each top-5 place lost (both runs), against the best bar on the grid.
 * The off-topic bar: among its cheapest, the one that changes the fewest tuning questions'
 * top 5, then the lowest. The meaning-only bar's curve is printed, but the committed bar is
 * kept unless --fit-meaning-only asks for the lowest of its cheapest: fitted so (0.30) it lost
 * held-out places that the tuning data had priced low (tools/semantic/DECISIONS.md, "The
 * cosine bars"), so a new fit of it is a change to judge blind.
 *
 * Usage: npx tsx tools/relevance/fitCosineBars.ts --meaning-hits FILE [--also-tune FILES] [--site build] [--fit-meaning-only] [--write]
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
import {readOffTopicQueries, showsTypoOnlyWordHit} from '../../tests/relevance/offTopicQueries';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {readWordTable, type WordTable} from '../../plugins/search/node/wordTable';
import {QUERY_ADAPTER_FILE} from '../../plugins/search/node/queryAdapter';
import {FUSION, fuseOrders, type FusionSettings} from '../../plugins/search/client/fusion';
import type {WordRanking} from '../../plugins/search/client/engine';
import type {MeaningHit} from '../../plugins/search/client/meaningLayer';
import {queryFacts, type QueryFacts} from '../../plugins/search/shared/meaning';
import type {SearchRecord} from '../../plugins/search/shared/record';
import {createMeaningLayer} from '../../plugins/search/client/meaningLayer';
import type {FusedResult} from '../../plugins/search/client/fusedEngine';
import {meaningHitsFromFile, meaningQueries, tuningSuites, wordIndexOf, wordRankings, type LoadedIndex} from './fusionInputs';
import {refuse, toolArguments} from '../cliArguments';

const BARS_FILE = path.join('plugins', 'search', 'client', 'cosineBars.json');
const ADAPTER_FILE = path.join('plugins', 'search', 'data', 'semantic', QUERY_ADAPTER_FILE);
/** Cosines from `from` to `to` by 0.005. */
const grid = (from: number, to: number) =>
  Array.from({length: Math.round((to - from) / 0.005) + 1}, (_, i) => Math.round((from + i * 0.005) * 1000) / 1000);

type Hits = FusedResult['hits'];
/** One tuning question as the fusion receives it, in one run (keywords kept or stripped). */
type Question = {testCase: RelevanceCase; hits: MeaningHit[]; facts: QueryFacts; records: SearchRecord[]; ranking: (leftOut: boolean) => WordRanking};
type Cost = {bar: number; shown: number; lost: number; cost: number; changed: number};

/** The sha256 of the committed query-adapter.json: it lists the checksums of every file of the adapter. */
function adapterChecksum(file = ADAPTER_FILE): string {
  return createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Each tuning question, with its left-out meaning hits and the word ranking (long shots kept or left out). */
function tuningQuestions(
  words: {index: LoadedIndex; records: SearchRecord[]},
  cases: readonly RelevanceCase[],
  hitsFile: string,
  meaningQueryOf: (query: string) => string,
  rowOf: WordTable['rowOf'],
): Question[] {
  const hitsOf = meaningHitsFromFile(hitsFile, words.records);
  const [kept, leftOut] = [wordRankings(words.index, false), wordRankings(words.index, true)];
  return cases.map((testCase) => ({
    testCase,
    hits: hitsOf(testCase.query),
    facts: queryFacts(meaningQueryOf(testCase.query), rowOf),
    records: words.records,
    ranking: (withoutLongShots) => (withoutLongShots ? leftOut : kept)(testCase.query),
  }));
}

/** A question's top 5 URLs through the fusion under `settings`. */
const top5 = (question: Question, settings: FusionSettings, withoutLongShots: boolean): string[] =>
  fuseOrders(question.ranking(withoutLongShots), question.hits, question.facts, settings)
    .order.slice(0, 5)
    .map((section) => question.records[section].url);

/** success@1 + success@5 / 2 of one question's top 5, as a count. */
function placeScore(question: Question, urls: string[]): number {
  const report = evaluateRelevance(() => urls, [question.testCase]);
  return report.at1 + report.at5 / 2;
}

/** The cheapest of `costs`; among equals, the first that `better` does not beat. */
const cheapest = (costs: Cost[], better: (a: Cost, b: Cost) => boolean) =>
  costs.reduce((best, c) => (c.cost < best.cost || (c.cost === best.cost && better(c, best)) ? c : best));

/** The meaning-only bar: off-topic queries shown a meaning-only hit, against tuning places lost. */
function fitMeaningOnly(built: LoadedIndex, offTopic: readonly string[], questions: readonly Question[]): Cost[] {
  const scores = grid(0.1, 0.5).map((bar) => {
    const settings = {...FUSION, meaningOnlyMin: bar};
    const engine = fusedEngineOfIndex(built, settings);
    const shown = offTopic.filter((query) => engine.search(query, {limit: 5}).hits.some((hit) => hit.byMeaning)).length;
    const score = questions.reduce((sum, question) => sum + placeScore(question, top5(question, settings, false)), 0);
    return {bar, shown, score};
  });
  const best = Math.max(...scores.map((s) => s.score));
  return scores.map(({bar, shown, score}) => ({bar, shown, lost: best - score, cost: shown + best - score, changed: 0}));
}

/**
 * The off-topic bar: each query is searched with its long shots kept and left out; which of
 * the two a bar gives depends only on the query's first cosine, so every bar is scored at once.
 */
function fitOffTopic(built: LoadedIndex, offTopic: readonly string[], questions: readonly Question[], meaningOnlyMin: number): Cost[] {
  const settings = {...FUSION, meaningOnlyMin};
  const keep = fusedEngineOfIndex(built, {...settings, offTopicBelow: -Infinity});
  const leave = fusedEngineOfIndex(built, {...settings, offTopicBelow: Infinity});
  const layer = createMeaningLayer(built.manifest.meaning!, (file) => built.files.get(file));
  const typoOnly = (hits: Hits) => Number(showsTypoOnlyWordHit(hits));
  const offTopicOutcomes = offTopic.map((query) => ({
    top: layer.rank(keep.meaningQuery(query), 1)[0]?.similarity ?? 0,
    kept: typoOnly(keep.search(query, {limit: 5}).hits),
    leftOut: typoOnly(leave.search(query, {limit: 5}).hits),
  }));
  const tuning = questions.map((question) => {
    const [withLongShots, withoutLongShots] = [top5(question, settings, false), top5(question, settings, true)];
    return {
      top: question.hits[0]?.similarity ?? 0,
      kept: placeScore(question, withLongShots),
      leftOut: placeScore(question, withoutLongShots),
      changed: withLongShots.join() !== withoutLongShots.join(),
    };
  });
  type Outcome = {top: number; kept: number; leftOut: number};
  const atBar = (all: readonly Outcome[], bar: number) => all.reduce((sum, o) => sum + (o.top < bar ? o.leftOut : o.kept), 0);
  const keepAll = atBar(tuning, -Infinity);
  return grid(0.1, 0.7).map((bar) => {
    const shown = atBar(offTopicOutcomes, bar);
    const lost = keepAll - atBar(tuning, bar);
    return {bar, shown, lost, cost: shown + lost, changed: tuning.filter((o) => o.changed && o.top < bar).length};
  });
}

function printCosts(title: string, shownLabel: string, costs: Cost[], withChanged: boolean) {
  console.log(`${title}\nbar     ${shownLabel}   tuning places lost (@1 + @5 / 2)   cost${withChanged ? '   tuning top 5s changed' : ''}`);
  for (const {bar, shown, lost, cost, changed} of costs) {
    const columns = [bar.toFixed(3), String(shown).padStart(5), lost.toFixed(1).padStart(8), cost.toFixed(1).padStart(8)];
    console.log(columns.join('   ') + (withChanged ? `   ${String(changed).padStart(5)}` : ''));
  }
}

async function main() {
  const {values: options} = toolArguments('fitCosineBars', {
    options: {
      site: {type: 'string'},
      'meaning-hits': {type: 'string'},
      'also-tune': {type: 'string'},
      'fit-meaning-only': {type: 'boolean'},
      write: {type: 'boolean'},
    },
  });
  const site = options.site ?? 'build';
  const hitsFile = options['meaning-hits'];
  if (!hitsFile)
    refuse(
      'fitCosineBars',
      "--meaning-hits FILE is required: the tuning questions' left-out meaning hits (adapter.py --cv --as-shipped --hits-out FILE)",
    );
  const offTopic = readOffTopicQueries('off-topic-tuning.json').cases.map((c) => c.query);
  const cases = tuningSuites(options['also-tune']).flatMap((suite) => suite.cases);
  const built = readIndexDirectory(path.join(site, 'search-index'));
  if (!built.manifest.meaning) refuse('fitCosineBars', `${site} was built without the meaning layer: there is no cosine to fit a bar on`);
  const meaningQueryOf = meaningQueries(site);
  const {rowOf} = readWordTable();
  const questions = [
    ...tuningQuestions(await wordIndexOf(site, true), cases, hitsFile, meaningQueryOf, rowOf),
    ...tuningQuestions(await wordIndexOf(site, false), cases, hitsFile, meaningQueryOf, rowOf),
  ];
  console.log(`${offTopic.length} off-topic tuning queries; ${cases.length} tuning questions, keywords kept and stripped`);

  const meaningOnlyCosts = fitMeaningOnly(built, offTopic, questions);
  printCosts('The meaning-only bar', 'off-topic shown a meaning-only hit', meaningOnlyCosts, false);
  const fittedMeaningOnly = cheapest(meaningOnlyCosts, (a, b) => a.bar < b.bar);
  const committed = meaningOnlyCosts.find((c) => Math.abs(c.bar - FUSION.meaningOnlyMin) < 1e-9);
  if (!committed) refuse('fitCosineBars', `the committed meaningOnlyMin ${FUSION.meaningOnlyMin} is not on the grid`);
  const meaningOnly = options['fit-meaning-only'] ? fittedMeaningOnly : committed;
  console.log(
    `meaningOnlyMin: ${meaningOnly.bar} (cost ${meaningOnly.cost.toFixed(1)}; ${options['fit-meaning-only'] ? 'fitted' : `kept as committed; the cheapest is ${fittedMeaningOnly.bar}, cost ${fittedMeaningOnly.cost.toFixed(1)}`})\n`,
  );

  const offTopicCosts = fitOffTopic(built, offTopic, questions, meaningOnly.bar);
  printCosts('The off-topic bar', 'off-topic shown a typo-only hit', offTopicCosts, true);
  // Among equals, the fewest tuning questions' top 5 changed, then the lowest: what the
  // tuning data cannot tell apart is left to the readers' words.
  const offTopicBar = cheapest(offTopicCosts, (a, b) => a.changed < b.changed);
  console.log(`offTopicBelow: ${offTopicBar.bar} (cost ${offTopicBar.cost.toFixed(1)}, ${offTopicBar.changed} tuning top 5s changed)`);
  if (!options.write) return;
  const fitted = {
    meaningOnly: options['fit-meaning-only'] ? 'fitted' : 'kept as committed',
    offTopicQueries: offTopic.length,
    offTopicShownMeaningOnly: meaningOnly.shown,
    offTopicShownTypoOnly: offTopicBar.shown,
    tuningQuestions: cases.length,
    tuningPlacesLostToTheOffTopicBar: offTopicBar.lost,
    command: [
      `npx tsx tools/relevance/fitCosineBars.ts --meaning-hits ${hitsFile}`,
      ...(options['also-tune'] ? [`--also-tune ${options['also-tune']}`] : []),
      ...(options['fit-meaning-only'] ? ['--fit-meaning-only'] : []),
      '--write',
    ].join(' '),
  };
  const json = JSON.stringify({meaningOnlyMin: meaningOnly.bar, offTopicBelow: offTopicBar.bar, adapter: adapterChecksum(), fitted});
  fs.writeFileSync(BARS_FILE, await prettier.format(json, {...(await prettier.resolveConfig(BARS_FILE)), filepath: BARS_FILE}));
  console.log(`wrote ${BARS_FILE}`);
}

if (process.argv[1]?.endsWith('fitCosineBars.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

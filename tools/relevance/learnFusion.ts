/**
 * Fits the fusion's weights (plugins/search/client/fusion.ts) on the tuning questions
 * and writes them to plugins/search/client/fusionWeights.json.
 *
 * Each question's candidates (fusionCandidates: the word ranking's first sections and
 * the meaning hits) are scored by weights · signs; the fit maximises the softmax
 * probability of the wanted section among them (a listwise ranking loss, with an L2
 * penalty on standardised signs), by Adam. Written here rather than taken from a
 * library: it is forty lines over arrays the tools already hold, and a ranking library
 * (LightGBM, scikit-learn) would bring Python into a step that needs the word engine.
 *
 * The meaning rankings come from a file of rankings by query adapters that had not seen
 * each question's suite (tools/semantic/adapter.py --cv --as-shipped --hits-out), so the
 * fit sees meaning as it ranks questions it was not fitted to. Each setting (an L2 penalty,
 * and the weight of the first suite's questions) is judged by leaving one suite out at a
 * time (with keywords, and with them stripped); the one chosen has the fewest tuning suites
 * below their floors when fitted on all of them, then
 * the best success@1 + success@5 / 2 left out, both runs added. Left-out figures are also
 * printed for the suites held out whole alone: the word engine's keywords and
 * synonyms were fitted to the tuning halves, so those suites are nearer the held-out case.
 *
 * The tuning questions are the tuning halves, the first suite and the suites held out whole
 * that are tuning data since their report (`tuningSince` in their files), or with
 * `--also-tune FILES` the suites it names instead of the last.
 *
 * Usage: npx tsx tools/relevance/learnFusion.ts --meaning-hits FILE [--also-tune FILES] [--fit-on kept|both] [--first-weights W,…] [--site build] [--write | --dump FILE]
 *   --fit-on both  fit on the questions with keywords and with them stripped (default: kept)
 *   --first-weights 1,4  the first suite's weights to try (default: all of FIRST_WEIGHTS)
 *   --dump FILE  write each question's candidates' signs and its left-out place, and stop
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {sectionKey} from '../../tests/relevance/evaluate';
import {readWordTable} from '../../plugins/search/node/wordTable';
import {FEATURES, FUSION, fusionCandidates} from '../../plugins/search/client/fusion';
import fitted from '../../plugins/search/client/fusionWeights.json';
import {queryFacts, type QueryFacts} from '../../plugins/search/shared/meaning';
import {belowFloors, heldOutWhole, meaningHitsFromFile, meaningQueries, tuningSuites, wordIndexOf, wordRankings} from './fusionInputs';
import type {RelevanceSuite} from '../../tests/relevance/suites';
import {toolArguments} from '../cliArguments';

const WEIGHTS_FILE = path.join('plugins', 'search', 'client', 'fusionWeights.json');
const PENALTIES = [0.001, 0.01, 0.1];
/**
 * How much each question of the first suite weighs in the fit: its 49 are names typed to
 * reach a page ("AnyOf"), among some 1,300 questions asked in sentences, and without a
 * weight the fit gives up a name's first place for a sentence's.
 */
const FIRST_WEIGHTS = [1, 4, 8];
const FIRST_SUITE = 'first';
const STEPS = 400;
const LEARNING_RATE = 0.05;

/** One question: its candidates' signs (row after row), and which candidate is wanted (-1: none is). */
export type Question = {suite: string; floors?: {at1: number; at5: number} | null; features: Float64Array; count: number; wanted: number};

const dims = FEATURES.length;

/** Scores of a question's candidates under `weights`. */
function scores(q: Question, weights: ArrayLike<number>): Float64Array {
  const out = new Float64Array(q.count);
  for (let c = 0; c < q.count; c += 1) {
    let s = 0;
    for (let d = 0; d < dims; d += 1) s += q.features[c * dims + d] * weights[d];
    out[c] = s;
  }
  return out;
}

/** The wanted candidate's place in the fused order (ties keep candidate order, as fuseOrders does); -1 when absent. */
export function placeOfWanted(q: Question, weights: ArrayLike<number>): number {
  if (q.wanted < 0) return -1;
  const s = scores(q, weights);
  let place = 0;
  for (let c = 0; c < q.count; c += 1) if (s[c] > s[q.wanted] || (s[c] === s[q.wanted] && c < q.wanted)) place += 1;
  return place;
}

/**
 * Weights maximising the weighted mean log-probability of each wanted candidate, minus
 * l2 / 2 · |w|² on standardised signs; the first suite's questions weigh `firstWeight` each.
 */
export function fit(questions: Question[], l2: number, firstWeight = 1): number[] {
  const usable = questions.filter((q) => q.wanted >= 0);
  const weightOf = (q: Question) => (q.suite === FIRST_SUITE ? firstWeight : 1);
  const totalWeight = usable.reduce((sum, q) => sum + weightOf(q), 0);
  const mean = new Float64Array(dims);
  const spread = new Float64Array(dims);
  let rows = 0;
  for (const q of usable) for (let c = 0; c < q.count; c += 1, rows += 1) for (let d = 0; d < dims; d += 1) mean[d] += q.features[c * dims + d];
  for (let d = 0; d < dims; d += 1) mean[d] /= rows;
  for (const q of usable)
    for (let c = 0; c < q.count; c += 1) for (let d = 0; d < dims; d += 1) spread[d] += (q.features[c * dims + d] - mean[d]) ** 2;
  const scale = Array.from(spread, (s) => Math.sqrt(s / rows) + 1e-9);
  // Fitted on signs / scale, so the penalty treats every sign alike; returned as weights / scale.
  const w = new Float64Array(dims);
  const m = new Float64Array(dims);
  const v = new Float64Array(dims);
  const raw = new Float64Array(dims);
  for (let step = 1; step <= STEPS; step += 1) {
    const gradient = new Float64Array(dims);
    for (let d = 0; d < dims; d += 1) raw[d] = w[d] / scale[d];
    for (const q of usable) {
      const s = scores(q, raw);
      const top = Math.max(...s);
      let total = 0;
      for (let c = 0; c < q.count; c += 1) total += s[c] = Math.exp(s[c] - top);
      const weight = weightOf(q);
      for (let c = 0; c < q.count; c += 1) {
        const p = s[c] / total - (c === q.wanted ? 1 : 0);
        for (let d = 0; d < dims; d += 1) gradient[d] += (weight * p * q.features[c * dims + d]) / scale[d];
      }
    }
    for (let d = 0; d < dims; d += 1) {
      const g = gradient[d] / totalWeight + l2 * w[d];
      m[d] = 0.9 * m[d] + 0.1 * g;
      v[d] = 0.999 * v[d] + 0.001 * g * g;
      w[d] -= (LEARNING_RATE * (m[d] / (1 - 0.9 ** step))) / (Math.sqrt(v[d] / (1 - 0.999 ** step)) + 1e-8);
    }
  }
  return Array.from(w, (x, d) => Number((x / scale[d]).toPrecision(6)));
}

type Figures = {at1: number; at5: number};
const figures = (places: number[]): Figures => ({
  at1: places.filter((p) => p === 0).length / places.length,
  at5: places.filter((p) => p >= 0 && p < 5).length / places.length,
});
const merit = (f: Figures) => f.at1 + f.at5 / 2;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const both = (f: Figures) => `${pct(f.at1)} / ${pct(f.at5)}`;

/** Suites below their floors when ranked by `weights`. */
export function suitesBelowFloors(questions: Question[], weights: number[]): string[] {
  const below: string[] = [];
  for (const suite of new Set(questions.map((q) => q.suite))) {
    const own = questions.filter((q) => q.suite === suite);
    const floors = own[0].floors;
    const f = figures(own.map((q) => placeOfWanted(q, weights)));
    if (belowFloors(f, floors)) below.push(`${suite} (${both(f)}, floors ${both(floors!)})`);
  }
  return below;
}

/**
 * Each question's place when its suite is ranked by weights fitted on the other suites (on
 * `train`), for each list of `judged` (the same questions, scored another way).
 */
function leftOutPlaces(train: Question[], judged: Question[][], l2: number, firstWeight: number): number[][] {
  const places = judged.map((questions) => new Array<number>(questions.length));
  for (const suite of new Set(train.map((q) => q.suite))) {
    const weights = fit(
      train.filter((q) => q.suite !== suite),
      l2,
      firstWeight,
    );
    judged.forEach((questions, i) => questions.forEach((q, j) => q.suite === suite && (places[i][j] = placeOfWanted(q, weights))));
  }
  return places;
}

/**
 * Each suite ranked by weights fitted on the others, judged on each of `judged`: on all
 * their questions, and on the suites held out whole only (`fresh`), whose questions the
 * word engine's keywords and synonyms were not fitted to either, as on held-out questions.
 */
function leftOut(
  train: Question[],
  judged: Question[][],
  l2: number,
  firstWeight: number,
  fresh: Set<string>,
): Array<{all: Figures; fresh: Figures}> {
  return leftOutPlaces(train, judged, l2, firstWeight).map((places, i) => ({
    all: figures(places),
    fresh: figures(places.filter((_, j) => fresh.has(judged[i][j].suite))),
  }));
}

/**
 * Writes the questions' signs and their left-out places under the committed fit's setting, for
 * another ranker to be compared on the same candidates (tools/semantic/try_ranker.py).
 */
function dumpQuestions(file: string, kept: Question[], stripped: Question[], fresh: Set<string>) {
  const {l2, firstWeight} = fitted.fitted;
  const [keptPlaces, strippedPlaces] = leftOutPlaces(kept, [kept, stripped], l2, firstWeight);
  const rows = (q: Question) => Array.from({length: q.count}, (_, c) => Array.from(q.features.subarray(c * dims, (c + 1) * dims)));
  const asJson = (questions: Question[], places: number[]) =>
    questions.map((q, i) => ({suite: q.suite, wanted: q.wanted, linearPlace: places[i], features: rows(q)}));
  const dump = {fresh: [...fresh], setting: {l2, firstWeight}, kept: asJson(kept, keptPlaces), stripped: asJson(stripped, strippedPlaces)};
  fs.writeFileSync(file, JSON.stringify(dump));
  console.log(`wrote ${file}: ${kept.length} questions, linear left out under l2 ${l2}, the first suite ×${firstWeight}`);
}

/** What the fusion knows of each question's words, the same with keywords or without: the meaning layer reads it as the built site mends it. */
type FactsOf = (query: string) => QueryFacts;

async function questionsOf(site: string, withKeywords: boolean, hitsFile: string, suites: RelevanceSuite[], factsOf: FactsOf): Promise<Question[]> {
  const {index, records} = await wordIndexOf(site, withKeywords);
  const meaningHitsOf = meaningHitsFromFile(hitsFile, records);
  const rankingOf = wordRankings(index);
  return suites.flatMap((suite) =>
    suite.cases.map((testCase) => {
      const candidates = fusionCandidates(rankingOf(testCase.query), meaningHitsOf(testCase.query), factsOf(testCase.query));
      const want = sectionKey(testCase.want);
      return {
        suite: suite.name,
        floors: suite.floors,
        features: Float64Array.from(candidates.flatMap((c) => c.features)),
        count: candidates.length,
        wanted: candidates.findIndex((c) => sectionKey(records[c.section].url) === want),
      };
    }),
  );
}

async function main() {
  const args = process.argv.slice(2);
  const {values} = toolArguments('learnFusion', {
    args,
    options: {
      write: {type: 'boolean'},
      'meaning-hits': {type: 'string'},
      site: {type: 'string'},
      'fit-on': {type: 'string'},
      'first-weights': {type: 'string'},
      'also-tune': {type: 'string'},
      dump: {type: 'string'},
    },
  });
  const hitsFile = values['meaning-hits'];
  if (!hitsFile)
    throw new Error('--meaning-hits FILE is required: left-out meaning rankings from tools/semantic/adapter.py --cv --as-shipped --hits-out FILE');
  const site = values.site ?? 'build';
  // `both`: fitted on the questions with the keywords and with them stripped, as if half the
  // pages had none; the word engine is weaker on questions its keywords were not written for.
  const fitOn = values['fit-on'] ?? 'kept';
  if (fitOn !== 'kept' && fitOn !== 'both') throw new Error(`--fit-on must be kept or both, not ${JSON.stringify(fitOn)}`);
  const firstWeights = values['first-weights']?.split(',').map(Number) ?? FIRST_WEIGHTS;
  if (!firstWeights.every((w) => Number.isFinite(w) && w > 0))
    throw new Error(`--first-weights must be positive numbers, comma-separated: ${values['first-weights']}`);
  const suites = tuningSuites(values['also-tune']);
  const table = readWordTable();
  const meaningQueryOf = meaningQueries(site);
  const factsOf: FactsOf = (query) => queryFacts(meaningQueryOf(query), table.rowOf);
  const withKeywords = await questionsOf(site, true, hitsFile, suites, factsOf);
  const withoutKeywords = await questionsOf(site, false, hitsFile, suites, factsOf);
  console.log(`${withKeywords.length} tuning questions; the wanted section is a candidate for ${withKeywords.filter((q) => q.wanted >= 0).length}`);
  if (FUSION.weights.length === FEATURES.length) {
    const kept = figures(withKeywords.map((q) => placeOfWanted(q, FUSION.weights)));
    const stripped = figures(withoutKeywords.map((q) => placeOfWanted(q, FUSION.weights)));
    console.log(`weights as committed, in-sample: ${both(kept)}, keywords stripped ${both(stripped)}`);
  }
  const fresh = heldOutWhole(suites);
  const dumpFile = values.dump;
  if (dumpFile) return dumpQuestions(dumpFile, withKeywords, withoutKeywords, fresh);
  const train = fitOn === 'both' ? [...withKeywords, ...withoutKeywords] : withKeywords;
  const tried = firstWeights.flatMap((firstWeight) =>
    PENALTIES.map((l2) => {
      const [kept, stripped] = leftOut(train, [withKeywords, withoutKeywords], l2, firstWeight, fresh);
      const weights = fit(train, l2, firstWeight);
      const below = suitesBelowFloors(withKeywords, weights);
      console.log(
        `l2 ${l2}, the first suite ×${firstWeight}: left out ${both(kept.all)}, keywords stripped ${both(stripped.all)}; the suites held out whole alone ${both(kept.fresh)}, stripped ${both(stripped.fresh)}; fitted on all, below their floors: ${below.join(', ') || 'none'}`,
      );
      return {l2, firstWeight, weights, below: below.length, merit: merit(kept.all) + merit(stripped.all)};
    }),
  );
  tried.sort((a, b) => a.below - b.below || b.merit - a.merit);
  const chosen = tried[0];
  console.log(`chosen: l2 ${chosen.l2}, the first suite ×${chosen.firstWeight}`);
  if (!values.write) return;
  const file = {
    features: FEATURES.map(([name]) => name),
    weights: chosen.weights,
    fitted: {
      l2: chosen.l2,
      firstWeight: chosen.firstWeight,
      questions: withKeywords.length,
      command: `npx tsx tools/relevance/learnFusion.ts ${args.join(' ')}`,
    },
  };
  // Written as the format check wants it, so a refit leaves the tree lint-clean.
  const options = await prettier.resolveConfig(WEIGHTS_FILE);
  fs.writeFileSync(WEIGHTS_FILE, await prettier.format(JSON.stringify(file), {...options, filepath: WEIGHTS_FILE}));
  console.log(`wrote ${WEIGHTS_FILE}`);
}

if (process.argv[1]?.endsWith('learnFusion.ts')) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

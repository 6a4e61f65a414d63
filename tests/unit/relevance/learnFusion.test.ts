import {test} from 'node:test';
import assert from 'node:assert/strict';
import {FEATURES} from '../../../plugins/search/client/fusion';
import {fit, placeOfWanted, suitesBelowFloors, type Question} from '../../../tools/relevance/learnFusion';

const dims = FEATURES.length;
const COSINE = FEATURES.findIndex(([name]) => name === 'cosine');
const WORD_RANK = FEATURES.findIndex(([name]) => name === 'word reciprocal rank');

/** Three candidates; the wanted one alone has a cosine, and the word rank favours another. */
function question(suite: string, wanted: number): Question {
  const features = new Float64Array(3 * dims);
  for (let c = 0; c < 3; c += 1) features[c * dims + WORD_RANK] = 1 / (6 + c);
  features[wanted * dims + COSINE] = 0.5;
  return {suite, floors: {at1: 1, at5: 1}, features, count: 3, wanted};
}

test('the fit learns the sign that tells the wanted candidate apart, and ranks it first', () => {
  const questions = [0, 1, 2, 1, 2, 2].map((wanted, i) => question(`s${i % 2}`, wanted));
  const weights = fit(questions, 0.01);
  assert.equal(weights.length, dims);
  assert.ok(weights[COSINE] > 0);
  assert.deepEqual(
    questions.map((q) => placeOfWanted(q, weights)),
    questions.map(() => 0),
  );
  assert.deepEqual(suitesBelowFloors(questions, weights), []);
});

test('places: ties keep the candidates’ order, as fuseOrders does; an absent wanted section has none', () => {
  const zero = new Array<number>(dims).fill(0);
  assert.equal(placeOfWanted(question('s', 2), zero), 2);
  assert.equal(placeOfWanted({...question('s', 2), wanted: -1}, zero), -1);
});

test('a suite below its floors is named with its figures', () => {
  const zero = new Array<number>(dims).fill(0);
  assert.deepEqual(suitesBelowFloors([question('s', 2), question('t', 0)], zero), ['s (0.0% / 100.0%, floors 100.0% / 100.0%)']);
});

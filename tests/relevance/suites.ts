/**
 * The relevance suites, for the test (relevance.test.ts) and the benchmark
 * (tools/bench/run.ts): the first suite, and the two halves of each of the seven
 * question suites (questionCase.ts). The held-out half is reported as aggregate figures
 * only, so nobody tunes on it by accident: its per-query misses are shown
 * only with RELEVANCE_SHOW_HELDOUT=1.
 */
import {RELEVANCE_CASES} from './queries';
import {QUESTION_TUNE_CASES} from './questions-tune';
import {QUESTION_HELDOUT_CASES} from './questions-heldout';
import {QUESTION2_TUNE_CASES} from './questions2-tune';
import {QUESTION2_HELDOUT_CASES} from './questions2-heldout';
import {QUESTION3_TUNE_CASES} from './questions3-tune';
import {QUESTION3_HELDOUT_CASES} from './questions3-heldout';
import {QUESTION4_TUNE_CASES} from './questions4-tune';
import {QUESTION4_HELDOUT_CASES} from './questions4-heldout';
import {QUESTION5_TUNE_CASES} from './questions5-tune';
import {QUESTION5_HELDOUT_CASES} from './questions5-heldout';
import {QUESTION6_TUNE_CASES} from './questions6-tune';
import {QUESTION6_HELDOUT_CASES} from './questions6-heldout';
import {QUESTION7_TUNE_CASES} from './questions7-tune';
import {QUESTION7_HELDOUT_CASES} from './questions7-heldout';
import {QUESTION8_TUNE_CASES} from './questions8-tune';
import {QUESTION8_HELDOUT_CASES} from './questions8-heldout';
import {QUESTION9_TUNE_CASES} from './questions9-tune';
import {QUESTION9_HELDOUT_CASES} from './questions9-heldout';
import {QUESTION10_TUNE_CASES} from './questions10-tune';
import {QUESTION10_HELDOUT_CASES} from './questions10-heldout';
import type {EvaluatedCase} from './evaluate';

export type RelevanceSuite = {
  name: string;
  label: string;
  cases: readonly EvaluatedCase[];
  /** True for the half nobody tunes on: misses stay hidden unless asked for. */
  heldOut: boolean;
};

export const RELEVANCE_SUITES: RelevanceSuite[] = [
  {name: 'suite', label: 'first suite', cases: RELEVANCE_CASES, heldOut: false},
  {name: 'questions-tune', label: 'questions, tuning half', cases: QUESTION_TUNE_CASES, heldOut: false},
  {name: 'questions-heldout', label: 'questions, held-out half', cases: QUESTION_HELDOUT_CASES, heldOut: true},
  // The second question suite, written after tuning on the first had stopped (questions2-tune.ts).
  {name: 'questions2-tune', label: 'questions 2, tuning half', cases: QUESTION2_TUNE_CASES, heldOut: false},
  {name: 'questions2-heldout', label: 'questions 2, held-out half', cases: QUESTION2_HELDOUT_CASES, heldOut: true},
  // The third, written after the rounds on the first two had stopped (questions3-tune.ts).
  {name: 'questions3-tune', label: 'questions 3, tuning half', cases: QUESTION3_TUNE_CASES, heldOut: false},
  {name: 'questions3-heldout', label: 'questions 3, held-out half', cases: QUESTION3_HELDOUT_CASES, heldOut: true},
  // The fourth, written after the rounds on the first three had stopped (questions4-tune.ts).
  {name: 'questions4-tune', label: 'questions 4, tuning half', cases: QUESTION4_TUNE_CASES, heldOut: false},
  {name: 'questions4-heldout', label: 'questions 4, held-out half', cases: QUESTION4_HELDOUT_CASES, heldOut: true},
  // The fifth, written in five readers' voices after the rounds on the first four (questions5-tune.ts).
  {name: 'questions5-tune', label: 'questions 5, tuning half', cases: QUESTION5_TUNE_CASES, heldOut: false},
  {name: 'questions5-heldout', label: 'questions 5, held-out half', cases: QUESTION5_HELDOUT_CASES, heldOut: true},
  // The sixth, in five more readers' voices, after the rounds on the first five (questions6-tune.ts).
  {name: 'questions6-tune', label: 'questions 6, tuning half', cases: QUESTION6_TUNE_CASES, heldOut: false},
  {name: 'questions6-heldout', label: 'questions 6, held-out half', cases: QUESTION6_HELDOUT_CASES, heldOut: true},
  // The seventh, in five more voices, after the rounds on the first six (questions7-tune.ts).
  {name: 'questions7-tune', label: 'questions 7, tuning half', cases: QUESTION7_TUNE_CASES, heldOut: false},
  {name: 'questions7-heldout', label: 'questions 7, held-out half', cases: QUESTION7_HELDOUT_CASES, heldOut: true},
  // The eighth, in five more voices, after every section got helper-written keywords (questions8-tune.ts).
  {name: 'questions8-tune', label: 'questions 8, tuning half', cases: QUESTION8_TUNE_CASES, heldOut: false},
  {name: 'questions8-heldout', label: 'questions 8, held-out half', cases: QUESTION8_HELDOUT_CASES, heldOut: true},
  // The ninth, in five more voices, after every round of 2026-11-24 (questions9-tune.ts).
  {name: 'questions9-tune', label: 'questions 9, tuning half', cases: QUESTION9_TUNE_CASES, heldOut: false},
  {name: 'questions9-heldout', label: 'questions 9, held-out half', cases: QUESTION9_HELDOUT_CASES, heldOut: true},
  // The tenth, in five more voices, written after the compound rule of 2026-11-24 (questions10-tune.ts).
  {name: 'questions10-tune', label: 'questions 10, tuning half', cases: QUESTION10_TUNE_CASES, heldOut: false},
  {name: 'questions10-heldout', label: 'questions 10, held-out half', cases: QUESTION10_HELDOUT_CASES, heldOut: true},
];

/** Whether per-query results of the held-out half may be printed. */
export const showHeldOut = (): boolean => process.env.RELEVANCE_SHOW_HELDOUT === '1';

export const mayShowMisses = (suite: RelevanceSuite): boolean => !suite.heldOut || showHeldOut();

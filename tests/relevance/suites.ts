/**
 * The relevance suites, read from the JSON files in suites/ (format and rules:
 * suites/README.md), for the relevance test, the answer-retrieval measure, the
 * MCP test and the benchmarks.
 *
 * RELEVANCE_SUITES is the fixed, ordered list SUITE_FILES, not a directory
 * read: a file joins the runs (and has its floors asserted) only when it is
 * listed here, so a suite held out whole for a one-time report (questions11-heldout.json
 * and later) is in no run. readSuiteFile loads any file. A held-out half's per-query
 * results are shown only with RELEVANCE_SHOW_HELDOUT=1, and never for one without floors
 * (not reported yet).
 */
import fs from 'node:fs';
import path from 'node:path';

export const SUITES_DIR = path.join(__dirname, 'suites');

/** The suites every run uses, in the order they are reported. */
export const SUITE_FILES: readonly string[] = [
  'first.json',
  ...[
    'questions',
    'questions2',
    'questions3',
    'questions4',
    'questions5',
    'questions6',
    'questions7',
    'questions8',
    'questions9',
    'questions10',
  ].flatMap((suite) => [`${suite}-tune.json`, `${suite}-heldout.json`]),
];

/** The kinds of the first suite's cases, and of every question suite's (suites/README.md says what each means). */
export const FIRST_SUITE_KINDS = ['word', 'identifier', 'typo', 'partial', 'question'] as const;
export const QUESTION_KINDS = ['question', 'task', 'comparison', 'vocabulary', 'abbreviation', 'typo', 'identifier'] as const;
type CaseKind = (typeof FIRST_SUITE_KINDS)[number] | (typeof QUESTION_KINDS)[number];
/** Every kind a case may have, in either kind of suite. */
export const CASE_KINDS: readonly string[] = [...new Set<string>([...FIRST_SUITE_KINDS, ...QUESTION_KINDS])];
const KINDS = new Set(CASE_KINDS);

export type RelevanceCase = {query: string; want: string; kind: CaseKind};
type Half = 'tuning' | 'heldout';
/** Regression floors: the least share of queries with the wanted section first (at1) and in the top 5 (at5), and the suite's size. */
type Floors = {at1: number; at5: number; cases: number};

export type RelevanceSuite = {
  /** The file's name without `.json`: the suite's key in the benchmark's output and in answerRetrieval.test.ts. */
  name: string;
  /** The suite the half belongs to (`questions2` for both halves of the second question suite). */
  suite: string;
  label: string;
  half: Half;
  /** True for the half nobody tunes on: misses stay hidden unless asked for. */
  heldOut: boolean;
  method: string;
  written?: string;
  /**
   * A suite held out whole that was reported once, at this commit, and has been tuning data
   * since: the query adapter (tools/semantic/adapter.py) and the fusion's weights
   * (tools/relevance/learnFusion.ts) are fitted on every suite that says so.
   */
  tuningSince?: string;
  /** null for a suite not measured yet. */
  floors: Floors | null;
  cases: readonly RelevanceCase[];
};
export type MeasuredSuite = RelevanceSuite & {floors: Floors};

const TOP_FIELDS = new Set(['suite', 'label', 'half', 'method', 'written', 'tuningSince', 'floors', 'cases']);
const CASE_FIELDS = ['query', 'want', 'kind'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Parses and checks one suite file; every error names the file and the field. */
export function readSuiteFile(file: string): RelevanceSuite {
  const name = path.basename(file, '.json');
  const fail = (field: string, problem: string): never => {
    throw new Error(`${file}: "${field}" ${problem}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  if (!isObject(data)) return fail('(top level)', 'must be an object');
  for (const key of Object.keys(data)) if (!TOP_FIELDS.has(key)) fail(key, 'is not a field of a suite file (see suites/README.md)');

  const {suite, label, half, method, written, tuningSince, floors, cases} = data;
  if (!isText(suite)) return fail('suite', 'must be a non-empty string');
  if (half !== 'tuning' && half !== 'heldout') return fail('half', 'must be "tuning" or "heldout"');
  if (name !== suite && name !== `${suite}-${half === 'tuning' ? 'tune' : 'heldout'}`)
    fail('suite', `does not match the file name: expected ${name} to be "${suite}" or "${suite}-${half === 'tuning' ? 'tune' : 'heldout'}"`);
  const checkedLabel =
    label === undefined
      ? `${suite}, ${half === 'tuning' ? 'tuning' : 'held-out'} half`
      : isText(label)
        ? label
        : fail('label', 'must be a non-empty string');
  if (!isText(method)) return fail('method', 'must be a non-empty string');
  if (written !== undefined && !(isText(written) && !Number.isNaN(Date.parse(written)))) fail('written', 'must be a date-time');
  if (tuningSince !== undefined && !(isText(tuningSince) && /^[0-9a-f]{7,40}$/.test(tuningSince))) fail('tuningSince', 'must be a commit hash');
  if (!Array.isArray(cases) || cases.length === 0) return fail('cases', 'must be a non-empty array');

  const seen = new Map<string, number>();
  const checked = cases.map((c: unknown, i): RelevanceCase => {
    const at = `cases[${i}]`;
    if (!isObject(c)) return fail(at, 'must be an object {query, want, kind}');
    for (const key of Object.keys(c)) if (!CASE_FIELDS.includes(key)) fail(`${at}.${key}`, 'is not a field of a case');
    if (!isText(c.query)) return fail(`${at}.query`, 'must be a non-empty string');
    if (!isText(c.want) || c.want.startsWith('/')) return fail(`${at}.want`, 'must be a page path after /katachi/docs/ (plus #anchor)');
    if (typeof c.kind !== 'string' || !KINDS.has(c.kind)) return fail(`${at}.kind`, `must be one of ${[...KINDS].join(', ')}`);
    if (seen.has(c.query)) fail(`${at}.query`, `repeats cases[${seen.get(c.query)}].query`);
    seen.set(c.query, i);
    return {query: c.query, want: c.want, kind: c.kind as CaseKind};
  });

  let checkedFloors: Floors | null = null;
  if (floors !== undefined) {
    if (!isObject(floors)) return fail('floors', 'must be an object {at1, at5, cases}');
    for (const key of Object.keys(floors)) if (!['at1', 'at5', 'cases'].includes(key)) fail(`floors.${key}`, 'is not a field of floors');
    const share = (key: 'at1' | 'at5') => {
      const value = floors[key];
      return typeof value === 'number' && value >= 0 && value <= 1 ? value : fail(`floors.${key}`, 'must be a share between 0 and 1');
    };
    const [at1, at5] = [share('at1'), share('at5')];
    if (at1 > at5) fail('floors.at1', 'is above floors.at5');
    if (floors.cases !== checked.length) fail('floors.cases', `is ${String(floors.cases)}, but the file has ${checked.length} cases`);
    checkedFloors = {at1, at5, cases: checked.length};
  }

  return {
    name,
    suite,
    label: checkedLabel,
    half,
    heldOut: half === 'heldout',
    method,
    ...(isText(written) ? {written} : {}),
    ...(isText(tuningSince) ? {tuningSince} : {}),
    floors: checkedFloors,
    cases: checked,
  };
}

/** Loads the listed files of a directory, in the list's order; each must have its floors. */
export function loadSuites(dir: string, files: readonly string[]): MeasuredSuite[] {
  return files.map((file) => {
    const suite = readSuiteFile(path.join(dir, file));
    if (suite.floors === null) throw new Error(`${path.join(dir, file)}: "floors" is required for a suite that is run`);
    return suite as MeasuredSuite;
  });
}

export const RELEVANCE_SUITES: MeasuredSuite[] = loadSuites(SUITES_DIR, SUITE_FILES);

/** Every suite file of the directory, run or not (the first suite, then the others in number order). */
export function everySuite(dir = SUITES_DIR): RelevanceSuite[] {
  const number = (file: string) => Number(/\d+/.exec(file)?.[0] ?? 0);
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort((a, b) => number(a) - number(b) || a.localeCompare(b))
    .map((file) => readSuiteFile(path.join(dir, file)));
}

/** The suites held out whole that are tuning data since their report (their `tuningSince`), in number order. */
export function reportedSuites(dir = SUITES_DIR): RelevanceSuite[] {
  return everySuite(dir).filter((suite) => !SUITE_FILES.includes(`${suite.name}.json`) && suite.tuningSince !== undefined);
}

/** The first suite's cases (names and words typed to reach a page, the core tuning suite; also the benchmark's keystroke and first-search queries). */
export const RELEVANCE_CASES: readonly RelevanceCase[] = RELEVANCE_SUITES[0].cases;

/** Whether per-query results of the held-out half may be printed. */
const showHeldOut = (): boolean => process.env.RELEVANCE_SHOW_HELDOUT === '1';

/** A held-out half's misses only with RELEVANCE_SHOW_HELDOUT=1, and never one not reported yet (no floors). */
export const mayShowMisses = (suite: RelevanceSuite): boolean => !suite.heldOut || (suite.floors !== null && showHeldOut());

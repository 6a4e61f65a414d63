import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIRST_SUITE_KINDS,
  QUESTION_KINDS,
  RELEVANCE_CASES,
  RELEVANCE_SUITES,
  SUITES_DIR,
  SUITE_FILES,
  loadSuites,
  mayShowMisses,
  readSuiteFile,
  reportedSuites,
} from '../../relevance/suites';
import {headingAnchorsOf} from '../../support/docHeadings';

const jsonFiles = fs
  .readdirSync(SUITES_DIR)
  .filter((f) => f.endsWith('.json'))
  .sort();
const allSuites = jsonFiles.map((f) => readSuiteFile(path.join(SUITES_DIR, f)));

test('every suite file loads, and the run list is the listed files in order, each with its floors', () => {
  assert.ok(jsonFiles.length > SUITE_FILES.length);
  for (const file of SUITE_FILES) assert.ok(jsonFiles.includes(file), `${file} exists`);
  assert.deepEqual(
    RELEVANCE_SUITES.map((s) => `${s.name}.json`),
    SUITE_FILES,
  );
  // A file that is not run has not been measured: it has no floors.
  for (const suite of allSuites.filter((s) => !SUITE_FILES.includes(`${s.name}.json`))) assert.equal(suite.floors, null, suite.name);
  assert.equal(RELEVANCE_CASES, RELEVANCE_SUITES[0].cases);
});

test('floors are shares with at1 ≤ at5, and count the suite’s cases', () => {
  for (const suite of RELEVANCE_SUITES) {
    const {at1, at5, cases} = suite.floors;
    assert.ok(at1 >= 0 && at1 <= at5 && at5 <= 1, suite.name);
    assert.equal(cases, suite.cases.length, suite.name);
  }
});

test('the first suite comes first, one tuning file of its own kinds; each question suite is a tuning half then a held-out half', () => {
  const [first, ...questions] = RELEVANCE_SUITES;
  assert.equal(first.name, 'first');
  assert.equal(first.half, 'tuning');
  assert.ok(first.cases.length >= 40);
  for (const c of first.cases) assert.ok((FIRST_SUITE_KINDS as readonly string[]).includes(c.kind), c.query);

  assert.equal(questions.length % 2, 0);
  for (let i = 0; i < questions.length; i += 2) {
    const [tune, heldout] = [questions[i], questions[i + 1]];
    assert.equal(tune.suite, heldout.suite);
    assert.deepEqual([tune.name, tune.half, tune.heldOut], [`${tune.suite}-tune`, 'tuning', false]);
    assert.deepEqual([heldout.name, heldout.half, heldout.heldOut], [`${tune.suite}-heldout`, 'heldout', true]);
    assert.ok(tune.cases.length + heldout.cases.length >= 80, `${tune.suite}: at least 80 queries`);
    for (const half of [tune, heldout]) assert.deepEqual([...new Set(half.cases.map((c) => c.kind))].sort(), [...QUESTION_KINDS].sort(), half.name);
  }
  assert.equal(new Set(questions.map((s) => s.suite)).size, questions.length / 2, 'no suite twice');
});

// Checked on the suites that are run: a suite held out whole joins this check when it is listed (until then, "a suite held out whole shares no query with any other suite" covers it).
test('every wanted section is a page of the docs and, with an anchor, a heading of it (a renamed heading is caught before a build)', async () => {
  const missing = new Set<string>();
  for (const {want} of allSuites.flatMap((suite) => suite.cases)) {
    const [page, anchor] = want.split('#') as [string, string | undefined];
    const anchors = await headingAnchorsOf(page);
    if (!anchors || (anchor && !anchors.has(anchor))) missing.add(want);
  }
  assert.deepEqual([...missing], []);
});

test('no query is in two suites', () => {
  const suitesOf = new Map<string, Set<string>>();
  for (const s of RELEVANCE_SUITES)
    for (const c of s.cases) suitesOf.set(c.query.toLowerCase(), (suitesOf.get(c.query.toLowerCase()) ?? new Set()).add(s.name));
  assert.deepEqual(
    [...suitesOf].filter(([, names]) => names.size > 1),
    [],
  );
});

// Suites held out whole, each for a one-time report (suites/README.md); a new one is added here.
const HELD_OUT_WHOLE = [
  'questions11-heldout',
  'questions12-heldout',
  'questions13-heldout',
  'questions14-heldout',
  'questions15-heldout',
  'questions16-heldout',
  'questions17-heldout',
  'questions18-heldout',
  'questions19-heldout',
  'questions20-heldout',
  'questions21-heldout',
  'questions22-heldout',
  'questions23-heldout',
  'questions24-heldout',
  'questions25-heldout',
  'questions26-heldout',
  'questions27-heldout',
  'questions28-heldout',
  'questions29-heldout',
  'questions30-heldout',
  'questions31-heldout',
  'questions32-heldout',
  'questions33-heldout',
  'questions34-heldout',
  'questions35-heldout',
  'questions36-heldout',
  'questions37-heldout',
  'questions38-heldout',
  'questions39-heldout',
  'questions40-heldout',
  'questions41-heldout',
  'questions42-heldout',
  'questions43-heldout',
  'questions44-heldout',
  'questions45-heldout',
  'questions46-heldout',
  'questions47-heldout',
  'questions48-heldout',
  'questions49-heldout',
  'questions50-heldout',
  'questions51-heldout',
  'questions52-heldout',
  'questions53-heldout',
  'questions54-heldout',
  'questions55-heldout',
  'questions56-heldout',
  'questions57-heldout',
  'questions58-heldout',
  'questions59-heldout',
  'questions60-heldout',
  'questions61-heldout',
  'questions62-heldout',
  'questions63-heldout',
  'questions64-heldout',
  'questions65-heldout',
  'questions66-heldout',
  'questions67-heldout',
  'questions68-heldout',
  'questions69-heldout',
  'questions70-heldout',
];

for (const name of HELD_OUT_WHOLE) {
  test(`${name}, held out whole for a one-time report, is not run and its misses are never shown`, () => {
    const suite = allSuites.find((s) => s.name === name);
    assert.ok(suite);
    assert.equal(suite.half, 'heldout');
    assert.equal(suite.heldOut, true);
    assert.equal(suite.floors, null);
    assert.ok(suite.cases.length >= 60, 'at least 60 questions');
    assert.ok(!RELEVANCE_SUITES.some((s) => s.suite === suite.suite));
    const saved = process.env.RELEVANCE_SHOW_HELDOUT;
    try {
      process.env.RELEVANCE_SHOW_HELDOUT = '1';
      assert.equal(mayShowMisses(suite), false);
      assert.equal(mayShowMisses(RELEVANCE_SUITES.find((s) => s.heldOut)!), true);
      delete process.env.RELEVANCE_SHOW_HELDOUT;
      assert.equal(mayShowMisses(RELEVANCE_SUITES.find((s) => s.heldOut)!), false);
      assert.equal(mayShowMisses(RELEVANCE_SUITES[0]), true);
    } finally {
      if (saved === undefined) delete process.env.RELEVANCE_SHOW_HELDOUT;
      else process.env.RELEVANCE_SHOW_HELDOUT = saved;
    }
  });
}

// questions11-heldout is exempt: three of its queries are in other suites, and its report stands as made.
test('a suite held out whole shares no query with any other suite', () => {
  for (const name of HELD_OUT_WHOLE.filter((n) => n !== 'questions11-heldout')) {
    const queries = new Set(allSuites.find((s) => s.name === name)!.cases.map((c) => c.query.toLowerCase()));
    const shared = allSuites
      .filter((s) => s.name !== name)
      .flatMap((s) => s.cases.filter((c) => queries.has(c.query.toLowerCase())).map((c) => `${s.name}: ${c.query}`));
    assert.deepEqual(shared, [], name);
  }
});

test('the suites held out whole that say tuningSince are the tuning data the fits read, and no other suite says it', () => {
  const reported = reportedSuites().map((s) => s.name);
  // Suite 11 stays out of the fits for a final report; `waiting` suites stay unread, each for a change to the ranking.
  const waiting: string[] = ['questions67-heldout', 'questions68-heldout', 'questions69-heldout', 'questions70-heldout'];
  assert.deepEqual(
    reported,
    HELD_OUT_WHOLE.filter((name) => name !== 'questions11-heldout' && !waiting.includes(name)),
  );
  for (const suite of allSuites) {
    if (suite.tuningSince === undefined) continue;
    assert.ok(HELD_OUT_WHOLE.includes(suite.name), `${suite.name}: only a suite held out whole becomes tuning data after its report`);
    assert.match(suite.tuningSince, /^[0-9a-f]{7,40}$/);
  }
  // adapter.py reads the same field (REPORTED_SUITES), so the two fits cannot disagree.
  const adapter = fs.readFileSync(path.join(__dirname, '../../../tools/semantic/adapter.py'), 'utf8');
  assert.match(adapter, /'tuningSince' in json\.loads/);
});

test('a malformed file is refused with an error naming the file and the field', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relevance-suites-'));
  try {
    const good = {
      suite: 'sample',
      label: 'sample, tuning half',
      half: 'tuning',
      method: 'Written for this test.',
      floors: {at1: 0.5, at5: 1, cases: 2},
      cases: [
        {query: 'nullable', want: 'Features/AnyOf#nullable-values', kind: 'word'},
        {query: 'how do I make a key optional', want: 'Features/Hashes#making-a-key-optional', kind: 'question'},
      ],
    };
    const write = (file: string, data: unknown) => {
      fs.writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data));
      return path.join(dir, file);
    };
    assert.equal(readSuiteFile(write('sample-tune.json', good)).cases.length, 2);

    const refused: Array<[string, unknown, RegExp]> = [
      ['not-json-tune.json', '{"suite": ', /not-json-tune\.json: /],
      ['sample-tune.json', {...good, half: 'tune'}, /"half" must be "tuning" or "heldout"/],
      ['sample-tune.json', {...good, method: undefined}, /"method" must be a non-empty string/],
      ['sample-tune.json', {...good, floor: good.floors}, /"floor" is not a field/],
      ['sample-tune.json', {...good, floors: {...good.floors, cases: 3}}, /"floors\.cases" is 3, but the file has 2 cases/],
      ['sample-tune.json', {...good, floors: {...good.floors, at1: 65}}, /"floors\.at1" must be a share/],
      ['sample-tune.json', {...good, cases: [good.cases[0], {...good.cases[1], kind: 'questions'}]}, /"cases\[1\]\.kind" must be one of/],
      ['sample-tune.json', {...good, cases: [good.cases[0], {query: 'x', kind: 'word'}]}, /"cases\[1\]\.want" must be/],
      ['sample-tune.json', {...good, cases: [good.cases[0], {...good.cases[0], query: 'nullable'}]}, /"cases\[1\]\.query" repeats cases\[0\]/],
      ['sample-heldout.json', good, /"suite" does not match the file name/],
      ['sample-tune.json', {...good, tuningSince: 'last week'}, /"tuningSince" must be a commit hash/],
    ];
    for (const [file, data, message] of refused) {
      const written = write(file, data);
      assert.throws(
        () => readSuiteFile(written),
        (error: Error) => error.message.startsWith(`${written}: `) && message.test(error.message),
        file,
      );
    }

    const {floors: _floors, ...unmeasured} = good;
    write('sample-tune.json', unmeasured);
    assert.equal(readSuiteFile(path.join(dir, 'sample-tune.json')).floors, null);
    assert.throws(() => loadSuites(dir, ['sample-tune.json']), /sample-tune\.json: "floors" is required/);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
});

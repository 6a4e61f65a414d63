import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {readSuiteFile, SUITES_DIR} from '../../relevance/suites';
import {headingAnchorsOf} from '../../support/docHeadings';

// The query adapter's written-for-fitting questions (tools/semantic/training-questions/README.md).
const DIR = path.resolve(__dirname, '../../../tools/semantic/training-questions');
const DOCS = path.resolve(__dirname, '../../../docs');

type Case = {query: string; want: string; kind: string};
/** The voices the questions are written in (README.md, "How to add questions"). */
const KINDS = ['question', 'task', 'vocabulary', 'keywords', 'failure', 'identifier', 'typo'];
const files = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => ({name: f, ...(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as {written: string; method: string; cases: Case[]})}));
const cases = files.flatMap((f) => f.cases.map((c) => ({...c, file: f.name})));

test('each file says when and how it was written, and every case is a query, a wanted section and a kind', () => {
  assert.ok(files.length > 0);
  for (const f of files) {
    assert.ok(!Number.isNaN(Date.parse(f.written)), `${f.name}: written`);
    assert.ok(f.method.length > 40, `${f.name}: method`);
    assert.ok(f.cases.length > 0, f.name);
  }
  for (const c of cases) {
    assert.ok(typeof c.query === 'string' && c.query.trim() === c.query && c.query.length > 0, `${c.file}: ${JSON.stringify(c)}`);
    assert.match(c.want, /^[A-Za-z][\w/]*(#[^\s#]+)?$/u, `${c.file}: ${c.query}`);
    assert.ok(KINDS.includes(c.kind), `${c.file}: ${c.query}: kind ${JSON.stringify(c.kind)} is none of ${KINDS.join(', ')}`);
  }
});

test('every wanted page is a page of the docs', () => {
  const pageOf = (want: string) => want.split('#')[0].replace(/\/$/, '/index');
  const missing = [...new Set(cases.map((c) => pageOf(c.want)))].filter(
    (p) => !['.md', '.mdx'].some((ext) => fs.existsSync(path.join(DOCS, p + ext))),
  );
  assert.deepEqual(missing, []);
});

test('every wanted section is a heading of its page (a renamed heading is caught here, before a build)', async () => {
  const missing: string[] = [];
  for (const c of cases.filter((c) => c.want.includes('#'))) {
    const [page, anchor] = c.want.split('#') as [string, string];
    const anchors = await headingAnchorsOf(page);
    if (!anchors) continue; // the test above names it
    if (!anchors.has(anchor)) missing.push(`${c.file}: ${c.want}`);
  }
  assert.deepEqual([...new Set(missing)], []);
});

test('no query twice, and none that a suite has, held out or not (fitting on a held-out question would void its figure)', () => {
  const seen = new Map<string, string>();
  const twice = cases.filter((c) => seen.has(c.query.toLowerCase()) || !seen.set(c.query.toLowerCase(), c.file)).map((c) => c.query);
  assert.deepEqual(twice, []);
  const suiteQueries = fs
    .readdirSync(SUITES_DIR)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => readSuiteFile(path.join(SUITES_DIR, f)).cases.map((c) => c.query.toLowerCase()));
  assert.ok(suiteQueries.length > 1000);
  const suites = new Set(suiteQueries);
  assert.deepEqual(
    cases.filter((c) => suites.has(c.query.toLowerCase())).map((c) => c.query),
    [],
  );
});

/**
 * Runs after the production build: the engine, on the index the build wrote,
 * must put the wanted section first for at least 90% of the suite and in the
 * top 5 for all of it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {engineOfIndex, readIndexDirectory, recordsOfIndex} from '../../search/indexer/engineOfRecords';
import {evaluateRelevance} from './evaluate';
import {RELEVANCE_CASES} from './queries';

const buildDir = process.env.SITE_BUILD_DIR ?? path.join(__dirname, '../../build');
const index = readIndexDirectory(path.join(buildDir, 'search-index'));
const records = recordsOfIndex(index);
const engine = engineOfIndex(index);
const report = evaluateRelevance((query) => engine.search(query, {limit: 5}).hits.map((h) => h.record.url));

test(`the suite has at least 40 realistic queries (${RELEVANCE_CASES.length})`, () => {
  assert.ok(RELEVANCE_CASES.length >= 40);
  const kinds = new Set(RELEVANCE_CASES.map((c) => c.kind));
  assert.deepEqual([...kinds].sort(), ['identifier', 'partial', 'question', 'typo', 'word']);
});

test('every wanted section exists in the index', () => {
  const urls = new Set(records.map((r) => r.url.replace(/^\/katachi\/docs\//, '')));
  const missing = RELEVANCE_CASES.filter((c) => !urls.has(c.want)).map((c) => c.want);
  assert.deepEqual(missing, []);
});

test(`success@1 is at least 90% (${(report.at1 * 100).toFixed(1)}%)`, () => {
  const detail = report.misses.map((m) => `  ${JSON.stringify(m.query)} → rank ${m.rank ?? '>5'}; top: ${m.got.slice(0, 3).join(', ')}`).join('\n');
  assert.ok(report.at1 >= 0.9, `success@1 ${report.at1}\n${detail}`);
});

test(`success@5 is 100% (${(report.at5 * 100).toFixed(1)}%)`, () => {
  const missing = report.misses.filter((m) => m.rank === null).map((m) => `${JSON.stringify(m.query)} → ${m.got.join(', ')}`);
  assert.deepEqual(missing, []);
});

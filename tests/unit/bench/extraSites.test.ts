/** The page-speed bench's `--also=NAME=DIR` (tools/bench/pages/extraSites.ts): option parsing, missing routes, the table. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {comparisonTable, missingRoutes, parseAlso} from '../../../tools/bench/pages/extraSites';
import type {PageFigures} from '../../../tools/bench/pages/lighthouse';
import {tempTree} from '../../support/tempTree';

const BASE = '/katachi/';
const site = tempTree('extra-site-', {'index.html': 'home', 'docs/FAQ.html': 'faq'});
const notASite = fs.mkdtempSync(path.join(os.tmpdir(), 'extra-empty-'));

test('--also=NAME=DIR gives named sites, relative folders resolved, other options ignored', () => {
  assert.deepEqual(parseAlso(['--runs=3', `--also=original=${site}`], BASE), [{name: 'original', dir: site}]);
  assert.deepEqual(parseAlso([`--also=old=${path.basename(site)}`], BASE, path.dirname(site)), [{name: 'old', dir: site}]);
  assert.deepEqual(parseAlso(['--reuse-build'], BASE), []);
  assert.deepEqual(
    parseAlso([`--also=a=${site}`, `--also=b=${site}`], BASE).map((s) => s.name),
    ['a', 'b'],
  );
});

test('a malformed, reserved, repeated or unbuilt --also is refused with a message naming it', () => {
  const refused = (args: string[], pattern: RegExp) => assert.throws(() => parseAlso(args, BASE), pattern);
  refused(['--also'], /--also: expected --also=NAME=DIR/);
  refused([`--also=${site}`], /expected --also=NAME=DIR/);
  refused(['--also=original='], /expected --also=NAME=DIR/);
  refused([`--also=ours=${site}`], /"ours" is one of the bench's own sites/);
  refused([`--also=baseline=${site}`], /"baseline" is one of the bench's own sites/);
  refused([`--also=x=${site}`, `--also=x=${site}`], /"x" is given twice/);
  refused([`--also=x=${path.join(site, 'nope')}`], /no directory .*nope \(build the site first\)/);
  refused([`--also=x=${notASite}`], /has no index\.html/);
});

test('routes the extra site has no page for are listed, in order', () => {
  assert.deepEqual(missingRoutes(site, ['/katachi/', '/katachi/docs/FAQ', '/katachi/docs/Hashes', '/katachi/search'], BASE), [
    '/katachi/docs/Hashes',
    '/katachi/search',
  ]);
});

const figures = (score: number, tbtMs: number): PageFigures => ({
  score,
  tbtMs,
  lcpMs: 2000,
  fcpMs: 1000,
  mainThreadMs: tbtMs * 4,
  bytes: 100 * 1024,
  benchmarkIndex: 1500,
});

test('the table gives ratios ours ÷ the site, the goal per route, and "missing" where the site has no page', () => {
  const lines = comparisonTable(
    'original',
    [
      {
        route: '/katachi/',
        ours: [figures(96, 100), figures(90, 300), figures(94, 200)],
        other: [figures(93, 400), figures(95, 400), figures(99, 400)],
      },
      {route: '/katachi/docs/FAQ', ours: [figures(80, 800)], other: [figures(90, 400)]},
      {route: '/katachi/search', ours: [figures(97, 50)], other: 'missing'},
    ],
    BASE,
  ).split('\n');
  assert.equal(lines.length, 5);
  const cells = (line: string) =>
    line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
  assert.deepEqual(cells(lines[0]).slice(0, 6), ['route', 'score', 'original', 'TBT', 'original', 'ours ÷']);
  // Medians: ours score 94, TBT 200 ms, main thread 800 ms; original 95, 400 ms, 1,600 ms.
  assert.deepEqual(cells(lines[2]), [
    '/',
    '94',
    '95',
    '200 ms',
    '400 ms',
    '×0.50',
    '800 ms',
    '1,600 ms',
    '×0.50',
    '2,000 ms',
    '2,000 ms',
    '×1.00',
    '1,000 ms',
    '1,000 ms',
    '×1.00',
    '100 kB',
    '100 kB',
    '×1.00',
    'MISS',
  ]);
  assert.deepEqual(cells(lines[3]).slice(0, 6), ['/docs/FAQ', '80', '90', '800 ms', '400 ms', '×2.00']);
  assert.equal(cells(lines[3]).at(-1), 'MISS');
  assert.deepEqual(cells(lines[4]), ['/search', '97', ...Array(17).fill('missing')]);
});

test('the goal is met when ours scores at least as high with no more blocking time', () => {
  const goal = (ours: PageFigures, other: PageFigures) =>
    comparisonTable('o', [{route: '/katachi/', ours: [ours], other: [other]}], BASE)
      .split('\n')[2]
      .split('|')
      .at(-2)!
      .trim();
  assert.equal(goal(figures(95, 300), figures(95, 300)), 'PASS');
  assert.equal(goal(figures(96, 301), figures(95, 300)), 'MISS');
  assert.equal(goal(figures(94, 100), figures(95, 300)), 'MISS');
});

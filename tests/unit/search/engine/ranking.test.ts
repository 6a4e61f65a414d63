import {test} from 'node:test';
import assert from 'node:assert/strict';
import {QUALITY_ORDER, type WordMatch} from '../../../../plugins/search/client/rank';
import {createCandidateScorer, orderSections, pageRankLookup, type ScoredCandidates} from '../../../../plugins/search/client/engine/ranking';
import type {Matched} from '../../../../plugins/search/client/engine/sectionMatches';
import {MAX_QUERY_WORDS} from '../../../../plugins/search/client/engine/queryPlan';
import {matchedOf} from './matched.fixture';

const EXACT = QUALITY_ORDER.exact + 1;
const TYPO = QUALITY_ORDER.typo + 1;
const BODY = 6;
const TITLE = 0;
/** A word found as typed in the body, and a word not found: [quality, field] per word. */
const IN_BODY: [number, number] = [EXACT, BODY];
const ABSENT: [number, number] = [0, 0];

/** Candidates with the given per-section criteria (sections 0..n-1), for ordering alone. */
function candidatesOf(rows: Array<{coarse?: number; attribute?: number; pageRank?: number; proximity?: number; score?: number}>): ScoredCandidates {
  return {
    sections: rows.map((_, i) => i),
    firstLevel: 0,
    coarse: rows.map((r) => r.coarse ?? 0),
    attributes: rows.map((r) => r.attribute ?? 0),
    score: rows.map((r) => r.score ?? 0),
    bucketSizes: rows.reduce((sizes, r) => sizes.set(r.coarse ?? 0, (sizes.get(r.coarse ?? 0) ?? 0) + 1), new Map<number, number>()),
    pageRankOf: (section) => rows[section].pageRank ?? 0,
    proximityOf: (section) => rows[section].proximity ?? 0,
    requirePositions: () => {},
    rankKeyOf: () => {
      throw new Error('not needed for ordering');
    },
  };
}

test('page ranks come from the manifest ranges of sections; 0 elsewhere', () => {
  const pageRankOf = pageRankLookup([
    [0, 2, -1],
    [5, 5, 3],
  ]);
  assert.deepEqual([0, 2, 3, 5, 6].map(pageRankOf), [-1, -1, 0, 3, 0]);
});

test('criteria are compared one after another: coarse, place, page rank, proximity, score, reading order', () => {
  const candidates = candidatesOf([
    {coarse: 1, score: 100}, // 0: worst coarse, despite its score
    {attribute: 5}, // 1: lower place
    {attribute: 2, pageRank: -1}, // 2: demoted page
    {attribute: 2, proximity: 4, score: 9}, // 3: words far apart
    {attribute: 2, score: 1}, // 4
    {attribute: 2, score: 3}, // 5
    {attribute: 2, score: 1}, // 6: ties with 4, later in reading order
  ]);
  assert.deepEqual(orderSections(candidates, 7, 0), [5, 4, 6, 3, 2, 1, 0]);
});

test('a page is [offset, want) of the same order', () => {
  const candidates = candidatesOf(Array.from({length: 30}, (_, i) => ({coarse: i % 3, score: i})));
  const all = orderSections(candidates, 30, 0);
  assert.deepEqual(orderSections(candidates, 10, 5), all.slice(5, 10));
  assert.deepEqual(orderSections(candidates, 0, 0), []);
});

test('sections in coarse buckets below the page are never ranked, and the page is unchanged by them', () => {
  const rows = Array.from({length: 500}, (_, i) => ({coarse: i < 3 ? 0 : 1 + (i % 4), score: i % 7}));
  const candidates = candidatesOf(rows);
  const proximityRead = new Set<number>();
  const counting = {...candidates, proximityOf: (section: number) => (proximityRead.add(section), section % 2)};
  assert.deepEqual(orderSections(counting, 3, 0), [2, 0, 1], 'by proximity, then score');
  assert.deepEqual([...proximityRead].sort(), [0, 1, 2], 'only the first bucket was compared by proximity');
});

/** Scores a hand-made Matched; wordMatchesOf says where each word is (for proximity and rank keys). */
function score(matched: Matched, optional: boolean[], pageRanks: Array<[number, number, number]> = [], withoutLongShots = false) {
  const wordMatchesOf = (m: Matched, section: number): (WordMatch | null)[] =>
    m.words.map((_, w) =>
      m.wordQuality[section * MAX_QUERY_WORDS + w] ? {quality: 'exact', fieldRank: BODY, positions: [w * (section + 1)], plainWord: true} : null,
    );
  return createCandidateScorer(8, pageRankLookup(pageRanks), wordMatchesOf, {positionsFilesFor: () => [], require: () => {}})(
    matched,
    optional,
    withoutLongShots,
  );
}

test('sections lacking words are kept only while too few have every word (relaxing)', () => {
  const few = matchedOf(['hash', 'key'], {
    0: {words: [IN_BODY, ABSENT]},
    1: {words: [IN_BODY, IN_BODY]},
  });
  const scored = score(few, [false, false]);
  assert.equal(scored.firstLevel, 0);
  assert.deepEqual(scored.sections, [0, 1], 'one full match is too few: those lacking a word are added');
  assert.ok(scored.coarse[1] < scored.coarse[0]);

  const enough = matchedOf(['hash', 'key'], {
    0: {words: [IN_BODY, ABSENT]},
    1: {words: [IN_BODY, IN_BODY]},
    2: {words: [IN_BODY, IN_BODY]},
    3: {words: [IN_BODY, IN_BODY]},
    4: {words: [IN_BODY, IN_BODY]},
    5: {words: [IN_BODY, IN_BODY]},
  });
  assert.deepEqual(score(enough, [false, false]).sections, [1, 2, 3, 4, 5]);
});

test('among sections lacking as many words, those lacking the commoner word come first', () => {
  // "key" is in three sections, "xylophone" in one: lacking "key" costs less.
  const matched = matchedOf(['xylophone', 'key'], {
    0: {words: [ABSENT, IN_BODY]},
    1: {words: [ABSENT, IN_BODY]},
    2: {words: [IN_BODY, ABSENT]},
    3: {words: [ABSENT, IN_BODY]},
  });
  const scored = score(matched, [false, false]);
  assert.equal(scored.firstLevel, 1);
  assert.ok(scored.coarse[0] > scored.coarse[2]);
});

test('an optional word missing is not relaxing, but ranks the section after one that has it', () => {
  const matched = matchedOf(['check', 'key'], {
    0: {words: [ABSENT, IN_BODY]},
    1: {words: [IN_BODY, IN_BODY]},
  });
  const scored = score(matched, [true, false]);
  assert.equal(scored.firstLevel, 0);
  assert.equal(scored.coarse[0], scored.coarse[1], 'same level, nothing counted missing');
  assert.ok(scored.attributes[1] < scored.attributes[0]);
  assert.equal(scored.rankKeyOf(0).level, 0);
});

test('a typo or an approximate match costs a coarse step; a title place beats a body one', () => {
  const matched = matchedOf(['shape'], {
    0: {words: [[EXACT, BODY]]},
    1: {words: [[TYPO, BODY]]},
    2: {words: [[QUALITY_ORDER.prefix + 1, BODY]]},
    3: {words: [[EXACT, TITLE]]},
  });
  const scored = score(matched, [false]);
  assert.ok(scored.coarse[0] < scored.coarse[2] && scored.coarse[2] < scored.coarse[1], 'exact, then approximate, then typo');
  assert.equal(scored.coarse[3], scored.coarse[0]);
  assert.ok(scored.attributes[3] < scored.attributes[0]);
  assert.deepEqual(orderSections(scored, 4, 0), [3, 0, 2, 1]);
});

test("a shown hit's rank key reports the same criteria", () => {
  const matched = matchedOf(['hash', 'key'], {
    2: {
      words: [IN_BODY, IN_BODY],
      score: 4,
    },
  });
  const key = score(matched, [false, false], [[0, 9, -2]]).rankKeyOf(2);
  assert.deepEqual(key, {level: 0, matchedWords: 2, typos: 0, approximate: 0, proximity: 2, attribute: 12, pageRank: -2, score: 4, position: 2});
});

test('without long shots, a section lacking a word and having the others only as typos is left out, and only such a section', () => {
  const IN_BODY_AS_TYPO: [number, number] = [TYPO, BODY];
  // "chocolate cake recipe": "cake" read as "case" is the only word anything has.
  const matched = matchedOf(['chocolate', 'cake', 'recipe'], {
    0: {words: [ABSENT, IN_BODY_AS_TYPO, ABSENT]}, // a long shot
    1: {words: [ABSENT, IN_BODY_AS_TYPO, IN_BODY_AS_TYPO]}, // a long shot too: every word it has is a typo
    2: {words: [ABSENT, IN_BODY, ABSENT]}, // a word as typed: kept
    3: {words: [ABSENT, IN_BODY_AS_TYPO, IN_BODY]}, // one word as typed: kept
  });
  assert.deepEqual(score(matched, [false, false, false]).sections, [0, 1, 2, 3], 'kept unless asked');
  const scored = score(matched, [false, false, false], [], true);
  assert.deepEqual(scored.sections, [2, 3]);
  assert.equal(scored.firstLevel, 1);
  assert.deepEqual(orderSections(scored, 5, 0), [3, 2]);

  // Every word there, each as a typo: not a long shot (typo tolerance as usual).
  const complete = matchedOf(['nulable', 'strng'], {0: {words: [IN_BODY_AS_TYPO, IN_BODY_AS_TYPO]}});
  assert.deepEqual(score(complete, [false, false], [], true).sections, [0]);
  // An optional word missing does not make a long shot.
  const optional = matchedOf(['the', 'strng'], {0: {words: [ABSENT, IN_BODY_AS_TYPO]}});
  assert.deepEqual(score(optional, [true, false], [], true).sections, [0]);
});

import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {RankKey} from '../../../../plugins/search/client/rank';
import {noResult, resultOf} from '../../../../plugins/search/client/engine/results';
import type {ScoredCandidates} from '../../../../plugins/search/client/engine/ranking';
import type {Matched} from '../../../../plugins/search/client/engine/sectionMatches';
import {MAX_QUERY_WORDS} from '../../../../plugins/search/client/engine/queryPlan';
import {record} from '../records.fixture';
import {matchedOf} from './matched.fixture';

const HEADING = 1;
const BODY = 6;

/** Candidates as ranking.ts leaves them: only what the result reads. */
const candidatesOf = (matched: Matched, sections: number[], firstLevel: number): ScoredCandidates =>
  ({
    sections,
    firstLevel,
    rankKeyOf: (section: number) =>
      ({matchedWords: matched.words.filter((_, w) => matched.wordQuality[section * MAX_QUERY_WORDS + w] !== 0).length}) as RankKey,
  }) as ScoredCandidates;
const sources = {
  recordOf: (section: number) => record(`Page${section}`, 'Docs', `Page ${section}`, null, 1, `text of ${section}`),
  termsOf: (_: Matched, section: number) => [`term${section}`],
};

test('an empty query has no hits and no words', () => {
  assert.deepEqual(noResult(), {hits: [], total: 0, words: [], droppedWords: []});
  assert.notEqual(noResult(), noResult(), 'a fresh result each time');
});

test('hits carry their record, rank, terms, heading match and the words they lack', () => {
  const matched = matchedOf(['check', 'hash', 'key'], {
    0: {
      words: [
        [1, BODY],
        [1, BODY],
        [1, BODY],
      ],
      score: 3,
      bestField: HEADING,
    },
    1: {
      words: [
        [0, 0],
        [1, BODY],
        [0, 0],
      ],
      score: 2,
      bestField: BODY,
    },
  });
  const candidates = candidatesOf(matched, [0, 1], 0);
  const result = resultOf({matched, candidates, optional: [true, false, false], sections: [0, 1], offset: 0}, sources);
  assert.equal(result.total, 2);
  assert.deepEqual(
    result.hits.map((h) => [h.record.url, h.position, h.score, h.terms, h.headingMatched, h.allWordsMatched, h.missingWords]),
    [
      ['/katachi/docs/Page0', 0, 3, ['term0'], true, true, []],
      ['/katachi/docs/Page1', 1, 2, ['term1'], false, false, ['key']],
    ],
    'an optional word is never listed as missing',
  );
  assert.deepEqual([result.words, result.droppedWords], [['check', 'hash', 'key'], []]);
});

test('a relaxed query reports the words its first hit was found with, and those dropped', () => {
  const matched = matchedOf(['hash', 'xylophone'], {
    3: {
      words: [
        [1, BODY],
        [0, 0],
      ],
    },
    4: {
      words: [
        [1, BODY],
        [0, 0],
      ],
    },
  });
  const relaxed = {matched, candidates: candidatesOf(matched, [3, 4], 1), optional: [false, false], sections: [3, 4]};
  const first = resultOf({...relaxed, offset: 0}, sources);
  assert.deepEqual([first.words, first.droppedWords], [['hash'], ['xylophone']]);
  // A later page does not repeat the notice.
  const later = resultOf({...relaxed, sections: [4], offset: 1}, sources);
  assert.deepEqual([later.words, later.droppedWords], [['hash', 'xylophone'], []]);
  // Past the last hit: nothing to say which words were dropped.
  const none = resultOf({...relaxed, sections: [], offset: 0}, sources);
  assert.deepEqual([none.hits, none.total, none.droppedWords], [[], 2, []]);
});

/** A Matched written by hand: per section, per query word, [QUALITY_ORDER + 1 (0: absent), field rank]. */
import type {PlannedWord} from '../../../../plugins/search/client/engine/queryPlan';
import {MAX_QUERY_WORDS} from '../../../../plugins/search/client/engine/queryPlan';
import type {Matched} from '../../../../plugins/search/client/engine/sectionMatches';

const plannedWord = (typed: string): PlannedWord => ({typed, whole: [typed], tail: null, prefix: false, typos: 0, synonyms: [], splits: []});

export function matchedOf(
  typed: string[],
  perSection: Record<number, {words: Array<[number, number]>; score?: number; bestField?: number}>,
): Matched {
  const sectionCount = Math.max(...Object.keys(perSection).map(Number)) + 1;
  const matched: Matched = {
    words: typed.map(plannedWord),
    matches: typed.map(() => []),
    sections: Object.keys(perSection).map(Number),
    score: new Float64Array(sectionCount),
    bestField: new Uint8Array(sectionCount).fill(7),
    wordQuality: new Uint8Array(sectionCount * MAX_QUERY_WORDS),
    wordPlace: new Uint8Array(sectionCount * MAX_QUERY_WORDS),
    positionsLater: false,
  };
  for (const [section, {words, score = 1, bestField = 6}] of Object.entries(perSection).map(([s, v]) => [Number(s), v] as const)) {
    matched.score[section] = score;
    matched.bestField[section] = bestField;
    words.forEach(([quality, place], w) => {
      matched.wordQuality[section * MAX_QUERY_WORDS + w] = quality;
      matched.wordPlace[section * MAX_QUERY_WORDS + w] = place;
    });
  }
  return matched;
}

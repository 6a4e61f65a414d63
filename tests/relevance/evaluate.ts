/** Scores a search function on the relevance suite: success@1 and success@5. */
import {RELEVANCE_CASES, type RelevanceCase} from './queries';

export type RelevanceReport = {
  cases: number;
  at1: number;
  at5: number;
  misses: Array<RelevanceCase & {rank: number | null; got: string[]}>;
};

const DOCS_PREFIX = /^\/katachi\/docs\//;

export function evaluateRelevance(search: (query: string) => string[]): RelevanceReport {
  let at1 = 0;
  let at5 = 0;
  const misses: RelevanceReport['misses'] = [];
  for (const testCase of RELEVANCE_CASES) {
    const got = search(testCase.query).slice(0, 5).map((url) => url.replace(DOCS_PREFIX, ''));
    const index = got.indexOf(testCase.want);
    if (index === 0) at1 += 1;
    if (index >= 0) at5 += 1;
    if (index !== 0) misses.push({...testCase, rank: index >= 0 ? index + 1 : null, got});
  }
  return {cases: RELEVANCE_CASES.length, at1: at1 / RELEVANCE_CASES.length, at5: at5 / RELEVANCE_CASES.length, misses};
}

/** Scores a search function on a relevance suite: success@1 and success@5. */
import {RELEVANCE_CASES} from './suites';

export type EvaluatedCase = {query: string; want: string; kind: string};

export type RelevanceReport<T extends EvaluatedCase = EvaluatedCase> = {
  cases: number;
  at1: number;
  at5: number;
  misses: Array<T & {rank: number | null; got: string[]}>;
};

const DOCS_PREFIX = /^\/katachi\/docs\//;

/**
 * A section's address after /katachi/docs/, in one spelling: a folder's index
 * page is `Contributing` whether written `Contributing/` or `Contributing`.
 */
export function sectionKey(url: string): string {
  return url.replace(DOCS_PREFIX, '').replace(/\/(?=#|$)/, '');
}

export function evaluateRelevance<T extends EvaluatedCase>(
  search: (query: string) => string[],
  cases: readonly T[] = RELEVANCE_CASES as unknown as T[],
): RelevanceReport<T> {
  let at1 = 0;
  let at5 = 0;
  const misses: RelevanceReport<T>['misses'] = [];
  for (const testCase of cases) {
    const got = search(testCase.query).slice(0, 5).map(sectionKey);
    const index = got.indexOf(sectionKey(testCase.want));
    if (index === 0) at1 += 1;
    if (index >= 0) at5 += 1;
    if (index !== 0) misses.push({...testCase, rank: index >= 0 ? index + 1 : null, got});
  }
  return {cases: cases.length, at1: at1 / cases.length, at5: at5 / cases.length, misses};
}

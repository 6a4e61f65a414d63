/**
 * Candidate sections for a question: what to search for, and how the ranked
 * lists of those searches become one list.
 *
 * A question in a reader's words often has no section containing all of its
 * words ("why does my test fail when the parsed json has string keys"). The
 * engine relaxes such a query itself, but by dropping its most common words,
 * which are not always the least important. So the whole question, each pair
 * of neighbouring subject words ("string keys") and each subject word are
 * searched alone, and their ranks fused (reciprocal rank fusion, as hybrid
 * search engines merge lists): a section near the top of several lists wins.
 */
import type {EngineHit} from '../../search/client/engine';
import type {SearchRecord} from '../../search/shared/record';
import {isStopWord} from '../../search/shared/stopWords';

export type CandidateQuery = {query: string; weight: number; limit: number};
export type Ranking = {weight: number; hits: readonly EngineHit[]};
export type Candidate = {
  record: SearchRecord;
  score: number;
  /** The index terms the searches matched in it (for excerpt.ts). */
  terms: Set<string>;
};

/**
 * Weights of each search's ranking, tuned on the tuning half of the question
 * suite and the first suite only (`npm run measure:answers -- --tuning`). Measured
 * and left out: every pair of words instead of neighbours (no change, more
 * searches); a share of its page's score added to each section (one fewer found).
 */
export const FUSION = {
  whole: 2,
  pair: 1,
  word: 1,
  /** Reciprocal rank constant: a hit at rank r (0-based) scores weight / (r + K). */
  k: 3,
  /** The whole question's first hits come first whatever the fusion says: all its words, ranked by the engine. */
  pinned: 3,
  /** Hits asked of each search. */
  limit: 20,
  /** Page expansion: the pages (at most this many) with several sections among the first `expandTop` candidates... */
  expandPages: 1,
  expandTop: 6,
  /** ...have their other sections searched (by the page's title) and fused with this weight. */
  expandWeight: 1,
};

// Words that carry no subject in a question, beyond those the engine itself
// ignores in queries (isStopWord, plugins/search/shared/queryWords.ts, applied beside
// this list): searched alone they would match everything.
const QUESTION_WORDS = new Set(['but', 'no', 'their', 'these', 'up', 'us', 'katachi']);

/** The subject words of a question, in order, each once. */
export function subjectWords(question: string): string[] {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}_:$.=?!]+/u)
    .map((w) => w.replace(/^[.=?!]+|(?<![?.!])[?.!]+$/g, ''))
    .filter((w) => w.length >= 2 && !QUESTION_WORDS.has(w) && !isStopWord(w));
  return [...new Set(words)];
}

/** The searches made for a question: the question, then its word pairs, then its words. */
export function candidateQueries(question: string): CandidateQuery[] {
  const words = subjectWords(question);
  const queries: CandidateQuery[] = [{query: question, weight: FUSION.whole, limit: FUSION.limit}];
  const seen = new Set([question.trim().toLowerCase()]);
  const add = (query: string, weight: number) => {
    if (weight <= 0 || seen.has(query)) return;
    seen.add(query);
    queries.push({query, weight, limit: FUSION.limit});
  };
  if (words.length > 2) for (let i = 0; i + 1 < words.length; i += 1) add(`${words[i]} ${words[i + 1]}`, FUSION.pair);
  if (words.length > 1) for (const word of words) add(word, FUSION.word);
  return queries;
}

/**
 * One list, best first: the first `pinned` hits of the first ranking (the
 * whole question), then every other hit by its fused score.
 */
export function fuseRankings(rankings: readonly Ranking[]): Candidate[] {
  const byUrl = new Map<string, Candidate>();
  for (const {weight, hits} of rankings) {
    hits.forEach((hit, rank) => {
      const url = hit.record.url;
      let candidate = byUrl.get(url);
      if (!candidate) byUrl.set(url, (candidate = {record: hit.record, score: 0, terms: new Set()}));
      candidate.score += weight / (rank + FUSION.k);
      hit.terms.forEach((term) => candidate.terms.add(term));
    });
  }
  const pinned = (rankings[0]?.hits ?? []).slice(0, FUSION.pinned).map((hit) => byUrl.get(hit.record.url)!);
  const rest = [...byUrl.values()].filter((c) => !pinned.includes(c)).sort((a, b) => b.score - a.score);
  return [...pinned, ...rest];
}

/**
 * Page expansion: a page with several sections among the first candidates is
 * probably what the question is about, and its other sections may answer it
 * in words the question does not use ("who do I contact about harassment":
 * the Code of Conduct's "Reporting a problem"). Its title is searched, and
 * the hits on that page fused as one more ranking.
 */
export function pagesToExpand(fused: readonly Candidate[]): Array<{page: string; title: string}> {
  if (FUSION.expandPages <= 0) return [];
  const counts = new Map<string, {title: string; count: number}>();
  for (const c of fused.slice(0, FUSION.expandTop)) {
    const page = c.record.url_without_anchor;
    const entry = counts.get(page) ?? {title: c.record.hierarchy.lvl1, count: 0};
    entry.count += 1;
    counts.set(page, entry);
  }
  return [...counts]
    .filter(([, e]) => e.count >= 2)
    .slice(0, FUSION.expandPages)
    .map(([page, e]) => ({page, title: e.title}));
}

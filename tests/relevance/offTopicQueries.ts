/**
 * The off-topic query files (off-topic.json and off-topic-2.json, which offTopic.test.ts checks;
 * off-topic-tuning.json, which tools/relevance/fitCosineBars.ts fits on) and what is counted
 * against them, so the test and the tools (fitCosineBars.ts, lookAlikes.ts) count the same thing.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {FusedResult} from '../../plugins/search/client/fusedEngine';

export type OffTopicQueries = {
  label: string;
  /** In the checked sets only: the measured figures the test holds. */
  floors?: {noResults: number; typoOnlyShown: number; lookAlikesSuggested: number; cases: number};
  cases: Array<{query: string; kind: 'unrelated' | 'other-tech'}>;
};

/** Reads `file` from tests/relevance/. */
export const readOffTopicQueries = (file: string): OffTopicQueries =>
  JSON.parse(fs.readFileSync(path.join(__dirname, file), 'utf8')) as OffTopicQueries;

/** A word hit whose matched words are all typos of the query's: "cake" read as "case". */
export const showsTypoOnlyWordHit = (hits: FusedResult['hits']): boolean =>
  hits.some((hit) => !hit.byMeaning && hit.rank.typos === hit.rank.matchedWords);

/** The suggestions beyond the site's topics (the manifest's `topics`): look-alikes of the query's words. */
export const lookAlikesAmong = (suggestions: readonly string[], topics: ReadonlySet<string>): string[] =>
  suggestions.filter((suggestion) => !topics.has(suggestion));

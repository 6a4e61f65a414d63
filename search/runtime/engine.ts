/**
 * The search engine: records in, ranked hits out. Pure (no DOM, no fetch), so
 * it runs the same in the browser, in a worker, in unit tests and benchmarks.
 *
 * MiniSearch (lucaong/minisearch) does the inverted index, BM25 scoring,
 * prefix and fuzzy matching; we supply the code-aware tokeniser and the query
 * plan: every word must match (AND) before hits that match only some (OR).
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {indexTermsOfWord, meaningfulQueryWords, queryAlternativesOfWord, wordSpans} from '../shared/tokenize';
import {suggestQueries, vocabularyOf, type Vocabulary} from './suggest';
import {recordDepth, recordHeading, type SearchRecord} from '../shared/record';

type IndexedFields = {id: number; title: string; heading2: string; heading3: string; heading4: string; content: string; context: string};

/** Field weights: page title > h2 > h3 > deeper headings > body > surrounding headings. */
const FIELD_BOOST = {title: 8, heading2: 5, heading3: 3, heading4: 2, content: 1, context: 0.3};
const MAX_QUERY_WORDS = 12;
export const MAX_QUERY_LENGTH = 512;

export type EngineHit = {
  record: SearchRecord;
  /** Index position: the documented tie-break (reading order of the site). */
  position: number;
  score: number;
  /** Document terms that matched, for highlighting. */
  terms: string[];
  /** True when some matched term is in the record's own heading (else body only). */
  headingMatched: boolean;
  allWordsMatched: boolean;
};

export type EngineResult = {hits: EngineHit[]; total: number};

export type SearchEngine = {
  search(query: string, options?: {limit?: number; offset?: number}): EngineResult;
  /** Up to `limit` queries that do have results, close in spelling to one that has none. */
  suggest(query: string, limit?: number): string[];
  readonly size: number;
};

function fieldsOf(record: SearchRecord, position: number): IndexedFields {
  const depth = recordDepth(record);
  const own = record.type === 'content' ? '' : recordHeading(record);
  const h = record.hierarchy;
  const ancestors = [h.lvl0, depth > 1 ? h.lvl1 : '', depth > 2 ? h.lvl2 : '', depth > 3 ? h.lvl3 : '']
    .filter(Boolean)
    .join(' ');
  return {
    id: position,
    title: depth === 1 ? own : '',
    heading2: depth === 2 ? own : '',
    heading3: depth === 3 ? own : '',
    heading4: depth >= 4 ? own : '',
    content: record.content ?? '',
    context: ancestors,
  };
}

const tokenize = (text: string) => wordSpans(text).map((span) => span.word);
const HEADING_FIELDS = new Set(['title', 'heading2', 'heading3', 'heading4']);

/** 1 typo from 4 characters, 2 from 8 (counting characters of the typed word). */
export function typoBudget(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

export function createEngine(records: SearchRecord[]): SearchEngine {
  const index = new MiniSearch<IndexedFields>({
    fields: ['title', 'heading2', 'heading3', 'heading4', 'content', 'context'],
    storeFields: [],
    tokenize,
    processTerm: (word) => indexTermsOfWord(word),
    searchOptions: {
      // Query words are expanded by the plan below, not by MiniSearch.
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      weights: {fuzzy: 0.3, prefix: 0.5},
    },
  });
  index.addAll(records.map(fieldsOf));

  const planOf = (query: string): {words: string[]; plan: (combineWith: 'AND' | 'OR') => Query} | null => {
    const words = meaningfulQueryWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    // The last word is probably still being typed: let it match as a prefix.
    const typingLastWord = !/\s$/.test(query);
    const wordQueries = words.map((word, i) => ({
      combineWith: 'OR' as const,
      queries: queryAlternativesOfWord(word),
      prefix: typingLastWord && i === words.length - 1,
      fuzzy: (term: string) => typoBudget(term),
      maxFuzzy: 2,
    }));
    return {words, plan: (combineWith) => ({combineWith, queries: wordQueries})};
  };

  const toHit = (result: SearchResult, allWordsMatched: boolean): EngineHit => {
    const position = result.id as number;
    const headingMatched = Object.values(result.match).some((fields) => fields.some((f) => HEADING_FIELDS.has(f)));
    return {record: records[position], position, score: result.score, terms: result.terms, headingMatched, allWordsMatched};
  };

  const byScoreThenPosition = (a: EngineHit, b: EngineHit) => b.score - a.score || a.position - b.position;

  // Built on the first query with no results, never before.
  let vocabulary: Vocabulary | null = null;

  const searchAll = (query: string): EngineHit[] => {
    const planned = planOf(query);
    if (!planned) return [];
    const all = index.search(planned.plan('AND')).map((r) => toHit(r, true)).sort(byScoreThenPosition);
    if (planned.words.length > 1) {
      // Hits with only some of the words come after every hit with all of them.
      const seen = new Set(all.map((h) => h.position));
      const some = index
        .search(planned.plan('OR'))
        .filter((r) => !seen.has(r.id as number))
        .map((r) => toHit(r, false))
        .sort(byScoreThenPosition);
      all.push(...some);
    }
    return all;
  };

  return {
    size: records.length,
    search(query, {limit = 20, offset = 0} = {}) {
      const all = searchAll(query);
      return {hits: all.slice(offset, offset + limit), total: all.length};
    },
    suggest(query, limit = 3) {
      const words = meaningfulQueryWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
      if (words.length === 0) return [];
      vocabulary ??= vocabularyOf(records);
      const topics = [...new Set(records.map((r) => r.hierarchy.lvl0))];
      return suggestQueries(words, vocabulary, (candidate) => searchAll(candidate).length > 0, topics, limit);
    },
  };
}

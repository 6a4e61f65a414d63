/**
 * The search engine: records in, ranked hits out. Pure (no DOM, no fetch), so
 * it runs the same in the browser, in a worker, in unit tests and benchmarks.
 *
 * MiniSearch (lucaong/minisearch) does the inverted index, BM25 scoring,
 * prefix and fuzzy matching; we supply the code-aware tokeniser, the query
 * plan (every word must match (AND) before hits that match only some (OR))
 * and the ranking criteria in rank.ts.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {indexTermsOfWord, meaningfulQueryWords, queryAlternativesOfWord, queryTailOfWord, wordSpans} from '../shared/tokenize';
import {compareRankKeys, rankKeyOf, proximity, wordMatches, type PlannedWord, type RankKey} from './rank';
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
  rank: RankKey;
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
/** Proximity looks at the start of a section only: where its point is made. */
const PROXIMITY_TOKENS = 400;
const HEADING_FIELDS = new Set(['title', 'heading2', 'heading3', 'heading4']);

/** 1 typo from 4 characters, 2 from 8 (counting characters of the typed word). */
export function typoBudget(term: string): number {
  const length = [...term].length;
  return length >= 8 ? 2 : length >= 4 ? 1 : 0;
}

export function createEngine(records: SearchRecord[]): SearchEngine {
  // Words repeat a lot (code especially): expand each distinct word once.
  const termsCache = new Map<string, string[]>();
  const termsOfWord = (word: string): string[] => {
    let terms = termsCache.get(word);
    if (!terms) {
      terms = indexTermsOfWord(word);
      termsCache.set(word, terms);
    }
    return terms;
  };

  const index = new MiniSearch<IndexedFields>({
    fields: ['title', 'heading2', 'heading3', 'heading4', 'content', 'context'],
    storeFields: [],
    tokenize,
    processTerm: termsOfWord,
    searchOptions: {
      // Query words are expanded by the plan below, not by MiniSearch.
      tokenize: (text) => [text],
      processTerm: (term) => term,
      boost: FIELD_BOOST,
      weights: {fuzzy: 0.3, prefix: 0.5},
    },
  });
  index.addAll(records.map(fieldsOf));

  // Each section's tokens as term lists, made on first need (proximity).
  const tokenTermsCache = new Map<number, string[][]>();
  const tokenTermsOf = (position: number): string[][] => {
    let tokens = tokenTermsCache.get(position);
    if (!tokens) {
      const record = records[position];
      const text = `${recordHeading(record)} ${record.content ?? ''}`;
      tokens = wordSpans(text).slice(0, PROXIMITY_TOKENS).map((span) => termsOfWord(span.word));
      tokenTermsCache.set(position, tokens);
    }
    return tokens;
  };

  type Plan = {words: PlannedWord[]; query: (combineWith: 'AND' | 'OR') => Query};
  const planOf = (query: string): Plan | null => {
    const typed = meaningfulQueryWords(query.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_QUERY_WORDS);
    if (typed.length === 0) return null;
    // The last word is probably still being typed: let it match as a prefix.
    const typingLastWord = !/\s$/.test(query);
    const words: PlannedWord[] = typed.map((word, i) => ({
      whole: queryAlternativesOfWord(word),
      tail: queryTailOfWord(word),
      prefix: typingLastWord && i === typed.length - 1,
      typos: typoBudget(word),
    }));
    const wordQueries = words.map((word) => ({
      combineWith: 'OR' as const,
      queries: word.tail ? [...word.whole, word.tail] : word.whole,
      prefix: word.prefix,
      // Typos are forgiven on the word as typed, not on its stem or joined form
      // (else `hashes` → stem `hash` → one typo → `has`).
      fuzzy: (term: string) => (term === word.whole[0] ? word.typos : 0),
      maxFuzzy: 2,
    }));
    return {words, query: (combineWith) => ({combineWith, queries: wordQueries})};
  };

  const toHit = (result: SearchResult, plan: Plan): EngineHit => {
    const position = result.id as number;
    const record = records[position];
    const matches = wordMatches(plan.words, result.match);
    const rank = rankKeyOf(
      matches,
      {score: result.score, position, pageRank: record.weight?.pageRank ?? 0},
      (wordTerms) => proximity(wordTerms, tokenTermsOf(position)),
    );
    const headingMatched = Object.values(result.match).some((fields) => fields.some((f) => HEADING_FIELDS.has(f)));
    return {
      record,
      position,
      score: result.score,
      rank,
      terms: result.terms,
      headingMatched,
      allWordsMatched: rank.matchedWords === plan.words.length,
    };
  };

  // Built on the first query with no results, never before.
  let vocabulary: Vocabulary | null = null;

  const searchAll = (query: string): EngineHit[] => {
    const plan = planOf(query);
    if (!plan) return [];
    const results = index.search(plan.query(plan.words.length > 1 ? 'OR' : 'AND'));
    return results.map((result) => toHit(result, plan)).sort((a, b) => compareRankKeys(a.rank, b.rank));
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

/**
 * Retrieval for answers: the best sections of the docs for a question, found
 * with the site's own search engine and index (the modal's engine, in its
 * worker). These numbered sections are what the model is given and what the
 * answer lists as its sources: one list, best first.
 *
 * How (each step measured with `npm run measure:answers`; see
 * tools/relevance/retrievalCoverage.ts):
 *  1. candidates: the whole question, each pair of neighbouring subject words
 *     and each subject word, each searched alone (candidates.ts), their ranks
 *     fused, so a section answering a question worded unlike the docs still
 *     gets in;
 *  2. page expansion: the page with several of the first candidates has its
 *     other sections searched too (candidates.ts, pagesToExpand);
 *  3. near-identical sections are sent once;
 *  4. as many sections as fit the context budget (budget.ts), each as its
 *     text around the words the question matched when all of it does not fit
 *     (excerpt.ts).
 */
import type {EngineResult} from '../../search/client/engine';
import {recordHeading, type SearchRecord} from '../../search/shared/record';
import {charsForTokens, contextBudget, DEFAULT_CONTEXT_TOKENS, estimateTokens} from './budget';
import {candidateQueries, FUSION, fuseRankings, pagesToExpand, type Candidate} from './candidates';
import {excerpt} from './excerpt';
import {formatSection, questionMessage, SYSTEM_PROMPT} from './prompt';
import type {Section} from './section';

export type {Section} from './section';

export type SearchFn = (query: string, limit: number) => Promise<EngineResult> | EngineResult;

export type RetrievalOptions = {
  /** The model's context window in tokens (ASK_AI_CONTEXT_TOKENS). */
  contextTokens?: number;
  /** At most this many sections, however many would fit. */
  maxSections?: number;
};

/**
 * At most this many sections at the default window: more dilute a small
 * model's attention more than they add. Bigger windows (bigger models) take
 * 4 more per doubling, up to 24 (maxSectionsFor).
 */
export const MAX_SECTIONS = 12;

export function maxSectionsFor(contextTokens: number): number {
  const doublings = Math.max(0, Math.log2(contextTokens / DEFAULT_CONTEXT_TOKENS));
  return Math.min(24, Math.round(MAX_SECTIONS + 4 * doublings));
}
/** The first sections (most likely the answer) may be sent longer than the others. */
const LEADING_SECTIONS = 3;
const LEADING_TEXT_LIMIT = 1500;
const TEXT_LIMIT = 700;
/** A section cut shorter than this to fit the budget says too little to be worth its place. */
const MIN_TEXT = 160;
/** Token cost of an empty question with no sections: instructions and message framing. */
const FIXED_TOKENS = estimateTokens(SYSTEM_PROMPT + questionMessage('', []));

function pathOf(record: SearchRecord): string[] {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  const out: string[] = [];
  for (const level of levels) {
    const value = record.hierarchy[level];
    if (value) out.push(value);
    if (level === record.type) break;
  }
  return out;
}

/** The words of a text, for comparing sections (near-identical: 90% of the words shared). */
function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
}

function nearIdentical(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 8 || b.size < 8) return false;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared) >= 0.9;
}

/** Candidates best first, each section once, near-identical texts once (the better ranked kept). */
function distinct(candidates: Candidate[]): Candidate[] {
  const kept: Array<{candidate: Candidate; words: Set<string>}> = [];
  for (const candidate of candidates) {
    const words = wordSet(candidate.record.content ?? '');
    if (kept.some((k) => nearIdentical(k.words, words))) continue;
    kept.push({candidate, words});
  }
  return kept.map((k) => k.candidate);
}

/**
 * The sections sent with `question`, best first, numbered from 1: as many as
 * fit the sections' share of the context window (and at most maxSectionsFor it).
 */
export async function retrieveSections(search: SearchFn, question: string, options: RetrievalOptions = {}): Promise<Section[]> {
  const contextTokens = options.contextTokens ?? DEFAULT_CONTEXT_TOKENS;
  const maxSections = options.maxSections ?? maxSectionsFor(contextTokens);
  const budget = contextBudget(contextTokens, FIXED_TOKENS + estimateTokens(question));
  const rankings: Array<{weight: number; hits: EngineResult['hits']}> = [];
  for (const {query, weight, limit} of candidateQueries(question)) rankings.push({weight, hits: (await search(query, limit)).hits});
  let fused = fuseRankings(rankings);
  const expanded = pagesToExpand(fused);
  for (const {page, title} of expanded) {
    const hits = (await search(title, FUSION.limit)).hits.filter((hit) => hit.record.url_without_anchor === page);
    rankings.push({weight: FUSION.expandWeight, hits});
  }
  // An expanded page's ranking changes the fused scores: fuse again only then.
  if (expanded.length > 0) fused = fuseRankings(rankings);

  const sections: Section[] = [];
  let spent = 0;
  for (const candidate of distinct(fused)) {
    if (sections.length >= maxSections) break;
    const section: Section = {
      n: sections.length + 1,
      url: candidate.record.url,
      path: pathOf(candidate.record),
      title: recordHeading(candidate.record),
      text: '',
    };
    const header = estimateTokens(formatSection(section)) + 1;
    const room = charsForTokens(budget.sections - spent - header);
    const limit = Math.min(sections.length < LEADING_SECTIONS ? LEADING_TEXT_LIMIT : TEXT_LIMIT, room);
    const content = candidate.record.content ?? '';
    if (limit < Math.min(MIN_TEXT, content.length) || room <= 0) continue;
    section.text = excerpt(content, candidate.terms, limit);
    spent += estimateTokens(formatSection(section)) + 1;
    sections.push(section);
  }
  return sections;
}

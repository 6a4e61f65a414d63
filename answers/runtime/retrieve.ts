/**
 * Retrieval for answers: the best sections of the docs for a question, found
 * with the site's own search engine and index (the modal's engine, in its
 * worker). These numbered sections are what the model is given and what the
 * answer lists as its sources.
 */
import type {EngineResult} from '../../search/runtime/engine';
import {recordHeading, type SearchRecord} from '../../search/shared/record';

export type Section = {
  /** 1-based number the model cites as [n]. */
  n: number;
  url: string;
  /** Page title, then the headings down to the section's own. */
  path: string[];
  title: string;
  text: string;
};

export type SearchFn = (query: string, limit: number) => Promise<EngineResult> | EngineResult;

/** Sections sent with each question. */
export const SECTIONS_PER_QUESTION = 8;
/**
 * Characters of each section's text sent (sections are cut at 6,000 in the
 * index): 8 × 1,000 characters is about 2,000 tokens, which leaves room for
 * the conversation and the answer in a small local model's 4,096-token context.
 */
export const SECTION_TEXT_LIMIT = 1000;
const CANDIDATES = 20;

// Words that carry no subject in a question; searched alone they would match everything.
const QUESTION_WORDS = new Set(
  ('a an and are as at be but by can could did do does for from how i if in is it its me my of on or should so ' +
    'that the their them there these this to use using was what when where which who why will with would you your katachi')
    .split(' '),
);

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

function cut(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const slice = text.slice(0, limit);
  const lastSpace = slice.lastIndexOf(' ');
  return `${slice.slice(0, lastSpace > limit * 0.8 ? lastSpace : limit)} …`;
}

/** The subject words of a question, for the fallback searches. */
export function subjectWords(question: string): string[] {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}\p{N}_:$.=?!]+/u)
    .map((w) => w.replace(/[?.!]+$/, ''))
    .filter((w) => w.length >= 3 && !QUESTION_WORDS.has(w));
  return [...new Set(words)];
}

/**
 * The whole question's best 3 sections first (the engine ranks sections
 * matching all its words highest); the rest by fusing the ranks of the whole
 * question with those of each subject word searched alone, so a section that
 * answers a question worded unlike the docs still gets in. (Fusion measured
 * better than "whole question, then words" on the tuning half of the question
 * suite; see answers/build/retrievalCoverage.ts.)
 */
export async function retrieveSections(search: SearchFn, question: string, count = SECTIONS_PER_QUESTION): Promise<Section[]> {
  const records = new Map<string, SearchRecord>();
  const scores = new Map<string, number>();
  const add = (hits: EngineResult['hits'], weight: number) =>
    hits.forEach((hit, rank) => {
      records.set(hit.record.url, hit.record);
      scores.set(hit.record.url, (scores.get(hit.record.url) ?? 0) + weight / (rank + 3));
    });
  const whole = (await search(question, CANDIDATES)).hits;
  add(whole, 2);
  for (const word of subjectWords(question)) add((await search(word, CANDIDATES)).hits, 1);
  const chosen = new Map<string, SearchRecord>();
  for (const hit of whole.slice(0, 3)) chosen.set(hit.record.url, hit.record);
  for (const [url] of [...scores].sort((a, b) => b[1] - a[1])) {
    if (chosen.size >= count) break;
    if (!chosen.has(url)) chosen.set(url, records.get(url)!);
  }
  return [...chosen.values()].map((record, i) => ({
    n: i + 1,
    url: record.url,
    path: pathOf(record),
    title: recordHeading(record),
    text: cut(record.content ?? '', SECTION_TEXT_LIMIT),
  }));
}

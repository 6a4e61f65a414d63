/**
 * The fields a section is indexed under, and what they are worth: written
 * into the postings by the indexer (weights, best field) and read back by the
 * ranking (rank.ts), so both sides agree.
 */
import {recordDepth, recordHeading, type SearchRecord} from './record';
import {indexTermsOfWordCached, wordSpans} from './tokenize';

export const FIELDS = ['title', 'heading2', 'heading3', 'heading4', 'keywords', 'content', 'context'] as const;
export type Field = (typeof FIELDS)[number];

/**
 * BM25 boosts: page title > h2 > h3 > deeper headings > body > surrounding
 * headings. `keywords` (front matter on the title section, a keywords comment
 * on any section) are the words authors add for readers who do not use the
 * page's own words.
 */
export const FIELD_BOOST: Record<Field, number> = {title: 8, heading2: 5, heading3: 3, heading4: 2, keywords: 3, content: 1, context: 0.3};

/**
 * Where a word matched, for the ranking's "attribute" criterion (lower is
 * better). Keywords rank with an h2: they say what the section is about, as
 * its heading does, in the words readers use (measured on the question
 * suite's tuning half: better than below the headings, or between h2 and h3).
 */
export const FIELD_RANK: Record<Field, number> = {title: 0, heading2: 1, heading3: 2, heading4: 3, keywords: 1, context: 5, content: 6};
export const UNMATCHED_FIELD_RANK = 7;

/**
 * What a word's place is worth in the attribute criterion (rank.ts): its
 * field rank, except that a word found in the section's page title or parent
 * headings (context) counts as much as one in an h3. "code of conduct
 * report" wants the section headed "Reporting a problem" under the page
 * "Code of conduct", not the page's introduction, whose body merely mentions
 * a report (measured on the tuning halves: an h3's worth gained one query and
 * lost none; an h2's lost two). The field rank itself stays as it is, so
 * HEADING_FIELD_RANK_LIMIT still tells a section's own heading apart.
 */
export function attributeOfFieldRank(fieldRank: number): number {
  return fieldRank === FIELD_RANK.context ? FIELD_RANK.heading3 : fieldRank;
}
/** Field ranks below this are the section's own heading (or its keywords, which name it as well). */
export const HEADING_FIELD_RANK_LIMIT = FIELD_RANK.context;

/** Proximity looks at the start of a section only: where its point is made. */
const PROXIMITY_TOKENS = 400;

export function fieldsOfRecord(record: SearchRecord): Record<Field, string> {
  const depth = recordDepth(record);
  const own = record.type === 'content' ? '' : recordHeading(record);
  const h = record.hierarchy;
  const ancestors = [h.lvl0, depth > 1 ? h.lvl1 : '', depth > 2 ? h.lvl2 : '', depth > 3 ? h.lvl3 : ''].filter(Boolean).join(' ');
  return {
    title: depth === 1 ? own : '',
    heading2: depth === 2 ? own : '',
    heading3: depth === 3 ? own : '',
    heading4: depth >= 4 ? own : '',
    keywords: (record.keywords ?? []).join(' '),
    content: record.content ?? '',
    context: ancestors,
  };
}

/** The text whose word positions proximity measures: the heading, then the body. */
function proximityTextOf(record: SearchRecord): string {
  return `${recordHeading(record)} ${record.content ?? ''}`;
}

/** A term's first positions in a section, at most this many: proximity reads the closest pair. */
const MAX_POSITIONS = 4;

/** The words whose positions proximity measures: the first PROXIMITY_TOKENS of the heading, then the body. */
export function proximityWordsOf(record: SearchRecord): string[] {
  return wordSpans(proximityTextOf(record))
    .slice(0, PROXIMITY_TOKENS)
    .map(({word}) => word);
}

/** Each index term's first positions among `words` (proximityWordsOf): what the indexer stores. */
export function proximityPositionsOf(words: readonly string[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  words.forEach((word, position) => {
    for (const term of indexTermsOfWordCached(word)) {
      let list = positions.get(term);
      if (!list) positions.set(term, (list = []));
      if (list.length < MAX_POSITIONS && list.at(-1) !== position) list.push(position);
    }
  });
  return positions;
}

/**
 * One term's first positions among `words`, the same as proximityPositionsOf's: the
 * browser reads a common term's from a section's own record this way instead of
 * fetching its whole list's positions (engine/sectionMatches.ts).
 */
export function termPositionsIn(words: readonly string[], term: string): number[] {
  const positions: number[] = [];
  for (let position = 0; position < words.length && positions.length < MAX_POSITIONS; position += 1) {
    if (indexTermsOfWordCached(words[position]).includes(term)) positions.push(position);
  }
  return positions;
}

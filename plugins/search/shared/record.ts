/**
 * The one definition of a search record, shared by the build-time indexer
 * (which writes records) and the browser runtime (which reads them).
 *
 * It is the DocSearch record shape, so that the same hits can be handed to the
 * DocSearch modal unchanged and a site can move to Algolia without reshaping.
 */

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Hierarchy = {lvl0: string; lvl1: string} & Record<'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;

/** `lvlN`: the record is the heading itself; `content`: a section's body text. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type SearchRecord = {
  objectID: string;
  /** Site-relative URL including the base path and, when not lvl1, the heading anchor. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  /** Plain text the reader sees in the section (null for heading-only records). */
  content: string | null;
  /** DocSearch's ranking hint: a negative pageRank ranks a page's sections lower. */
  weight?: {pageRank: number};
  /**
   * Readers' words: front matter `keywords` on the page's title record, a
   * section's keywords comment on its own record. Indexed (fields.ts) but not
   * shipped with the displayed record (indexFormat.ts).
   */
  keywords?: string[];
};

/** Where the index files are, under the site's base URL (see indexFormat.ts). */
export const INDEX_DIRECTORY = 'search-index';

/** Build ids are creation times in base 36, so they order builds. */
export function newBuildId(now = Date.now()): string {
  return now.toString(36);
}

/** True when `candidate` comes from a build older than `expected`. */
export function isOlderBuild(candidate: string, expected: string): boolean {
  const a = parseInt(candidate, 36);
  const b = parseInt(expected, 36);
  return Number.isNaN(a) || Number.isNaN(b) ? candidate !== expected : a < b;
}

export function emptyHierarchy(lvl0: string, lvl1: string): Hierarchy {
  return {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

/** The heading a record stands for: its own level for headings, the deepest set level for content. */
export function recordHeading(record: SearchRecord): string {
  if (record.type !== 'content') return record.hierarchy[record.type] ?? '';
  for (let i = HIERARCHY_LEVELS.length - 1; i >= 1; i -= 1) {
    const value = record.hierarchy[HIERARCHY_LEVELS[i]];
    if (value) return value;
  }
  return record.hierarchy.lvl1;
}

/** Depth of the heading a record belongs to: 1 for the page title, 2 for h2 ... */
export function recordDepth(record: SearchRecord): number {
  if (record.type !== 'content') return Number(record.type.slice(3));
  for (let i = HIERARCHY_LEVELS.length - 1; i >= 1; i -= 1) {
    if (record.hierarchy[HIERARCHY_LEVELS[i]]) return i;
  }
  return 1;
}

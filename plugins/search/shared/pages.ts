/**
 * Pages and their sections: what both extractors (rendered HTML for builds,
 * MDX source for the dev server) produce, and the records made of them.
 */
import {emptyHierarchy, type Hierarchy, type RecordType, type SearchRecord} from './record';

export type PageSection = {
  /** 1 for the page title and its intro text, 2..6 for h2..h6. */
  depth: number;
  heading: string;
  /** Heading id on the page; null for the page title. */
  anchor: string | null;
  text: string;
  /** Readers' words for this section (a keywords comment under its heading; see node/sectionKeywords.ts). */
  keywords?: string[];
};

export type PageSections = {
  /** Route path including the base URL, e.g. /katachi/docs/Features/Hashes */
  path: string;
  /** Top-level group the page belongs to (sidebar category or navbar section). */
  lvl0: string;
  sections: PageSection[];
  /** DocSearch weight.pageRank of every record of the page (0 when unset). */
  pageRank?: number;
  /** Front matter `keywords`: words readers use for the page that it may not use itself. */
  keywords?: string[];
};

/** Long sections are cut: readers see snippets, and the index stays small. */
const MAX_CONTENT_LENGTH = 6000;

/** Keywords as a list: front matter gives an array, the page's meta tag a comma-separated string. */
export function splitKeywords(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list
    .filter((k): k is string => typeof k === 'string')
    .map(collapseWhitespace)
    .filter(Boolean);
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u200b]+/g, ' ').trim();
}

export function recordsOfPage(page: PageSections): SearchRecord[] {
  const title = collapseWhitespace(page.sections.find((s) => s.depth === 1)?.heading ?? '');
  const records: SearchRecord[] = [];
  // Headings above the current one, by depth, to fill the hierarchy.
  const trail: (string | null)[] = [];
  for (const section of page.sections) {
    const depth = Math.min(Math.max(section.depth, 1), 6);
    const heading = collapseWhitespace(section.heading);
    trail[depth] = heading;
    trail.length = depth + 1;
    const hierarchy: Hierarchy = emptyHierarchy(page.lvl0, title || heading);
    for (let level = 2; level <= depth; level += 1) {
      hierarchy[`lvl${level}` as 'lvl2'] = trail[level] ?? null;
    }
    const text = collapseWhitespace(section.text).slice(0, MAX_CONTENT_LENGTH);
    const url = section.anchor ? `${page.path}#${section.anchor}` : page.path;
    records.push({
      objectID: url,
      url,
      url_without_anchor: page.path,
      anchor: section.anchor,
      type: `lvl${depth}` as RecordType,
      hierarchy,
      content: text || null,
      ...(page.pageRank ? {weight: {pageRank: page.pageRank}} : {}),
      ...keywordsOfSection(page, section, depth),
    });
  }
  return records;
}

/** Front matter keywords go on the page's title record; a section's own keywords on its record. */
function keywordsOfSection(page: PageSections, section: PageSection, depth: number): {keywords?: string[]} {
  const keywords = [...(depth === 1 ? (page.keywords ?? []) : []), ...(section.keywords ?? [])];
  return keywords.length > 0 ? {keywords} : {};
}

/**
 * The page rank for a route: the longest matching prefix of `ranks` (paths under the base
 * URL). A folder's prefix (`docs/Contributing/`) takes in the folder's own index page, which
 * `trailingSlash: false` routes as `docs/Contributing`.
 */
export function pageRankOf(routePath: string, baseUrl: string, ranks: Record<string, number> | undefined): number {
  const relative = `${(routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath.replace(/^\//, '')).replace(/\/$/, '')}/`;
  let best = '';
  for (const prefix of Object.keys(ranks ?? {})) {
    if (relative.startsWith(prefix) && prefix.length > best.length) best = prefix;
  }
  return best ? ranks![best] : 0;
}

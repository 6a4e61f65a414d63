/**
 * Build-time indexing: after `docusaurus build` has written every page, read
 * each route's HTML into its sections (writeIndex.ts makes them records and writes them).
 */
import fs from 'node:fs/promises';
import {htmlFileOf} from '../../shared/htmlFile';
import {sectionsOfHtml} from './htmlSections';
import {pageRankOf, type PageSections} from '../shared/pages';
import {routeKey, withSectionKeywords, type SectionKeywords} from './sectionKeywords';

export type BuildIndexOptions = {
  outDir: string;
  baseUrl: string;
  routesPaths: string[];
  /** Routes that are not content (the search page; the 404 page is always left out). */
  excludedPaths: string[];
  fallbackLvl0: string;
  pageRanks?: Record<string, number>;
  /** Doc permalinks in sidebar order: the index keeps this order (the final tie-break). */
  readingOrder?: string[];
  /** Keywords comments of the docs' sources (the rendered HTML has none). */
  sectionKeywords?: SectionKeywords;
};

export async function pagesOfBuiltSite(options: BuildIndexOptions): Promise<PageSections[]> {
  const excluded = new Set(options.excludedPaths.map(routeKey));
  const paths = [...new Set(options.routesPaths)]
    .filter((p) => !excluded.has(routeKey(p)) && !p.endsWith('404.html'))
    .sort(byReadingOrder(options.readingOrder ?? []));
  const pages: PageSections[] = [];
  for (const routePath of paths) {
    const file = htmlFileOf(options.outDir, options.baseUrl, routePath);
    if (!file) continue;
    const html = await fs.readFile(file, 'utf8');
    const page = sectionsOfHtml({path: routePath, html, fallbackLvl0: options.fallbackLvl0});
    if (page)
      pages.push(
        withSectionKeywords({...page, pageRank: pageRankOf(routePath, options.baseUrl, options.pageRanks)}, options.sectionKeywords ?? new Map()),
      );
  }
  return pages;
}

// Sidebar order first, then other pages by path: stable, so ties never shuffle.
function byReadingOrder(order: string[]) {
  const place = new Map(order.map((p, i) => [routeKey(p), i]));
  const rank = (p: string) => place.get(routeKey(p)) ?? order.length;
  return (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

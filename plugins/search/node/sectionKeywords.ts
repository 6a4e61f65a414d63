/**
 * Section keywords: readers' words for one section, written by the author as
 * an MDX comment under the section's heading (keywordsComment.ts):
 *
 *   ## Making a key optional
 *
 *   {/* keywords: optional key, partial, may be missing *\/}
 *
 * Front matter `keywords` speak for a whole page and find its title; these
 * find the section that holds the answer. A comment renders to nothing, so
 * the built HTML never carries them: the dev server reads them with the
 * sections of the MDX (mdxSections.ts), and the build reads each doc's source
 * once (sectionKeywordsOfDocs) and adds them to the rendered page's sections
 * by heading id (withSectionKeywords).
 */
import fs from 'node:fs/promises';
import {readMdx} from './mdxSections';
import type {PageSections} from '../shared/pages';
import {withoutTrailingSlashes} from '../../shared/url';

/** Route path (no trailing slash) → heading id ('' for the page's intro) → keywords. */
export type SectionKeywords = Map<string, Map<string, string[]>>;

export type DocSource = {permalink: string; file: string; title: string};

/** A route as a key: without its trailing slashes, the root route kept. */
export const routeKey = (route: string): string => (route.length > 1 ? withoutTrailingSlashes(route) : route);

export async function sectionKeywordsOfDocs(docs: DocSource[]): Promise<SectionKeywords> {
  const result: SectionKeywords = new Map();
  for (const doc of docs) {
    let source: string;
    try {
      source = await fs.readFile(doc.file, 'utf8');
    } catch {
      continue; // removed since the docs were loaded
    }
    const {sections, misplacedKeywords} = await readMdx(source, doc.title);
    // Silently losing an author's words is worse than stopping the build.
    if (misplacedKeywords.length > 0) {
      throw new Error(
        `Search index: ${doc.file} has a keywords comment inside ${misplacedKeywords.join(', ')}, where no section reads it: put it at the top level, under its section's heading.`,
      );
    }
    const ofPage = new Map<string, string[]>();
    for (const section of sections) {
      if (section.keywords?.length) ofPage.set(section.anchor ?? '', section.keywords);
    }
    if (ofPage.size > 0) result.set(routeKey(doc.permalink), ofPage);
  }
  return result;
}

/**
 * The rendered page with its sections' keywords. A comment under a heading
 * the page does not have (the Markdown and the HTML disagreeing on heading
 * ids) stops the build: silently losing an author's words is worse.
 */
export function withSectionKeywords(page: PageSections, keywords: SectionKeywords): PageSections {
  const ofPage = keywords.get(routeKey(page.path));
  if (!ofPage) return page;
  const anchors = new Set(page.sections.map((section) => section.anchor ?? ''));
  const lost = [...ofPage.keys()].filter((anchor) => !anchors.has(anchor));
  if (lost.length > 0) {
    throw new Error(
      `Search index: ${page.path} has keywords comments under headings its built page does not have (${lost.map((a) => (a ? `#${a}` : 'intro')).join(', ')}).`,
    );
  }
  return {
    ...page,
    sections: page.sections.map((section) => {
      const own = ofPage.get(section.anchor ?? '');
      return own ? {...section, keywords: [...(section.keywords ?? []), ...own]} : section;
    }),
  };
}

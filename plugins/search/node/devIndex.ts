/**
 * Index for `docusaurus start`: built from the docs plugin's loaded content and
 * each doc's MDX source, rebuilt whenever Docusaurus reloads content (a doc was
 * added, edited or removed), so authors can search what they are writing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {sectionsOfMdx} from './mdxSections';
import {pageRankOf, splitKeywords, type PageSections} from '../shared/pages';
import type {DocSource} from './sectionKeywords';

type LoadedDoc = {id: string; source: string; permalink: string; title: string; sidebar?: string; frontMatter?: {keywords?: unknown}};
type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};
type LoadedVersion = {docs: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]>};
type DocsContent = {loadedVersions?: LoadedVersion[]};

export type DevIndexOptions = {
  siteDir: string;
  allContent: Record<string, Record<string, unknown> | undefined>;
  /** Navbar label of each sidebar, the group of pages sitting at a sidebar's top level. */
  sidebarLabels: Record<string, string>;
  fallbackLvl0: string;
  baseUrl: string;
  pageRanks?: Record<string, number>;
};

/** Doc permalinks in sidebar order (docs in no sidebar last): the site's reading order. */
export function readingOrderOfDocs(allContent: DevIndexOptions['allContent']): string[] {
  const order: string[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
    for (const version of content?.loadedVersions ?? []) {
      const permalinks = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
      const walk = (items: SidebarItem[]) => {
        for (const item of items) {
          if (item.type === 'category') walk(item.items ?? []);
          else if (item.type === 'doc' && item.id && permalinks.has(item.id)) order.push(permalinks.get(item.id)!);
        }
      };
      Object.values(version.sidebars ?? {}).forEach(walk);
      for (const doc of version.docs) if (!order.includes(doc.permalink)) order.push(doc.permalink);
    }
  }
  return order;
}

/** Every doc's source file, permalink and title (for the keywords comments the build reads). */
export function docSourcesOf(siteDir: string, allContent: DevIndexOptions['allContent']): DocSource[] {
  const docs: DocSource[] = [];
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
    for (const version of content?.loadedVersions ?? []) {
      for (const doc of version.docs) docs.push({permalink: doc.permalink, file: sourceFileOf(siteDir, doc), title: doc.title});
    }
  }
  return docs;
}

const sourceFileOf = (siteDir: string, doc: LoadedDoc): string => path.resolve(siteDir, doc.source.replace(/^@site\//, ''));

export async function pagesOfDocsSources(options: DevIndexOptions): Promise<PageSections[]> {
  const pages: PageSections[] = [];
  const instances = options.allContent['docusaurus-plugin-content-docs'] ?? {};
  const order = readingOrderOfDocs(options.allContent);
  const place = (doc: LoadedDoc) => order.indexOf(doc.permalink);
  for (const content of Object.values(instances) as DocsContent[]) {
    for (const version of content?.loadedVersions ?? []) {
      const groups = groupsOfDocs(version.sidebars ?? {}, options.sidebarLabels);
      for (const doc of [...version.docs].sort((a, b) => place(a) - place(b))) {
        const file = sourceFileOf(options.siteDir, doc);
        let source: string;
        try {
          source = await fs.readFile(file, 'utf8');
        } catch {
          continue; // removed between the reload and now
        }
        const sections = await sectionsOfMdx(source, doc.title);
        const lvl0 = groups.get(doc.id) ?? options.fallbackLvl0;
        const pageRank = pageRankOf(doc.permalink, options.baseUrl, options.pageRanks);
        const keywords = splitKeywords(doc.frontMatter?.keywords);
        pages.push({path: doc.permalink, lvl0, sections, pageRank, ...(keywords.length ? {keywords} : {})});
      }
    }
  }
  return pages;
}

/** doc id → innermost sidebar category label (or the sidebar's navbar label at top level). */
function groupsOfDocs(sidebars: Record<string, SidebarItem[]>, sidebarLabels: Record<string, string>): Map<string, string> {
  const groups = new Map<string, string>();
  const walk = (items: SidebarItem[], group: string | undefined) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items ?? [], item.label ?? group);
      else if (item.type === 'doc' && item.id && group && !groups.has(item.id)) groups.set(item.id, group);
    }
  };
  for (const [sidebarId, items] of Object.entries(sidebars)) walk(items, sidebarLabels[sidebarId]);
  return groups;
}

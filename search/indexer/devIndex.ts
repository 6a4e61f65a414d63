/**
 * Index for `docusaurus start`: built from the docs plugin's loaded content and
 * each doc's MDX source, rebuilt whenever Docusaurus reloads content (a doc was
 * added, edited or removed), so authors can search what they are writing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {sectionsOfMdx} from './mdxSections';
import {recordsOfPage} from './sectionRecords';
import type {SearchRecord} from '../shared/record';

type LoadedDoc = {id: string; source: string; permalink: string; title: string; sidebar?: string};
type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]};
type LoadedVersion = {docs: LoadedDoc[]; sidebars?: Record<string, SidebarItem[]>};
type DocsContent = {loadedVersions?: LoadedVersion[]};

export type DevIndexOptions = {
  siteDir: string;
  allContent: Record<string, Record<string, unknown> | undefined>;
  /** Navbar label of each sidebar, the group of pages sitting at a sidebar's top level. */
  sidebarLabels: Record<string, string>;
  fallbackLvl0: string;
};

export async function recordsOfDocsSources(options: DevIndexOptions): Promise<SearchRecord[]> {
  const records: SearchRecord[] = [];
  const instances = options.allContent['docusaurus-plugin-content-docs'] ?? {};
  for (const content of Object.values(instances) as DocsContent[]) {
    for (const version of content?.loadedVersions ?? []) {
      const groups = groupsOfDocs(version.sidebars ?? {}, options.sidebarLabels);
      for (const doc of version.docs) {
        const file = path.resolve(options.siteDir, doc.source.replace(/^@site\//, ''));
        let source: string;
        try {
          source = await fs.readFile(file, 'utf8');
        } catch {
          continue; // removed between the reload and now
        }
        const sections = await sectionsOfMdx(source, doc.title);
        const lvl0 = groups.get(doc.id) ?? options.fallbackLvl0;
        records.push(...recordsOfPage({path: doc.permalink, lvl0, sections}));
      }
    }
  }
  return records;
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

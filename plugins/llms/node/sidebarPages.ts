/**
 * The doc pages in the order and grouping of the sidebars: one section per
 * sidebar, categories nested inside it. llms.txt and llms-full.txt are both
 * written from this one list, so they always agree with each other and with
 * what a reader sees in the sidebar.
 */

/** One doc page, as the docs plugin describes it (only what the llms files need). */
export type DocPage = {
  id: string;
  title: string;
  description: string;
  /** Route of the HTML page, base path included: `/katachi/docs/Features/Hashes`. */
  permalink: string;
  /** Source file relative to the site folder: `docs/Features/Hashes.md`. */
  sourcePath: string;
};

export type PageEntry = {kind: 'page'; page: DocPage} | {kind: 'category'; label: string; entries: PageEntry[]};
export type PageSection = {label: string; entries: PageEntry[]};

/** The normalised sidebar items of the docs plugin (a subset of its `SidebarItem`). */
export type SidebarItemLike =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; label: string; items: SidebarItemLike[]; link?: {type: string; id?: string}}
  | {type: 'link' | 'html'};

export function sectionsOfSidebars(
  sidebars: Record<string, SidebarItemLike[]>,
  docs: DocPage[],
  sidebarLabels: Record<string, string> = {},
): PageSection[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const entriesOf = (items: SidebarItemLike[]): PageEntry[] =>
    items.flatMap((item): PageEntry[] => {
      if (item.type === 'doc' || item.type === 'ref') {
        const page = byId.get(item.id);
        // A `ref` or a repeated doc links to a page listed already: list each page once.
        if (!page || placed.has(page.id)) return [];
        placed.add(page.id);
        return [{kind: 'page', page}];
      }
      if (item.type === 'category') {
        const linked = item.link?.type === 'doc' && item.link.id ? entriesOf([{type: 'doc', id: item.link.id}]) : [];
        const entries = [...linked, ...entriesOf(item.items)];
        return entries.length ? [{kind: 'category', label: item.label, entries}] : [];
      }
      return []; // external links and HTML items are not pages of this site
    });
  const sections = Object.entries(sidebars)
    .map(([id, items]) => ({label: sidebarLabels[id] ?? id, entries: entriesOf(items)}))
    .filter((section) => section.entries.length > 0);
  // A page in no sidebar is still a page: it gets a Markdown copy and a line too.
  const unlisted = docs.filter((doc) => !placed.has(doc.id));
  if (unlisted.length) sections.push({label: 'Other pages', entries: unlisted.map((page) => ({kind: 'page', page}))});
  return sections;
}

/** Every page once, in sidebar order. */
export function pagesInOrder(sections: PageSection[]): DocPage[] {
  const walk = (entries: PageEntry[]): DocPage[] => entries.flatMap((entry) => (entry.kind === 'page' ? [entry.page] : walk(entry.entries)));
  return sections.flatMap((section) => walk(section.entries));
}

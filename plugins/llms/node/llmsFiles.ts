/**
 * The two files of the llmstxt.org convention:
 * - llms.txt: `# Title`, `> summary`, a link to llms-full.txt, then `## section`s whose
 *   every line is `- [Title](url): description`, linking to the page's Markdown copy (the
 *   convention's grammar, which its reference parser requires of every line in a section):
 *   a sidebar's own pages under its label, then each of its categories as a section of its own;
 * - llms-full.txt: the same title and summary, then every page's Markdown in
 *   sidebar order.
 */
import type {DocPage, PageEntry, PageSection} from './sidebarPages';

export type SiteSummary = {
  title: string;
  /** One sentence: the blockquote under the title. */
  summary: string;
  /** Optional paragraph after the summary. */
  details?: string;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
// Square brackets would end the link text early.
const linkText = (text: string) => oneLine(text).replace(/([[\]\\])/g, '\\$1');

function header(site: SiteSummary): string {
  return [`# ${oneLine(site.title)}`, `> ${oneLine(site.summary)}`, ...(site.details ? [oneLine(site.details)] : [])].join('\n\n');
}

const pagesOf = (entries: PageEntry[]): DocPage[] => entries.flatMap((entry) => (entry.kind === 'page' ? [entry.page] : pagesOf(entry.entries)));

/** The sections of llms.txt: a sidebar's own pages, then one per category (a nested category's pages in its top one's). */
function llmsSections(sections: PageSection[]): Array<{label: string; pages: DocPage[]}> {
  return sections.flatMap((section) => {
    const own = section.entries.flatMap((entry) => (entry.kind === 'page' ? [entry.page] : []));
    const categories = section.entries.flatMap((entry) => (entry.kind === 'category' ? [{label: entry.label, pages: pagesOf(entry.entries)}] : []));
    return [...(own.length ? [{label: section.label, pages: own}] : []), ...categories];
  });
}

export function renderLlmsTxt(site: SiteSummary, sections: PageSection[], urlOf: (page: DocPage) => string, fullUrl: string): string {
  const line = (page: DocPage) => `- [${linkText(page.title)}](${urlOf(page)})${page.description ? `: ${oneLine(page.description)}` : ''}`;
  const body = llmsSections(sections).map(({label, pages}) => `## ${oneLine(label)}\n\n${pages.map(line).join('\n')}`);
  return `${[header(site), `Every page below in one file: [llms-full.txt](${fullUrl}).`, ...body].join('\n\n')}\n`;
}

/**
 * A page's Markdown with its address under its `# Title`: a copy pasted into a chat, or read
 * by an assistant from llms-full.txt, still says where it lives, to cite and to link.
 */
export function withSource(markdown: string, url: string): string {
  const [title, ...rest] = markdown.trimEnd().split('\n');
  return `${[title, '', `Source: ${url}`, ...rest].join('\n')}\n`;
}

/** `pages`: each page's Markdown as withSource gives it. */
export function renderLlmsFull(site: SiteSummary, pages: Array<{markdown: string}>): string {
  return `${[header(site), ...pages.map(({markdown}) => markdown.trimEnd())].join('\n\n---\n\n')}\n`;
}

/**
 * The two files of the llmstxt.org convention:
 * - llms.txt: `# Title`, `> summary`, then one `## section` per sidebar with a
 *   `- [Title](url): description` line per page (categories as nested lists),
 *   each linking to the page's Markdown copy;
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

export function renderLlmsTxt(site: SiteSummary, sections: PageSection[], urlOf: (page: DocPage) => string): string {
  const lines = (entries: PageEntry[], indent: string): string[] =>
    entries.flatMap((entry) =>
      entry.kind === 'page'
        ? [`${indent}- [${linkText(entry.page.title)}](${urlOf(entry.page)})${entry.page.description ? `: ${oneLine(entry.page.description)}` : ''}`]
        : [`${indent}- ${oneLine(entry.label)}`, ...lines(entry.entries, `${indent}  `)],
    );
  const body = sections.map((section) => `## ${oneLine(section.label)}\n\n${lines(section.entries, '').join('\n')}`);
  return `${[header(site), ...body].join('\n\n')}\n`;
}

export function renderLlmsFull(site: SiteSummary, pages: Array<{page: DocPage; markdown: string; url: string}>): string {
  // Each page's own `# Title` starts its part; the source URL under it says where it lives.
  const parts = pages.map(({markdown, url}) => {
    const [title, ...rest] = markdown.trimEnd().split('\n');
    return [title, '', `Source: ${url}`, ...rest].join('\n');
  });
  return `${[header(site), ...parts].join('\n\n---\n\n')}\n`;
}

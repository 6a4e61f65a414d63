/**
 * Each doc page's title by its path, read back from the llms.txt this plugin
 * writes (one `- [Title](…/page.md): description` line per page). For pages
 * that have no page data of their own to hand, such as the 404 page, which
 * offers the pages a broken URL probably meant: the docs plugin's global data
 * carries paths but no titles, and adding them would put every title in every
 * page's bundle, where llms.txt is already built and fetched only here.
 */

/** `[Title](https://host/base/docs/Page.md)` as llmsFiles.ts writes it: `\[`, `\]` and `\\` escaped in the title. */
const PAGE_LINK = /^- \[((?:\\.|[^\]\\])*)\]\(([^)\s]+)\.md\)/gm;

/** Titles keyed by each page's path (no `.md`, no host): `/katachi/docs/Features/Hashes` → "Hashes". */
export function titlesOfLlmsTxt(text: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const [, escapedTitle = '', url = ''] of text.matchAll(PAGE_LINK)) {
    let path: string;
    try {
      path = new URL(url, 'https://site.invalid').pathname;
    } catch {
      continue;
    }
    titles.set(path, escapedTitle.replace(/\\(.)/g, '$1'));
  }
  return titles;
}

/** The site's llms.txt read into titles; empty when it cannot be had (offline, or a host without it). */
export async function loadPageTitles(baseUrl: string): Promise<Map<string, string>> {
  try {
    const response = await fetch(`${baseUrl}llms.txt`, {credentials: 'same-origin'});
    return response.ok ? titlesOfLlmsTxt(await response.text()) : new Map();
  } catch {
    return new Map();
  }
}

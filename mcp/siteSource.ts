/**
 * The published docs as the MCP server reads them: the site's own search index
 * (searched with the engine the modal uses, plugins/search/client/engineHost.ts) and
 * its Markdown twins (plugins/llms/), fetched from a base URL and kept for `maxAgeMs`.
 */
import {createEngineHost} from '../plugins/search/client/engineHost';
import type {EngineResult} from '../plugins/search/client/engine';
import type {IndexLocation} from '../plugins/search/client/indexLoader';
import {markdownUrlOf} from '../plugins/llms/shared/markdownUrl';

/** A failure the client should read as it is: bad input, or a site that cannot be read. */
export class DocsError extends Error {
  constructor(
    message: string,
    readonly kind: 'input' | 'unreachable',
  ) {
    super(message);
    this.name = 'DocsError';
  }
}

type DocsHit = {title: string; sectionPath: string[]; url: string; snippet: string};
type DocsPage = {title: string; markdownUrl: string; pageUrl: string};

export type SiteSource = {
  /** The base URL, ending in `/`. */
  site: string;
  /** The index's build id: the version of the docs being answered from. */
  buildId(): Promise<string>;
  search(query: string, limit: number): Promise<DocsHit[]>;
  readPage(pathOrUrl: string): Promise<{url: string; markdown: string}>;
  pages(): Promise<DocsPage[]>;
};

const SNIPPET_CHARS = 240;
const QUOTED_CHARS = 80;

/** Input quoted in an error, cut short: a message must not echo a pasted megabyte back. */
export function quoted(text: string): string {
  return JSON.stringify(text.length > QUOTED_CHARS ? `${text.slice(0, QUOTED_CHARS)}…` : text);
}

/** Up to SNIPPET_CHARS of a section's text, starting a little before the first matched term. */
function snippetOf(content: string | null, terms: string[]): string {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= SNIPPET_CHARS) return text;
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((i) => i >= 0), Number.MAX_SAFE_INTEGER);
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 60)) + 1);
  const end = Math.min(text.length, start + SNIPPET_CHARS);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The Markdown twin's path under the site for a doc path or URL:
 * `Features/Hashes`, `docs/Features/Hashes`, `/katachi/docs/Features/Hashes#x`,
 * a full URL, with or without `.md`. Null when it is not a doc page's address.
 */
function markdownPathOf(pathOrUrl: string, site: string): string | null {
  const siteUrl = new URL(site);
  let pathname: string;
  try {
    pathname = new URL(pathOrUrl.trim(), siteUrl).pathname;
  } catch {
    return null;
  }
  if (pathname.startsWith(siteUrl.pathname)) pathname = pathname.slice(siteUrl.pathname.length);
  pathname = pathname.replace(/^\/+/, '').replace(/\.md$/, '');
  if (!pathname.startsWith('docs/')) pathname = `docs/${pathname}`;
  if (pathname === 'docs/' || pathname.split('/').some((part) => part === '..')) return null;
  // A folder's own page (`docs/Contributing/`) has its twin beside the folder, as plugins/llms/ writes it.
  return markdownUrlOf(pathname);
}

/** The other file a page may have: `X/index.md` for `X.md` (a site that keeps a folder page's copy inside the folder), and back. */
function otherMarkdownPath(markdownPath: string): string {
  return markdownPath.endsWith('/index.md') ? markdownPath.replace(/\/index\.md$/, '.md') : markdownPath.replace(/\.md$/, '/index.md');
}

/** Letters and digits only, lower case: `Getting Started`, `getting-started` and `GettingStarted` read alike. */
const comparable = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The one page `name` (a path under the site: `docs/Getting%20Started.md`) names: by its
 * path (`features/hashes`), the path's last part, or its title, compared as `comparable` reads them; else by the start of one of these, when only
 * one page has it. Null when none does, or several.
 */
function pageNamed(name: string, allPages: DocsPage[], pathOf: (page: DocsPage) => string): DocsPage | null {
  let wanted: string;
  try {
    wanted = decodeURIComponent(new URL(name.trim(), 'http://x/').pathname)
      .replace(/^\/+(docs\/)?/, '')
      .replace(/(\/index)?(\.md)?\/?$/, '');
  } catch {
    return null;
  }
  const key = comparable(wanted);
  if (!key) return null;
  const namesOf = (page: DocsPage) => [pathOf(page), pathOf(page).split('/').pop() ?? '', page.title].map(comparable);
  const exact = allPages.filter((page) => namesOf(page).includes(key));
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return null;
  const started = allPages.filter((page) => namesOf(page).some((n) => n.startsWith(key)));
  return started.length === 1 ? started[0] : null;
}

export function createSiteSource(
  base: string,
  {maxAgeMs = 300_000, timeoutMs = 20_000, fetchImpl = fetch}: {maxAgeMs?: number; timeoutMs?: number; fetchImpl?: typeof fetch} = {},
): SiteSource {
  const site = base.endsWith('/') ? base : `${base}/`;
  const cache = new Map<string, {at: number; text: Promise<string>}>();
  // Every request, the engine's index files included, gives up after timeoutMs: a site that
  // takes the connection and never answers would otherwise hold a tool call for minutes.
  const timedFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    fetchImpl(input, {...init, signal: AbortSignal.timeout(timeoutMs)}).catch((error: Error) => {
      if (error.name === 'TimeoutError') throw new DocsError(`The docs at ${site} did not answer within ${timeoutMs / 1000} s.`, 'unreachable');
      throw error;
    })) as typeof fetch;
  const engine = createEngineHost(timedFetch);

  /** The text at `url` (site-relative or absolute), fetched once per maxAgeMs; a 404 throws DocsError of kind 'input' (readPage then tries index.md). */
  const fetchText = (url: string): Promise<string> => {
    const absolute = new URL(url, site).href;
    const cached = cache.get(absolute);
    if (cached && Date.now() - cached.at < maxAgeMs) return cached.text;
    const text = (async () => {
      let response: Response;
      try {
        response = await timedFetch(absolute);
      } catch (error) {
        if (error instanceof DocsError) throw error;
        throw new DocsError(
          `Could not reach the docs at ${site}: ${(error as {cause?: Error}).cause?.message ?? (error as Error).message}`,
          'unreachable',
        );
      }
      if (response.status === 404) throw new DocsError(`No such page: ${absolute}`, 'input');
      if (!response.ok) throw new DocsError(`The docs at ${site} answered ${response.status} for ${absolute}`, 'unreachable');
      // Nothing this server reads is HTML: an HTML page here is a site's fallback for an unknown path.
      if (/^text\/html\b/i.test(response.headers.get('content-type') ?? ''))
        throw new DocsError(
          `${absolute} is an HTML page, not the docs' own file: is ${site} the docs' base URL, with its base path (for example https://jtannas.github.io/katachi/)?`,
          'unreachable',
        );
      return response.text();
    })();
    cache.set(absolute, {at: Date.now(), text});
    // A failure is not kept: the next call tries again.
    text.catch(() => cache.delete(absolute));
    return text;
  };

  const location = async (): Promise<IndexLocation> => {
    const indexUrl = new URL('search-index/index.json', site).href;
    let manifest: {buildId?: unknown};
    try {
      manifest = JSON.parse(await fetchText(indexUrl));
    } catch (error) {
      if (error instanceof DocsError && error.kind === 'input')
        throw new DocsError(`${site} has no search index (search-index/index.json): is it the docs site?`, 'unreachable');
      if (error instanceof DocsError) throw error;
      throw new DocsError(`The search index at ${indexUrl} is not JSON.`, 'unreachable');
    }
    if (typeof manifest.buildId !== 'string') throw new DocsError(`The search index at ${indexUrl} has no build id.`, 'unreachable');
    return {indexUrl, buildId: manifest.buildId, acceptAnyBuild: true};
  };

  const pages = async (): Promise<DocsPage[]> => {
    // llms.txt links every page's Markdown twin, with the site's production URL:
    // the path under the base is kept, and read from this server's base.
    const llms = await fetchText('llms.txt');
    const basePath = new URL(site).pathname;
    const found: DocsPage[] = [];
    for (const [, title, link] of llms.matchAll(/^[ \t]*- \[([^\]]+)\]\(([^)]+\.md)\)/gm)) {
      const pathname = new URL(link, site).pathname;
      const relative = pathname.startsWith(basePath) ? pathname.slice(basePath.length) : pathname.replace(/^\//, '');
      const markdownUrl = new URL(relative, site).href;
      found.push({title, markdownUrl, pageUrl: markdownUrl.replace(/(\/index)?\.md$/, (_, index) => (index ? '/' : ''))});
    }
    return found;
  };

  return {
    site,
    buildId: async () => (await location()).buildId,

    async search(query, limit) {
      if (!query.trim()) throw new DocsError('The query is empty: give a few words, a question or an identifier.', 'input');
      const result = (await engine({type: 'search', location: await location(), query, limit, offset: 0}).catch((error: Error) => {
        throw error instanceof DocsError ? error : new DocsError(`Could not search the docs at ${site}: ${error.message}`, 'unreachable');
      })) as EngineResult;
      return result.hits.map(({record, terms}) => {
        const h = record.hierarchy;
        const sectionPath = [h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter((level): level is string => !!level);
        return {
          title: sectionPath[sectionPath.length - 1] ?? '',
          sectionPath,
          url: new URL(record.url, site).href,
          snippet: snippetOf(record.content, terms),
        };
      });
    },

    async readPage(pathOrUrl) {
      const markdownPath = markdownPathOf(pathOrUrl, site);
      if (!markdownPath) throw new DocsError(`${quoted(pathOrUrl)} is not the address of a doc page (for example Features/Hashes).`, 'input');
      // The page's file, then its other form (`Contributing` is Contributing/index.md; `FAQ/` is FAQ.md).
      for (const candidate of [markdownPath, otherMarkdownPath(markdownPath)]) {
        const url = new URL(candidate, site).href;
        try {
          return {url, markdown: await fetchText(url)};
        } catch (error) {
          if (!(error instanceof DocsError && error.kind === 'input')) throw error;
        }
      }
      // Then a page of llms.txt by a name a model would use: its path in any case, its last
      // part alone (`hashes`), its title (`Getting Started`), or the start of one of these
      // when only one page has it (`rspec`).
      const allPages = await pages().catch((error: unknown) => {
        if (error instanceof DocsError && error.kind === 'input')
          throw new DocsError(
            `${site} has no llms.txt, the list of the docs' pages: is it the docs' base URL (for example https://jtannas.github.io/katachi/)?`,
            'unreachable',
          );
        throw error;
      });
      const pathOf = (page: DocsPage) => new URL(page.pageUrl).pathname.replace(/\/$/, '').split('/docs/').pop() ?? '';
      const page = pageNamed(markdownPath, allPages, pathOf);
      if (page) return {url: page.markdownUrl, markdown: await fetchText(page.markdownUrl)};
      throw new DocsError(`No doc page at ${quoted(pathOrUrl)}. The pages: ${allPages.map(pathOf).join(', ')}. search_docs finds sections.`, 'input');
    },

    pages,
  };
}

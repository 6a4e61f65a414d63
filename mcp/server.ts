/**
 * The docs as an MCP server (the official TypeScript SDK): the tools
 * `search_docs` and `read_page`, and every doc page's Markdown as a resource.
 * Answers come from the published site (siteSource.ts): the same index and
 * ranking as the search modal, the same Markdown as "Copy page".
 */
import {McpServer, ResourceTemplate} from '@modelcontextprotocol/sdk/server/mcp.js';
import {McpError} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {DocsError, quoted, type SiteSource} from './siteSource';

const SERVER_NAME = 'katachi-docs';
const DEFAULT_HITS = 8;
const MAX_HITS = 20;
// Room for a question or pasted failure output, not for a document.
const MAX_QUERY_CHARS = 2_000;
const MAX_PATH_CHARS = 2_048;
/** MCP's code for an unknown resource (the specification's "Resource not found"). */
const RESOURCE_NOT_FOUND = -32002;
// Both tools only read the published docs.
const READ_ONLY = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true} as const;

type TextResult = {content: {type: 'text'; text: string}[]; isError?: boolean};

/** A DocsError is the client's to read (a tool error, not a crash); anything else too, with its message. */
function errorResult(error: unknown): TextResult {
  const message = error instanceof DocsError ? error.message : `Unexpected error: ${(error as Error).message}`;
  return {content: [{type: 'text', text: message}], isError: true};
}

export function createDocsServer(source: SiteSource, version: string): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, title: 'Katachi documentation', version},
    {
      instructions:
        `Answers from the documentation of Katachi, a Ruby gem for describing the shape of data and comparing values against it, ` +
        `as published at ${source.site}. search_docs finds sections (ranked as the site's own search does); read_page returns a page's Markdown.`,
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Katachi docs',
      description:
        'Searches the Katachi documentation with the site’s own search (words, identifiers such as any_of, or a question). ' +
        'Returns the best sections first, each with its title, section path, full URL and a snippet.',
      // Strict, as the schema a client is shown says (additionalProperties: false): an argument
      // the tool does not take is refused, named, rather than dropped without a word.
      inputSchema: z
        .object({
          query: z.string().max(MAX_QUERY_CHARS).describe('What to look for, e.g. "optional hash key" or "Kt.any_of nil"'),
          limit: z.number().int().min(1).max(MAX_HITS).optional().describe(`How many sections (default ${DEFAULT_HITS})`),
        })
        .strict(),
      annotations: READ_ONLY,
    },
    async ({query, limit}) => {
      try {
        const hits = await source.search(query, limit ?? DEFAULT_HITS);
        const buildId = await source.buildId();
        const text =
          hits.length === 0
            ? `No section of the docs matches ${quoted(query)}.`
            : hits.map((hit, i) => `${i + 1}. ${hit.sectionPath.join(' › ')}\n   ${hit.url}\n   ${hit.snippet}`).join('\n\n');
        return {
          content: [{type: 'text', text: `${text}\n\nSource: ${source.site} (index build ${buildId})`}],
          structuredContent: {hits, source: source.site, buildId},
        };
      } catch (error) {
        return errorResult(error);
      }
    },
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a Katachi docs page',
      description: 'Returns one documentation page as Markdown. `path` is a doc path (Features/Hashes) or a page URL, as search_docs returns.',
      inputSchema: z.object({path: z.string().max(MAX_PATH_CHARS).describe('A doc path such as "Features/Hashes", or a page URL')}).strict(),
      annotations: READ_ONLY,
    },
    async ({path}) => {
      try {
        const page = await source.readPage(path);
        return {content: [{type: 'text', text: page.markdown}], structuredContent: {url: page.url, markdown: page.markdown}};
      } catch (error) {
        return errorResult(error);
      }
    },
  );

  server.registerResource(
    'doc-page',
    new ResourceTemplate(`${source.site}{+page}`, {
      list: async () => ({
        resources: (await source.pages()).map((page) => ({uri: page.markdownUrl, name: page.title, title: page.title, mimeType: 'text/markdown'})),
      }),
    }),
    {title: 'Katachi docs page', description: 'A documentation page as Markdown', mimeType: 'text/markdown'},
    async (uri) => {
      try {
        const page = await source.readPage(uri.href);
        return {contents: [{uri: page.url, mimeType: 'text/markdown', text: page.markdown}]};
      } catch (error) {
        if (error instanceof DocsError && error.kind === 'input') throw new McpError(RESOURCE_NOT_FOUND, error.message, {uri: uri.href});
        throw error;
      }
    },
  );

  return server;
}

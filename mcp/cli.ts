/**
 * `npm run mcp -- --site <base URL>`: the docs MCP server on stdio.
 * `--site` defaults to the published docs; `--max-age <seconds>` is how long
 * fetched pages and index files are reused (default 300); `--timeout <seconds>` how
 * long a request to the site may take before the tool call fails (default 20).
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {createDocsServer} from './server';
import {createSiteSource} from './siteSource';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const PUBLISHED_SITE = 'https://jtannas.github.io/katachi/';
const {version} = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {version: string};

const USAGE = [
  'usage: npm run mcp -- [--site <base URL>] [--max-age <seconds>] [--timeout <seconds>]',
  `  --site      the docs to answer from (default ${PUBLISHED_SITE})`,
  '  --max-age   how long fetched pages and index files are reused (default 300)',
  '  --timeout   how long a request to the site may take (default 20)',
].join('\n');

function fail(problem: string): never {
  console.error(`katachi-docs MCP server: ${problem}\n${USAGE}`);
  process.exit(2);
}

// Node's own parser, strict: an unknown or misspelled option is refused, named.
let values: {site?: string; 'max-age'?: string; timeout?: string; help?: boolean};
try {
  ({values} = parseArgs({
    options: {site: {type: 'string'}, 'max-age': {type: 'string'}, timeout: {type: 'string'}, help: {type: 'boolean', short: 'h'}},
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.error(USAGE);
  process.exit(0);
}
const site = values.site ?? PUBLISHED_SITE;
const maxAgeSeconds = Number(values['max-age'] ?? '300');
const timeoutSeconds = Number(values.timeout ?? '20');
if (!/^https?:\/\//.test(site)) fail(`--site must be an http(s) URL (got ${JSON.stringify(site)})`);
if (!Number.isFinite(maxAgeSeconds) || maxAgeSeconds < 0)
  fail(`--max-age must be a number of seconds, 0 or more (got ${JSON.stringify(values['max-age'])})`);
if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0)
  fail(`--timeout must be a positive number of seconds (got ${JSON.stringify(values.timeout)})`);

const server = createDocsServer(createSiteSource(site, {maxAgeMs: maxAgeSeconds * 1000, timeoutMs: timeoutSeconds * 1000}), version);
server.connect(new StdioServerTransport()).then(
  // stdout carries the protocol: what the server says about itself goes to stderr.
  () => console.error(`katachi-docs MCP server ${version}: answering from ${site}`),
  (error: Error) => {
    console.error(`katachi-docs MCP server could not start: ${error.message}`);
    process.exit(1);
  },
);

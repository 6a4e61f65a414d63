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

const PUBLISHED_SITE = 'https://jtannas.github.io/katachi/';
const {version} = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as {version: string};

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = process.argv[at + 1];
  if (!value || value.startsWith('--')) {
    console.error(`katachi-docs MCP server: --${name} needs a value`);
    process.exit(2);
  }
  return value;
}

const site = option('site', PUBLISHED_SITE);
const maxAgeSeconds = Number(option('max-age', '300'));
const timeoutSeconds = Number(option('timeout', '20'));
if (!/^https?:\/\//.test(site) || !Number.isFinite(maxAgeSeconds) || maxAgeSeconds < 0 || !(timeoutSeconds > 0)) {
  console.error(
    `katachi-docs MCP server: --site must be an http(s) URL, --max-age a number of seconds and --timeout a positive number of seconds (got ${site}, ${maxAgeSeconds}, ${timeoutSeconds})`,
  );
  process.exit(2);
}

const server = createDocsServer(createSiteSource(site, {maxAgeMs: maxAgeSeconds * 1000, timeoutMs: timeoutSeconds * 1000}), version);
server.connect(new StdioServerTransport()).then(
  // stdout carries the protocol: what the server says about itself goes to stderr.
  () => console.error(`katachi-docs MCP server ${version}: answering from ${site}`),
  (error: Error) => {
    console.error(`katachi-docs MCP server could not start: ${error.message}`);
    process.exit(1);
  },
);

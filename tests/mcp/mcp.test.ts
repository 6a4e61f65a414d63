/**
 * The docs MCP server (mcp/), end to end: started as a client starts it
 * (`npm run mcp -- --site <base URL>` over stdio, through the SDK's own
 * client), answering from the built site served on loopback. Its search is the
 * modal's: for every query of the relevance suites its first hit is the
 * engine's first hit on the same index. Bad input and an unreachable site are
 * tool errors with a clear message; the server keeps answering.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {fusedEngineOfIndex, readIndexDirectory} from '../../plugins/search/node/engineOfRecords';
import {serveVariant, type ExtraBuild} from '../support/extraBuild';
import {RELEVANCE_SUITES} from '../relevance/suites';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.MCP_SITE_PORT ?? 3340);

type ToolText = {content: {type: string; text: string}[]; isError?: boolean; structuredContent?: Record<string, unknown>};
type Hit = {title: string; sectionPath: string[]; url: string; snippet: string};

let served: ExtraBuild;
let site: string;
const clients: Client[] = [];

async function connect(siteUrl: string): Promise<Client> {
  const client = new Client({name: 'katachi-mcp-test', version: '1.0.0'});
  await client.connect(new StdioClientTransport({command: 'npm', args: ['run', '-s', 'mcp', '--', '--site', siteUrl], cwd: ROOT, stderr: 'ignore'}));
  clients.push(client);
  return client;
}

const call = (client: Client, name: string, args: Record<string, unknown>) => client.callTool({name, arguments: args}) as Promise<ToolText>;
const hitsOf = (result: ToolText) => (result.structuredContent?.hits ?? []) as Hit[];

let client: Client;

before(async () => {
  served = await serveVariant('default', PORT);
  site = `${served.site}/katachi/`;
  client = await connect(site);
});

after(async () => {
  for (const c of clients) await c.close();
  await served?.stop();
});

test('the server names itself and its version, and offers search_docs and read_page', async () => {
  assert.equal(client.getServerVersion()?.name, 'katachi-docs');
  assert.match(client.getServerVersion()?.version ?? '', /^\d+\.\d+\.\d+/);
  assert.match(client.getInstructions() ?? '', new RegExp(site.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  const tools = (await client.listTools()).tools.map((t) => t.name).sort();
  assert.deepEqual(tools, ['read_page', 'search_docs']);
});

test('search_docs("optional hash key") puts the Hashes page\'s optional-key section first, with its path, full URL and a snippet', async () => {
  const result = await call(client, 'search_docs', {query: 'optional hash key'});
  assert.notEqual(result.isError, true, result.content[0]?.text);
  const [first] = hitsOf(result);
  assert.equal(first.url, `${site}docs/Features/Hashes#making-a-key-optional`);
  assert.deepEqual(first.sectionPath.slice(1), ['Hashes', 'Making a key optional']);
  assert.ok(first.snippet.length > 20, first.snippet);
  assert.match(result.content[0].text, /Source: .*\(index build /);
});

test("for every query of the relevance suites, the server's first hit is the modal engine's first hit", async () => {
  const engine = fusedEngineOfIndex(readIndexDirectory(path.join(served.outDir, 'search-index')));
  const queries = [...new Set(RELEVANCE_SUITES.flatMap((suite) => suite.cases.map((c) => c.query)))];
  assert.ok(queries.length > 500, `${queries.length} queries`);
  const differing: string[] = [];
  for (const query of queries) {
    const expected = engine.search(query, {limit: 1}).hits[0]?.record.url;
    const [first] = hitsOf(await call(client, 'search_docs', {query, limit: 1}));
    // The server's URLs are full and percent-encoded (`#the-name-%E5%BD%A2`); the index's are paths as written.
    const got = first ? decodeURI(new URL(first.url).pathname + new URL(first.url).hash) : undefined;
    if (got !== expected) differing.push(`${query}: ${got} ≠ ${expected}`);
  }
  assert.deepEqual(differing, []);
});

test('read_page returns a page as Markdown, from a doc path or a URL search_docs gave', async () => {
  const byPath = await call(client, 'read_page', {path: 'Features/Hashes'});
  assert.notEqual(byPath.isError, true, byPath.content[0]?.text);
  assert.match(byPath.content[0].text, /^# Hashes\n/);
  const byUrl = await call(client, 'read_page', {path: `${site}docs/Features/Hashes#making-a-key-optional`});
  assert.equal(byUrl.content[0].text, byPath.content[0].text);
  // A folder's index page.
  assert.match((await call(client, 'read_page', {path: 'Contributing'})).content[0].text, /^# Contributing\n/);
});

test('every doc page is a resource, read as Markdown', async () => {
  const {resources} = await client.listResources();
  assert.ok(resources.length >= 18, `${resources.length} resources`);
  const hashes = resources.find((r) => r.uri === `${site}docs/Features/Hashes.md`);
  assert.ok(hashes, resources.map((r) => r.uri).join('\n'));
  assert.equal(hashes.mimeType, 'text/markdown');
  const read = await client.readResource({uri: hashes.uri});
  assert.match(String((read.contents[0] as {text?: string}).text), /^# Hashes\n/);
});

test('bad input is a clear tool error, and the server keeps answering', async () => {
  const empty = await call(client, 'search_docs', {query: '   '});
  assert.equal(empty.isError, true);
  assert.match(empty.content[0].text, /query is empty/);
  const unknown = await call(client, 'read_page', {path: 'Features/NoSuchPage'});
  assert.equal(unknown.isError, true);
  assert.match(unknown.content[0].text, /No doc page at "Features\/NoSuchPage"/);
  const notADoc = await call(client, 'read_page', {path: '../../etc/passwd'});
  assert.equal(notADoc.isError, true);
  const wrongType = await client
    .callTool({name: 'search_docs', arguments: {query: 42}})
    .catch((error: Error) => ({isError: true, content: [{type: 'text', text: error.message}]}));
  assert.equal((wrongType as ToolText).isError, true);
  assert.equal(hitsOf(await call(client, 'search_docs', {query: 'any_of'})).length > 0, true, 'still answering');
});

test('an unreachable site is a clear tool error, not a crash', async () => {
  const offline = await connect('http://127.0.0.1:9/katachi/');
  const result = await call(offline, 'search_docs', {query: 'hash'});
  assert.equal(result.isError, true);
  assert.match(result.content[0].text, /Could not reach the docs at http:\/\/127\.0\.0\.1:9\/katachi\//);
  const page = await call(offline, 'read_page', {path: 'Features/Hashes'});
  assert.equal(page.isError, true);
  assert.match(page.content[0].text, /Could not reach the docs/);
});

/**
 * The docs MCP server (mcp/), end to end: started as a client starts it
 * (`npm run mcp -- --site <base URL>` over stdio, through the SDK's own
 * client), answering from the built site served on loopback. Its search is the
 * modal's: for every query of the relevance suites its first hit is the
 * engine's first hit on the same index. Bad input and an unreachable site are
 * tool errors with a clear message; the server keeps answering.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
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

async function connect(siteUrl: string, extraArgs: string[] = []): Promise<Client> {
  const client = new Client({name: 'katachi-mcp-test', version: '1.0.0'});
  const args = ['run', '-s', 'mcp', '--', '--site', siteUrl, ...extraArgs];
  await client.connect(new StdioClientTransport({command: 'npm', args, cwd: ROOT, stderr: 'ignore'}));
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
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ['read_page', 'search_docs']);
  // Both only read: a client may run them without asking.
  assert.deepEqual(
    tools.map((t) => t.annotations?.readOnlyHint),
    [true, true],
  );
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
  // A URL copied from the address bar with a trailing slash, a path in another case, a page's name alone.
  for (const path of [`${site}docs/FAQ/`, 'features/hashes', 'hashes']) {
    const page = await call(client, 'read_page', {path});
    assert.notEqual(page.isError, true, `${path}: ${page.content[0]?.text}`);
    assert.match(page.content[0].text, path === `${site}docs/FAQ/` ? /^# FAQ\n/ : /^# Hashes\n/, path);
  }
  // Every page by the title its resource is listed with, and by the start of a name only one page has.
  const {resources} = await client.listResources();
  for (const {name, uri} of resources) {
    const page = await call(client, 'read_page', {path: name});
    assert.notEqual(page.isError, true, `${name}: ${page.content[0]?.text}`);
    assert.equal((page.structuredContent as {url: string}).url, uri, name);
  }
  assert.match((await call(client, 'read_page', {path: 'rspec'})).content[0].text, /^# RSpec Integration\n/);
  // A start several pages share names none of them.
  assert.match((await call(client, 'read_page', {path: 'Features'})).content[0].text, /^No doc page at "Features"\. The pages: /);
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
  assert.match(unknown.content[0].text, /No doc page at "Features\/NoSuchPage"\. The pages: .*Features\/Hashes/);
  // Input is bounded, and an error quotes it cut short.
  const long = await call(client, 'search_docs', {query: 'q'.repeat(200)});
  assert.ok(long.content[0].text.length < 600, `${long.content[0].text.length} characters`);
  const huge = await client
    .callTool({name: 'read_page', arguments: {path: 'y'.repeat(100_000)}})
    .catch((error: Error) => ({isError: true, content: [{type: 'text', text: error.message}]}));
  assert.equal((huge as ToolText).isError, true);
  assert.ok((huge as ToolText).content[0].text.length < 2_000, `${(huge as ToolText).content[0].text.length} characters`);
  // An unknown resource is MCP's "Resource not found".
  await assert.rejects(client.readResource({uri: `${site}docs/NoSuchPage.md`}), (error: {code?: number}) => error.code === -32002);
  const notADoc = await call(client, 'read_page', {path: '../../etc/passwd'});
  assert.equal(notADoc.isError, true);
  const wrongType = await client
    .callTool({name: 'search_docs', arguments: {query: 42}})
    .catch((error: Error) => ({isError: true, content: [{type: 'text', text: error.message}]}));
  assert.equal((wrongType as ToolText).isError, true);
  // An argument the tool does not take is refused and named, as the schema it shows says.
  const extra = await call(client, 'search_docs', {query: 'optional key', limt: 3});
  assert.equal(extra.isError, true);
  assert.match(extra.content[0].text, /limt/);
  assert.deepEqual(
    (await client.listTools()).tools.map((t) => t.inputSchema.additionalProperties),
    [false, false],
  );
  assert.equal(hitsOf(await call(client, 'search_docs', {query: 'any_of'})).length > 0, true, 'still answering');
});

test('a site that takes the connection and never answers is a tool error after --timeout, not a hang', async () => {
  const silent = net.createServer(() => {}); // accepts, never replies
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  try {
    const {port} = silent.address() as net.AddressInfo;
    const stalled = await connect(`http://127.0.0.1:${port}/katachi/`, ['--timeout', '1']);
    for (const [name, args] of [
      ['search_docs', {query: 'hash'}],
      ['read_page', {path: 'FAQ'}],
    ] as const) {
      const result = await call(stalled, name, args);
      assert.equal(result.isError, true);
      assert.match(result.content[0].text, /did not answer within 1 s/);
    }
  } finally {
    silent.close();
  }
});

test('a site URL without the base path is named as the likely cause, not read as the docs', async () => {
  const wrongBase = await connect(`${served.site}/`);
  for (const [name, args] of [
    ['search_docs', {query: 'hash'}],
    ['read_page', {path: 'FAQ'}],
  ] as const) {
    const result = await call(wrongBase, name, args);
    assert.equal(result.isError, true, `${name}: ${result.content[0]?.text.slice(0, 80)}`);
    assert.match(result.content[0].text, /is an HTML page, not the docs' own file: is .* the docs' base URL, with its base path/);
  }
});

test('a site URL below the base path is named as the likely cause, not a page that was never asked for', async () => {
  const tooDeep = await connect(`${site}docs/`);
  const result = await call(tooDeep, 'read_page', {path: 'Features/Hashes'});
  assert.equal(result.isError, true);
  assert.equal(
    result.content[0].text,
    `${site}docs/ has no llms.txt, the list of the docs' pages: is it the docs' base URL (for example https://jtannas.github.io/katachi/)?`,
  );
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

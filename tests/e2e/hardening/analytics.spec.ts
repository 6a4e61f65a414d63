/**
 * Page-view analytics against a build made with ANALYTICS_ENDPOINT set: one
 * build into its own folder, served on its own port, beaconing to a tiny
 * collector on 127.0.0.1 that records every request.
 */
import {test, expect, type Page} from '@playwright/test';
import {spawn, type ChildProcess} from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const COLLECTOR_PORT = Number(process.env.ANALYTICS_COLLECTOR_PORT ?? 3197);
const SITE_PORT = Number(process.env.ANALYTICS_SITE_PORT ?? 3196);
const ENDPOINT = `http://127.0.0.1:${COLLECTOR_PORT}/collect`;
const SITE = `http://localhost:${SITE_PORT}`;
// Reuse a build made earlier with ANALYTICS_BUILD_DIR; else build one.
const PREBUILT = process.env.ANALYTICS_BUILD_DIR;

type Hit = {method: string; url: string; headers: http.IncomingHttpHeaders; body: string};

const hits: Hit[] = [];
let collector: http.Server;
let server: ChildProcess | null = null;
let outDir = '';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {env, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4_000)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}\n${stderr}`))));
  });
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(900_000);
  collector = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits.push({method: req.method ?? '', url: req.url ?? '', headers: req.headers, body});
      // A collector that tries to set a cookie: the site must not send it back.
      res.writeHead(204, {'Set-Cookie': 'collector=tracked; SameSite=None; Secure', 'Access-Control-Allow-Origin': '*'});
      res.end();
    });
  });
  await new Promise<void>((resolve) => collector.listen(COLLECTOR_PORT, '127.0.0.1', resolve));

  if (PREBUILT) {
    outDir = path.resolve(PREBUILT);
  } else {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'katachi-analytics-build-'));
    await run('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      ...process.env,
      ANALYTICS_ENDPOINT: ENDPOINT,
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
      // Its own generated files: the dev server used by other tests runs from
      // .docusaurus/ at the same time and would pick up this build's data.
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus-analytics-test',
    });
  }
  server = spawn('npx', ['docusaurus', 'serve', '--dir', outDir, '--port', String(SITE_PORT), '--host', 'localhost', '--no-open'], {
    stdio: 'ignore',
    detached: true,
  });
  await waitForUrl(`${SITE}/katachi/`, 60_000);
});

test.afterAll(async () => {
  // Stop the server this file started (its own process group), and the collector.
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise<void>((resolve) => collector?.close(() => resolve()));
  if (!PREBUILT && outDir.startsWith(os.tmpdir())) fs.rmSync(outDir, {recursive: true, force: true});
});

function pageViews(): Array<{type: string; path: string; title: string}> {
  return hits.map((hit) => JSON.parse(hit.body));
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
}

test('one page view per page: first load and each new pathname, none for hash or query changes', async ({page}) => {
  hits.length = 0;
  await page.goto(`${SITE}/katachi/`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect.poll(() => hits.length).toBe(1);
  expect(pageViews()[0]).toEqual({type: 'pageview', path: '/katachi/', title: await page.title()});

  // Client-side navigation to another page.
  await page.locator('.navbar').getByRole('link', {name: 'Documentation'}).click();
  await expect(page).toHaveURL(/WhatIsKatachi$/);
  await expect.poll(() => hits.length).toBe(2);
  expect(pageViews()[1]).toEqual({type: 'pageview', path: '/katachi/docs/WhatIsKatachi', title: 'What is Katachi | Katachi'});

  // Hash-only changes: table-of-contents links.
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Hashes', exact: true}).click();
  await expect.poll(() => hits.length).toBe(3);
  await page.locator('.table-of-contents a').nth(0).click();
  await page.locator('.table-of-contents a').nth(1).click();
  await expect(page).toHaveURL(/#/);
  await settle(page);
  expect(hits).toHaveLength(3);

  // The search page, then query-only changes as the reader types.
  await page.goto(`${SITE}/katachi/search?q=hash`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect.poll(() => hits.length).toBe(4);
  expect(pageViews()[3]).toMatchObject({path: '/katachi/search'});
  await page.locator('#search-page-input').fill('any_of');
  await expect(page).toHaveURL(/q=any_of/);
  await page.locator('#search-page-input').fill('nullable');
  await expect(page).toHaveURL(/q=nullable/);
  await settle(page);
  expect(hits).toHaveLength(4);

  // Back to a page already seen is a new page view.
  await page.goBack();
  await expect(page).toHaveURL(/Features\/Hashes/);
  await expect.poll(() => hits.length).toBe(5);
  expect(pageViews().map((v) => v.path)).toEqual([
    '/katachi/',
    '/katachi/docs/WhatIsKatachi',
    '/katachi/docs/Features/Hashes',
    '/katachi/search',
    '/katachi/docs/Features/Hashes',
  ]);
});

test('page views carry no cookie, referrer or personal data, and need no preflight', async ({page, context}) => {
  hits.length = 0;
  await context.addCookies([{name: 'site', value: 'reader', url: SITE}]);
  await page.goto(`${SITE}/katachi/docs/FAQ?utm=secret#is-it-ready`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect.poll(() => hits.length).toBe(1);
  await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', {name: 'Arrays', exact: true}).click();
  await expect.poll(() => hits.length).toBe(2);
  await settle(page);
  expect(hits).toHaveLength(2);
  for (const hit of hits) {
    expect(hit.method).toBe('POST');
    expect(hit.url).toBe('/collect');
    expect(hit.headers.cookie).toBeUndefined();
    expect(hit.headers.referer).toBeUndefined();
    expect(hit.headers['content-type']).toMatch(/^text\/plain/);
    const body = JSON.parse(hit.body);
    expect(Object.keys(body).sort()).toEqual(['path', 'title', 'type']);
    expect(hit.body).not.toContain('utm');
    expect(hit.body).not.toContain('reader');
  }
  expect(pageViews()[0]).toEqual({type: 'pageview', path: '/katachi/docs/FAQ', title: 'FAQ | Katachi'});
  // The only other host the site talks to is the configured collector.
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.reload();
  await settle(page);
  for (const origin of origins) expect([SITE, new URL(ENDPOINT).origin]).toContain(origin);
});

test('the analytics build names the endpoint in its bundle; nothing else changes', async () => {
  const scripts = fs.readdirSync(path.join(outDir, 'assets', 'js')).filter((f) => f.endsWith('.js'));
  const withEndpoint = scripts.filter((f) => fs.readFileSync(path.join(outDir, 'assets', 'js', f), 'utf8').includes(ENDPOINT));
  expect(withEndpoint.length).toBeGreaterThan(0);
});

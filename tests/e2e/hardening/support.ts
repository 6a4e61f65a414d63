import {expect, type Page, type Route} from '@playwright/test';
import {gotoHydrated, openModal} from '../../support/search';

/** Text of the page's main.js (the client runtime with the route registry). */
async function mainScript(page: Page): Promise<string> {
  const mainUrl = await page.evaluate(() => [...document.scripts].map((s) => s.src).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src)));
  expect(mainUrl, 'the page loads main.js').toBeTruthy();
  return (await page.request.get(mainUrl!)).text();
}

/**
 * The chunk a route component is built into. Docusaurus' registry in main.js
 * reads `"11e16b59":[()=>n.e(37).then(…),"@site/docs/Features/Hashes.md",3091]`,
 * and the chunk file is named after the key: assets/js/11e16b59.<hash>.js.
 * Returns a glob for that file.
 */
export async function chunkGlobOf(page: Page, source: string): Promise<string> {
  const body = await mainScript(page);
  const at = body.indexOf(`"${source}",`);
  expect(at, `main.js registers ${source}`).toBeGreaterThan(0);
  const keys = [...body.slice(Math.max(0, at - 400), at).matchAll(/(?:"([0-9a-f]+)"|\b(\d+)):\[\(\)=>/g)];
  expect(keys.length, `the registry key of ${source}`).toBeGreaterThan(0);
  const last = keys[keys.length - 1];
  return `**/assets/js/${last[1] ?? last[2]}.*.js`;
}

/**
 * The registry Docusaurus builds into main.js maps each route component to a
 * webpack module id, e.g. `"@site/src/pages/index.tsx",5579]`. Returns the id
 * of the module built from `source`.
 */
export async function moduleIdOf(page: Page, source: string): Promise<string> {
  const body = await mainScript(page);
  const escaped = source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = body.match(new RegExp(`"${escaped}",(\\d+)\\]`));
  expect(match, `main.js registers ${source}`).toBeTruthy();
  return match![1];
}

/**
 * Serves JS chunks with a prologue that, for the webpack modules in `ids`,
 * replaces a default export that is a component by one that throws while
 * `window.__katachiCrash` is true. The chunk is otherwise the real one.
 */
export async function crashModules(page: Page, ids: string[], message: string): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as {__katachiCrash: boolean}).__katachiCrash = true;
  });
  const prologue = `(() => {
    const ids = new Set(${JSON.stringify(ids)});
    const queue = (globalThis.webpackChunkkatachi_docs ||= []);
    const webpackPush = queue.push;
    queue.push = function (chunk) {
      queue.push = webpackPush;
      const modules = chunk[1];
      for (const id of Object.keys(modules)) {
        if (!ids.has(id)) continue;
        const factory = modules[id];
        modules[id] = function (module, exports, require) {
          const patched = Object.assign(function (request) { return require(request); }, require, {
            d(target, getters) {
              if (getters.default) {
                const original = getters.default;
                getters = {...getters, default: () => {
                  const value = original();
                  if (typeof value !== 'function') return value;
                  return function CrashingPage(props) {
                    if (window.__katachiCrash) throw new Error(${JSON.stringify(message)});
                    return value(props);
                  };
                }};
              }
              return require.d(target, getters);
            },
          });
          return factory.call(this, module, exports, patched);
        };
      }
      return webpackPush.apply(this, arguments);
    };
  })();\n`;
  await page.route('**/assets/js/*.js', async (route) => {
    let response: Awaited<ReturnType<Route['fetch']>>;
    let body: string;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // The request outlived its page: an idle-time prefetch cut short when the test
      // navigates on ("Response has been disposed"). Nothing is waiting for it.
      return route.abort().catch(() => undefined);
    }
    const hasTarget = ids.some((id) => body.includes(`{${id}(`) || body.includes(`,${id}(`) || body.includes(`${id}:`));
    // The same race can land between the fetch and the fulfil ("Fetch response has
    // been disposed"): the page that asked has gone, so there is no one to answer.
    await route.fulfill({response, body: hasTarget ? prologue + body : body}).catch((error: unknown) => {
      if (!/disposed|Target closed|has been closed/i.test(String(error))) throw error;
    });
  });
}

/**
 * The JS chunks that hold the search modal's code (DocSearch's modal is
 * loaded on first use): opens the modal once in `page`, which must not have
 * loaded it yet, records the chunks requested meanwhile and keeps those
 * containing the modal. Returns their URL paths.
 */
export async function modalChunkPaths(page: Page): Promise<string[]> {
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (/\/assets\/js\/[^/]+\.js$/.test(new URL(request.url()).pathname)) requested.add(request.url());
  });
  await openModal(page);
  const paths: string[] = [];
  for (const url of requested) {
    const body = await (await page.request.get(url)).text();
    if (body.includes('DocSearch-Modal')) paths.push(new URL(url).pathname);
  }
  expect(paths.length, `a chunk with the modal among those requested: ${[...requested].join(', ')}`).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  return paths;
}

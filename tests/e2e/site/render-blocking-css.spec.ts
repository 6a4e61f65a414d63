// A size budget, not a timing test: the one stylesheet every page loads before
// its first paint must fit in the first round trip of a new connection.
// Lighthouse's simulated slow 4G (lantern's TCPConnection) sends 10 segments of
// 1,460 bytes in the first window; a stylesheet larger than that costs a second
// round trip, about 150 ms more first contentful paint than stock Docusaurus,
// whose 12.5 kB fits (plugins/pageSpeed/README.md).
import {brotliCompressSync} from 'node:zlib';
import {expect, test} from '@playwright/test';
import {BASE} from '../../support/site';

const FIRST_WINDOW_BYTES = 10 * 1460;
/** The stylesheets a page waits for before its first paint: all but the print stylesheet (static/css/print.css). */
const RENDER_BLOCKING = 'head link[rel="stylesheet"]:not([media="print"])';
// Response headers of a static host such as the bench's server (tools/bench/pages/staticServer.ts: 238 bytes).
const HEADER_BYTES = 240;

test('the render-blocking stylesheet fits in the first TCP window, brotli-compressed', async ({page, request}) => {
  await page.goto(`${BASE}/docs/Contributing/SECURITY`);
  const hrefs = await page.locator(RENDER_BLOCKING).evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  // Docusaurus' one bundle; the modal's and the Run UI's stylesheets are not in the page (plugins/lazyStyles/),
  // and the print stylesheet waits for printing.
  expect(hrefs).toHaveLength(1);
  await expect(page.locator('head link[rel="stylesheet"][media="print"]')).toHaveAttribute('href', `${BASE}/css/print.css`);
  expect(hrefs[0]).toMatch(/\/assets\/css\/styles\.[0-9a-f]+\.css$/);
  const body = await (await request.get(hrefs[0])).body();
  const brotli = brotliCompressSync(body).length;
  expect(
    brotli,
    `styles.css is ${brotli} bytes brotli: over ${FIRST_WINDOW_BYTES - HEADER_BYTES}, it no longer fits the first round trip. ` +
      'Move styles of UI that is not in the first paint out of it (LAZY_STYLESHEETS in docusaurus.config.ts).',
  ).toBeLessThanOrEqual(FIRST_WINDOW_BYTES - HEADER_BYTES);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test("the search page's own stylesheet is linked from /search only, so it paints styled", async ({page}) => {
    await page.goto(`${BASE}/search?q=hash`);
    const input = page.locator('#search-page-input');
    // styles.module.css of the search page: a large field (1.1rem; the browser's own is 13.33px) on a page of at most 52rem.
    await expect(input).toHaveCSS('font-size', '17.6px');
    await expect(page.locator('main.container')).toHaveCSS('max-width', '832px');
    expect(await page.locator(RENDER_BLOCKING).count()).toBe(2);
  });
});

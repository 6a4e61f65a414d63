import {expect, type Page, type Response, type Route} from '@playwright/test';
import {MEANING_ATTRIBUTE, MODAL_ROOT_CLASS} from '../../plugins/search/theme/SearchBar/answerState';
import {hydrated, nextFrames} from './site';

/** The split index's manifest, fetched first; then its shards. */
export const INDEX_PATTERN = '**/search-index/index.json*';
export const SHARD_PATTERN = '**/search-index/*/*.json';
export const TABLE_SHARD_PATTERN = '**/search-index/table-*/t-*.json';

/** The page's main bundle: held back, the page shows but nothing of React runs. */
export const MAIN_BUNDLE_PATTERN = '**/assets/js/main.*.js';

/** The search theme's `startQueries` as docusaurus.config.ts sets them, in order. */
export const SITE_START_QUERIES = ['optional key', 'nullable string', 'array of hashes', 'have_shape', 'why did a comparison fail'];

/** A question longer than the box, as an assistant writes it into a link, and what the box makes of it (shared/queryFit.ts). */
export const LONG_QUESTION = {
  asked: 'how do I check that a response body is an array of hashes with an id key',
  condensed: 'check that a response body is an array of hashes with an id key',
};

/** Opens `path` and waits until React has hydrated it; returns the document's response. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** Focuses a text field added to the page and types `/` in it (which must not open the modal). */
export async function typeSlashInAField(page: Page): Promise<void> {
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'probe';
    document.body.appendChild(input);
  });
  await page.locator('#probe').focus();
  await expect(page.locator('#probe')).toBeFocused();
  await page.keyboard.press('/');
}

export async function openModal(page: Page, how: 'click' | 'ctrl-k' | 'meta-k' | 'slash' = 'ctrl-k'): Promise<void> {
  const modal = page.locator('.DocSearch-Modal');
  // DocSearch re-subscribes its key listener just after the modal closes; a
  // shortcut pressed in that instant is lost, so a closed modal is retried.
  await expect(async () => {
    if (await modal.count()) return;
    if (how === 'click') await page.locator('.DocSearch-Button').click();
    else if (how === 'ctrl-k') await page.keyboard.press('Control+k');
    else if (how === 'meta-k') await page.keyboard.press('Meta+k');
    else await page.keyboard.press('/');
    await expect(modal).toBeVisible({timeout: 2_000});
  }).toPass({timeout: 10_000});
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/**
 * Types `query` into the open modal and waits for its answer. By default also
 * for the meaning layer to join it (the list settles once more when its files
 * arrive, theme/SearchBar/settleMeaning.ts), so the list read next is the
 * final one; `{meaning: 'any'}` takes the words' first answer, for tests that
 * hold the meaning layer's files.
 */
export async function search(page: Page, query: string, {meaning = 'joined'}: {meaning?: 'joined' | 'any'} = {}): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
  // Wait for the answer to this query (recent searches are hits too, and an
  // earlier query's results may still be on screen).
  const quoted = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(new RegExp(`^\\d+ results? for "${quoted}"$`));
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  if (meaning === 'joined') await meaningJoined(page);
}

/** The modal's root, which carries the answer's marks (theme/SearchBar/answerState.ts). */
export const modalRoot = (page: Page) => page.locator(`.${MODAL_ROOT_CLASS}`);

/**
 * Waits until the modal's answer is no longer waiting for the meaning layer
 * (the list settles once more when its files arrive, theme/SearchBar/settleMeaning.ts)
 * and that final answer is on screen.
 */
export async function meaningJoined(page: Page): Promise<void> {
  await expect(modalRoot(page)).not.toHaveAttribute(MEANING_ATTRIBUTE, 'joining');
  // The answer that cleared the mark is on screen once React has committed it.
  await nextFrames(page);
}

/**
 * "See all N results" offers the count the status line says (read once the status has
 * caught up with the meaning layer's answer): DocSearch's running total, corrected.
 */
export async function expectSeeAllToMatchStatus(page: Page): Promise<void> {
  const status = page.locator('[data-testid="search-status"]');
  await expect(async () => {
    const count = Number((await status.textContent())!.match(/^(\d+)/)![1]);
    await expect(page.locator('.DocSearch-HitsFooter')).toHaveText(new RegExp(`See all ${count} results`), {timeout: 250});
  }).toPass();
}

/**
 * Holds the responses of requests matching `pattern` until `release()`; `requested` resolves
 * at the first request held. `holding` (by default always) says whether a request is held.
 */
export async function holdRequests(page: Page, pattern: string, holding = () => true): Promise<{release: () => void; requested: Promise<void>}> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(pattern, async (route: Route) => {
    if (holding()) {
      markRequested();
      await gate;
    }
    await route.continue();
  });
  return {release, requested};
}

/** Holds the index response until `release()` is called. */
export function holdIndex(page: Page): Promise<{release: () => void; requested: Promise<void>}> {
  return holdRequests(page, INDEX_PATTERN);
}

/** Opens `path` with the main bundle held (holdMainBundle): painted, search button included, not hydrated. */
export async function gotoPainted(page: Page, path = '/katachi/docs/GettingStarted'): Promise<void> {
  await page.goto(path, {waitUntil: 'commit'});
  await expect(page.locator('.DocSearch-Button')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
}

/** Holds the page's main bundle until `release()` is called: the page is painted but does not hydrate. */
export async function holdMainBundle(page: Page): Promise<() => void> {
  return (await holdRequests(page, MAIN_BUNDLE_PATTERN)).release;
}

/**
 * Routes every script from the page's first request on, and holds those requested after
 * `hold()` (the modal's code, fetched on the first request to open it) until `release()`.
 * Routing from the start keeps the HTTP cache out of it: a chunk prefetched before the
 * hold would otherwise be served from there, unheld.
 */
export async function holdLaterScripts(page: Page): Promise<{hold: () => void; release: () => void; requested: Promise<void>}> {
  let holding = false;
  const held = await holdRequests(page, '**/assets/js/*.js', () => holding);
  return {hold: () => (holding = true), ...held};
}

/** Holds the meaning layer's word-table shards until `release()` is called: words answer, meaning waits. */
export async function holdTableShards(page: Page): Promise<() => void> {
  return (await holdRequests(page, TABLE_SHARD_PATTERN)).release;
}

export function recentSearchesKey(): string {
  return '__DOCSEARCH_RECENT_SEARCHES__katachi';
}

export function favoriteSearchesKey(): string {
  return '__DOCSEARCH_FAVORITE_SEARCHES__katachi';
}

/**
 * Watches the search index's requests from now on: `quiet()` resolves once
 * none has been in flight for `quietMs` (the word answer, then the meaning
 * layer's files and the list it settles, all loaded).
 */
export function watchIndexRequests(page: Page, quietMs = 300): {quiet: () => Promise<void>} {
  let inFlight = 0;
  let lastChange = Date.now();
  const isIndex = (request: {url(): string}) => request.url().includes('/search-index/');
  const done = (request: {url(): string}) => {
    if (!isIndex(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (!isIndex(request)) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: () => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {intervals: [50]}).toBe(true),
  };
}

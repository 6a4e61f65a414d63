/**
 * A cold query waits on at most 2 rounds of requests after the reader's
 * intent: hovering the search button fetches the manifest and (on a small
 * site) the whole vocabulary in parallel, so a query then needs only its
 * postings, then the fragments of its hits. The meaning layer's files (the
 * section vectors, fetched at intent after the manifest, and the query's
 * table shards) come alongside and never hold the word answer back: here the
 * table shards are held until the answer is shown, so that the list the meaning
 * layer settles afterwards (tests/e2e/search/meaning.spec.ts), with its own
 * fragments, cannot join the rounds counted. Every other index response is
 * delayed, so the rounds are seen in the request timestamps.
 */
import {test, expect} from '@playwright/test';
import {gotoHydrated, holdTableShards, openModal} from '../../support/search';
import {roundsAfter, type TimedRequest} from '../../../tools/bench/requestRounds';

const DELAY_MS = 400;
const fileName = (url: string) => new URL(url).pathname.split('/').pop()!;
const isMeaningFile = (url: string) => /^[mt]-\d+\.json$/.test(fileName(url));

test('a cold query after intent waits on at most 2 rounds of index requests', async ({page}) => {
  const requests: Array<TimedRequest & {url: string}> = [];
  const started = new Map<string, number>();
  await page.route('**/search-index/**', async (route) => {
    started.set(route.request().url(), Date.now());
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  const finished = (request: import('@playwright/test').Request) => {
    const start = started.get(request.url());
    if (start !== undefined) requests.push({url: request.url(), start, end: Date.now()});
  };
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  // Registered last, so it answers the table shards' requests before the delay above.
  const releaseTableShards = await holdTableShards(page);

  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  // Intent: the index the query will need first comes in one round.
  await page.locator('.DocSearch-Button').hover();
  await expect.poll(() => requests.map((r) => fileName(r.url)).sort()).toEqual(['index.json', 'm-0.json', 'v-all.json']);
  expect(
    roundsAfter(
      requests.filter((r) => !isMeaningFile(r.url)),
      0,
    ),
  ).toBe(1);

  await openModal(page);
  const pressedAt = Date.now();
  await page.locator('.DocSearch-Input').fill('hash');
  await expect(page.locator('[data-testid="search-status"]')).toHaveText(/^\d+ results? for "hash"$/, {timeout: 20_000});
  // What the answer waited on ended before it was shown.
  const answeredAt = Date.now();
  const waitedOn = requests.filter((r) => r.end <= answeredAt);
  const afterKeyPress = waitedOn.filter((r) => r.end > pressedAt && !isMeaningFile(r.url));
  const names = afterKeyPress.map((r) => fileName(r.url));
  // Postings, then fragments: no vocabulary shard, no manifest again.
  expect(names.some((n) => n.startsWith('p-'))).toBe(true);
  expect(names.some((n) => n.startsWith('f-'))).toBe(true);
  expect(names.filter((n) => n.startsWith('v-') || n === 'index.json')).toEqual([]);
  expect(roundsAfter(waitedOn, pressedAt)).toBeLessThanOrEqual(2);
  releaseTableShards();
});

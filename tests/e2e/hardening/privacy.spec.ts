/**
 * Searching makes no request to another host: loading the index, the modal's
 * code, and opening a result. (Every route's own requests and resource hints
 * are checked by the pass over every route, site/every-route.spec.ts.)
 */
import {test, expect} from '@playwright/test';
import {gotoHydrated, openModal, search} from '../../support/search';
import {watchForeignRequests} from '../site/routeChecks';

test('searching and opening a result make no request to any other host', async ({page, baseURL}) => {
  const foreign = watchForeignRequests(page, new URL(baseURL!).origin);
  await gotoHydrated(page, '/katachi/docs/WhatIsKatachi');
  await openModal(page, 'click');
  await search(page, 'hash');
  await page.keyboard.press('Enter');
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
});

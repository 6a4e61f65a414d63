// The modal's stylesheets are not render-blocking (lazyStyles/): they load on
// search intent with the modal's code. This checks that a page starts without
// them, and that the modal is already styled, ours over DocSearch's, in the
// very task that puts it into the page (before any paint: no unstyled flash).
import {test, expect} from '@playwright/test';
import {gotoHydrated, openModal} from '../../support/search';
import {selectorsOfPage} from '../../support/styles';

test("a page loads without the modal's styles, and the modal is styled the moment it appears", async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/Contributing/SECURITY');
  const before = await selectorsOfPage(page);
  expect(before.some((s) => s.includes('.DocSearch-Button'))).toBe(true);
  expect(before.filter((s) => /\.DocSearch-(Modal|Container|Hit)\b/.test(s))).toEqual([]);

  // Computed styles of the container when React inserts it, before the browser paints.
  await page.evaluate(() => {
    const w = window as unknown as {firstModalStyle?: {position: string; zIndex: string; modalBackground: string}};
    new MutationObserver((_records, observer) => {
      const container = document.querySelector('.DocSearch-Container');
      const modal = document.querySelector('.DocSearch-Modal');
      if (!container || !modal) return;
      const style = getComputedStyle(container);
      w.firstModalStyle = {position: style.position, zIndex: style.zIndex, modalBackground: getComputedStyle(modal).backgroundColor};
      observer.disconnect();
    }).observe(document.body, {childList: true, subtree: true});
  });
  await openModal(page, 'ctrl-k');
  const first = await page.evaluate(() => (window as unknown as {firstModalStyle?: object}).firstModalStyle);
  // DocSearch's modal.css makes the container a fixed overlay; ours (loaded
  // after it) puts it just above the navbar (Infima's fixed z-index 200, + 1).
  expect(first).toMatchObject({position: 'fixed', zIndex: '201'});
  expect((first as {modalBackground: string}).modalBackground).not.toBe('rgba(0, 0, 0, 0)');
});

// The modal's stylesheets are not render-blocking (plugins/lazyStyles/): they load on
// search intent with the modal's code. This checks that a page starts without
// them, and that the modal is already styled, ours over DocSearch's, in the
// very task that puts it into the page (before any paint: no unstyled flash).
import {test, expect, type Page} from '@playwright/test';
import {gotoHydrated, openModal} from '../../support/search';
import {selectorsOfPage} from '../../support/styles';
import {gotoInMode, MODES} from '../a11y/axe';

test("a page loads without the modal's styles, and the modal is styled the moment it appears", async ({page}) => {
  await gotoHydrated(page, '/katachi/docs/Contributing/SECURITY');
  const before = await selectorsOfPage(page);
  expect(before.some((s) => s.includes('.DocSearch-Button'))).toBe(true);
  expect(before.filter((s) => /\.DocSearch-(Modal|Container|Hit)\b/.test(s))).toEqual([]);
  // Nor those of the dialog shown when search cannot load (they come with the script).
  expect(before.filter((s) => s.includes('katachi-load-error'))).toEqual([]);

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

/** What the navbar button shows: its colours and those of its icon and key captions. */
function buttonLook(page: Page) {
  return page.evaluate(() => {
    const look = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return null;
      const style = getComputedStyle(element);
      return {color: style.color, background: style.backgroundColor, border: style.borderTopColor, shadow: style.boxShadow};
    };
    return {
      button: look('.DocSearch-Button'),
      icon: look('.DocSearch-Search-Icon'),
      key: look('.DocSearch-Button-Key'),
      placeholder: look('.DocSearch-Button-Placeholder'),
    };
  });
}

for (const mode of MODES) {
  test(`${mode}: the navbar button looks the same before and after DocSearch's variables load with the modal`, async ({page}) => {
    await gotoInMode(page, '/katachi/docs/Contributing/SECURITY', mode);
    // DocSearch's _variables.css is not render-blocking: no modal variable on :root yet.
    const rootVariable = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--docsearch-modal-background').trim());
    expect(await rootVariable()).toBe('');
    const before = await buttonLook(page);
    expect(before.button?.background).not.toBe('rgba(0, 0, 0, 0)');

    await openModal(page, 'ctrl-k');
    expect(await rootVariable()).not.toBe('');
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await page.locator('.DocSearch-Button').blur();
    expect(await buttonLook(page)).toEqual(before);
  });
}

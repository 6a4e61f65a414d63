/**
 * A Markdown table too wide for the screen scrolls inside its own box
 * (src/components/ScrollableTable): it must then be reachable and scrollable
 * with the keyboard, and be no extra Tab stop when it fits.
 */
import {expect, test} from '@playwright/test';
import {gotoHydrated} from '../../support/search';
import {BASE} from '../../support/site';
import {WIDTHS} from './axe';

const [DESKTOP, PHONE] = WIDTHS;
/** A page whose first table fits at desktop width and scrolls on a phone. */
const PAGE = `${BASE}/docs/Integrations/RSpecIntegration`;

test('a table joins the tab order exactly while it scrolls, and the arrow keys scroll it', async ({page}) => {
  await page.setViewportSize(DESKTOP.viewport);
  await gotoHydrated(page, PAGE);
  const table = page.locator('article table').first();
  await expect(table).not.toHaveAttribute('tabindex');
  expect(await table.evaluate((t) => t.scrollWidth <= t.clientWidth), 'the table fits at desktop width').toBe(true);

  // An observer made now runs after the component's (creation order), in the same frame
  // as it: the table must be focusable by the time the layout that makes it scroll is
  // reported, not a render later. It is in place before the resize.
  type Watched = Window & {tabindexOnScroll?: Promise<string | null>};
  await table.evaluate((t) => {
    (window as Watched).tabindexOnScroll = new Promise((resolve) => {
      const observer = new ResizeObserver(() => {
        if (t.scrollWidth <= t.clientWidth + 1) return;
        observer.disconnect();
        resolve(t.getAttribute('tabindex'));
      });
      observer.observe(t);
    });
  });
  await page.setViewportSize(PHONE.viewport);
  expect(await page.evaluate(() => (window as Watched).tabindexOnScroll), 'tabindex when the layout that makes the table scroll is reported').toBe(
    '0',
  );

  await table.focus();
  await expect(table).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((t) => t.scrollLeft), 'ArrowRight scrolls the focused table').toBeGreaterThan(0);

  await page.setViewportSize(DESKTOP.viewport);
  await expect(table).not.toHaveAttribute('tabindex');
});

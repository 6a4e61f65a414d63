/**
 * The places where we change DocSearch 4.7's own markup, kept together.
 * tests/unit/search/docsearchPatches.test.ts reads DocSearch's shipped code
 * and fails when an upgrade changes what these patches rely on.
 */
import {useLayoutEffect, type RefObject} from 'react';

/** The version these patches were written against (checked by the test above). */
export const PATCHED_DOCSEARCH_VERSION = '4.7.0';

/**
 * A result is a real link (hover shows its URL, the context menu offers "open
 * in new tab" and "copy link address", middle click works) AND a listbox
 * option. DocSearch 4.7 renders each hit as `<li role="option" id
 * aria-selected>` around our hit component; a link inside an option is a
 * control inside a control (axe: nested-interactive). So the link takes over
 * the option's role, id (the input's aria-activedescendant and DocSearch's
 * scroll-into-view find it by id) and aria-selected, and the <li> becomes a
 * plain wrapper (role="none"). React only writes an attribute when its value
 * changes, so after each render we move whatever DocSearch has just written
 * (selection follows the arrow keys and the mouse).
 */
export function useLinkAsOption(link: RefObject<HTMLAnchorElement | null>): void {
  useLayoutEffect(() => {
    const anchor = link.current;
    const item = anchor?.parentElement;
    if (!anchor || !item || item.tagName !== 'LI') return;
    if (item.getAttribute('role') !== 'none') item.setAttribute('role', 'none');
    if (item.id) {
      anchor.id = item.id;
      item.removeAttribute('id');
    }
    const selected = item.getAttribute('aria-selected');
    if (selected !== null) {
      anchor.setAttribute('aria-selected', selected);
      item.removeAttribute('aria-selected');
    }
  });
}

/**
 * The navbar button: DocSearch 4.7 labels it "Search (Control+k)" while it
 * shows "Search Ctrl K", so the spoken name does not contain the visible text
 * (WCAG 2.5.3 Label in Name). Without the aria-label its name is its visible
 * text; aria-keyshortcuts still announces the shortcut. Spread last by
 * DocSearch, `aria-label: undefined` removes its label.
 */
export const BUTTON_NAME_FROM_CONTENT = {'aria-label': undefined} as const;

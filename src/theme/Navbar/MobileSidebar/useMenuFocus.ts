/**
 * The keyboard in the small-screen menu. theme-classic 3.9.2 leaves focus on the toggle
 * when the menu opens, lets Tab reach the page behind it, has no Escape, and drops focus
 * to the page when its close or "back" button goes. As the WAI-ARIA APG modal dialog
 * pattern has it: opening moves focus into the menu, Tab and Shift+Tab stay in it, Escape
 * closes it, focus that falls out (a button that went) comes back to it, and closing gives
 * focus back to the toggle. Written here rather than with a focus-trap library: these few
 * lines are all the menu needs, and they ship on every page.
 */
import {useEffect} from 'react';

/** How long opening may take to make the menu visible (theme-classic: a 200 ms fade). */
const FOCUS_FRAMES = 60;
/** How long after a click in the menu focus may still fall to the page. */
const REFOCUS_FRAMES = 10;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The menu's controls a reader can reach now: not in the panel that slid away (inert). */
const reachable = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));

export function useMenuFocus(shown: boolean, close: () => void): void {
  useEffect(() => {
    const menu = shown ? document.querySelector<HTMLElement>('.navbar-sidebar') : null;
    if (!menu) return undefined;
    const toggle = document.querySelector<HTMLElement>('.navbar__toggle');
    // The menu fades in (visibility is part of the transition): nothing in it takes focus
    // until it is visible, a frame or more after it opens.
    let open = true;
    let frames = 0;
    const focusFirst = () => {
      if (!open) return;
      const first = reachable(menu)[0];
      first?.focus();
      if (first && document.activeElement !== first && (frames += 1) < FOCUS_FRAMES) requestAnimationFrame(focusFirst);
    };
    focusFirst();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = reachable(menu);
      const active = document.activeElement;
      const leaving = !menu.contains(active) || active === (event.shiftKey ? items[0] : items.at(-1));
      if (items.length > 0 && leaving) {
        event.preventDefault();
        (event.shiftKey ? items.at(-1)! : items[0]).focus();
      }
    };
    // A button that goes with its panel ("← Back to main menu") loses focus to the page once
    // the browser notices, a frame or two after the click: it is brought back then.
    const onClick = () => {
      let checks = 0;
      const check = () => {
        if (!open) return;
        if (document.activeElement === document.body) reachable(menu)[0]?.focus();
        else if ((checks += 1) < REFOCUS_FRAMES) requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    };
    document.addEventListener('keydown', onKeyDown);
    menu.addEventListener('click', onClick);
    return () => {
      open = false;
      document.removeEventListener('keydown', onKeyDown);
      menu.removeEventListener('click', onClick);
      const active = document.activeElement;
      if (!active || active === document.body || menu.contains(active)) toggle?.focus();
    };
  }, [shown, close]);
}

import {useEffect} from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside the open dialog. DocSearch 4.7 has a trap of
 * its own, but it lists the modal's controls once, when the modal mounts: a
 * control added later (a result, a retry button, the answer mode's) or one that
 * is hidden can be its first or last, and focus then leaves for the page behind
 * (tests/unit/search/docsearchPatches.test.ts pins that trap).
 */
export function useFocusTrap(modal: HTMLElement | null): void {
  useEffect(() => {
    if (!modal) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      // Result links are options (tabindex -1, reached with the arrows): not Tab stops.
      const focusable = Array.from(modal.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.tabIndex >= 0 && !el.hidden && el.getClientRects().length > 0 && el.getAttribute('aria-hidden') !== 'true',
      );
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement as HTMLElement | null;
      const inside = !!active && modal.contains(active);
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [modal]);
}

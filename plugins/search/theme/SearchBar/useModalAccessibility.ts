import {useEffect} from 'react';

/**
 * Corrects DocSearch 4.7's markup for assistive technology, and keeps it
 * corrected when DocSearch re-renders:
 *  - the backdrop wrapping the dialog is a `role="button"` with tabindex 0
 *    (a control that contains controls): it becomes a plain element; closing
 *    by clicking outside works through its mouse handler, not the role;
 *  - the panel gets `role="dialog"`, `aria-modal` (focus is trapped) and a name;
 *  - the panel's <footer> of key hints is not the page's footer landmark.
 */
export function useModalAccessibility(modal: HTMLElement | null): void {
  useEffect(() => {
    if (!modal) return undefined;
    const container = modal.closest<HTMLElement>('.DocSearch-Container');
    const apply = () => {
      if (container) {
        if (container.hasAttribute('role')) container.removeAttribute('role');
        if (container.hasAttribute('aria-expanded')) container.removeAttribute('aria-expanded');
        if (container.getAttribute('tabindex') !== '-1') container.setAttribute('tabindex', '-1');
      }
      if (modal.getAttribute('role') !== 'dialog') modal.setAttribute('role', 'dialog');
      if (modal.getAttribute('aria-modal') !== 'true') modal.setAttribute('aria-modal', 'true');
      if (modal.getAttribute('aria-label') !== 'Search') modal.setAttribute('aria-label', 'Search');
      const footer = modal.querySelector('.DocSearch-Footer');
      if (footer && footer.getAttribute('role') !== 'none') footer.setAttribute('role', 'none');
    };
    apply();
    const observer = new MutationObserver(apply);
    // Attribute changes only where DocSearch renders them; the checks above
    // keep our own writes from triggering further work.
    if (container) observer.observe(container, {attributes: true, attributeFilter: ['role', 'aria-expanded', 'tabindex']});
    observer.observe(modal, {attributes: true, childList: true, attributeFilter: ['role', 'aria-modal', 'aria-label']});
    return () => observer.disconnect();
  }, [modal]);
}

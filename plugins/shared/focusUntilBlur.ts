/**
 * Focuses an element that takes focus only with a tabindex (a heading, <main>): it gets
 * tabindex -1 until focus leaves it. Taken away at once, as theme-common 3.9.2 does,
 * current browsers blur it and focus falls to the page; left for good, a later click inside
 * it would move Tab's starting point to it. An element with a tabindex of its own keeps it.
 */
export function focusUntilBlur(element: HTMLElement, options?: FocusOptions): void {
  if (!element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  }
  element.focus(options);
}

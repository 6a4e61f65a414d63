/**
 * A floating control steps aside while the reader scrolls down and comes back when they
 * scroll up, as Docusaurus's back-to-top button appears only on the way up: on a phone
 * the control would otherwise sit over the lines being read. The class only marks the
 * state; the stylesheet decides at which widths it moves the control away.
 */

/** Downward scrolling, in px, that counts as reading on (a layout shift does not). */
const READING_ON_PX = 40;

/** Starts watching; returns the function that stops it and brings the control back. */
export function stepAsideOnScroll(control: HTMLElement, awayClass: string): () => void {
  let from = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    if (y > from + READING_ON_PX) {
      control.classList.add(awayClass);
      from = y;
    } else if (y < from) {
      control.classList.remove(awayClass);
      from = y;
    }
  };
  window.addEventListener('scroll', onScroll, {passive: true});
  return () => {
    window.removeEventListener('scroll', onScroll);
    control.classList.remove(awayClass);
  };
}

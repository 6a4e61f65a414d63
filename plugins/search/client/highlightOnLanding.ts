/**
 * Client module: after each route change, clears the previous search
 * highlight and, when the reader arrived from a search result, highlights the
 * matched words on the new page with a control to clear them. While a
 * highlight is shown, it is painted again whenever the page's text is
 * replaced (code blocks swapping plain lines for highlighted ones).
 */
import type {ClientModule} from '@docusaurus/types';
import {clearHighlight, loadRangesOfTerms, paintHighlight, takeHighlight} from './landingHighlight';
import {onTextReplaced} from './onTextReplaced';
import {stepAsideOnScroll} from './stepAsideOnScroll';
import {focusUntilBlur} from '../../shared/focusUntilBlur';

const CONTROL_ID = 'katachi-clear-highlight';

/** Stops repainting the current highlight; set only while one is shown. */
let stopRepainting: (() => void) | null = null;
/** Stops moving the control aside on scroll; set only while it is shown. */
let stopStepping: (() => void) | null = null;

function removeControl(): void {
  stopStepping?.();
  stopStepping = null;
  document.getElementById(CONTROL_ID)?.remove();
}

function clearAll(): void {
  stopRepainting?.();
  stopRepainting = null;
  clearHighlight();
  removeControl();
}

function controlLabel(count: number): string {
  return `Clear search highlights (${count})`;
}

/**
 * The control is gone with the highlight: focus moves to the page's content, as
 * Docusaurus's skip link moves it, without scrolling the reader away from where they
 * are reading. A <main> takes focus only with a tabindex, and Chromium lets focus fall
 * to the page when it is taken away at once, so it goes when focus leaves.
 */
function focusMain(): void {
  const main = document.querySelector<HTMLElement>('main:first-of-type');
  if (main) focusUntilBlur(main, {preventScroll: true});
}

function showControl(count: number): void {
  removeControl();
  const button = document.createElement('button');
  button.id = CONTROL_ID;
  button.type = 'button';
  button.className = 'katachi-clear-highlight';
  button.textContent = controlLabel(count);
  button.addEventListener('click', () => {
    clearAll();
    focusMain();
  });
  document.body.appendChild(button);
  stopStepping = stepAsideOnScroll(button, 'katachi-clear-highlight--away');
}

function highlightPage(terms: string[], pathname: string): void {
  // The word finder is fetched only now (pages opened otherwise never need it).
  loadRangesOfTerms().then(
    (rangesOfTerms) => {
      if (window.location.pathname !== pathname) return; // the reader has moved on
      const root = document.querySelector('article .theme-doc-markdown') ?? document.querySelector('main');
      if (!root) return;
      const count = paintHighlight(rangesOfTerms(root, terms));
      if (count === 0) return;
      showControl(count);
      stopRepainting?.();
      stopRepainting = onTextReplaced(root, () => {
        const repainted = paintHighlight(rangesOfTerms(root, terms));
        if (repainted === 0) return clearAll(); // the words are gone from the page
        const control = document.getElementById(CONTROL_ID);
        // Relabelled in place: a reader's focus on the control is kept.
        if (control) control.textContent = controlLabel(repainted);
      });
    },
    () => undefined, // could not be fetched: the page simply shows no highlights
  );
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    // A hash change on the same page keeps the highlight; a new page drops it.
    if (previousLocation && previousLocation.pathname !== location.pathname) clearAll();
    const terms = takeHighlight(location.pathname);
    // The new page's content is in the DOM on the next frame.
    if (terms) window.requestAnimationFrame(() => highlightPage(terms, location.pathname));
  },
};

export default clientModule;

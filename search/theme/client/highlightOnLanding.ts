/**
 * Client module: after each route change, clears the previous search
 * highlight and, when the reader arrived from a search result, highlights the
 * matched words on the new page with a control to clear them.
 */
import type {ClientModule} from '@docusaurus/types';
import {clearHighlight, loadRangesOfTerms, paintHighlight, takeHighlight} from '../../runtime/landingHighlight';
import './highlightOnLanding.css';

const CONTROL_ID = 'katachi-clear-highlight';

function removeControl(): void {
  document.getElementById(CONTROL_ID)?.remove();
}

function clearAll(): void {
  clearHighlight();
  removeControl();
}

function showControl(count: number): void {
  removeControl();
  const button = document.createElement('button');
  button.id = CONTROL_ID;
  button.type = 'button';
  button.className = 'katachi-clear-highlight';
  button.textContent = `Clear search highlights (${count})`;
  button.addEventListener('click', () => {
    clearAll();
    (document.querySelector('main') as HTMLElement | null)?.focus?.();
  });
  document.body.appendChild(button);
}

function highlightPage(terms: string[], pathname: string): void {
  // The word finder is fetched only now (pages opened otherwise never need it).
  loadRangesOfTerms().then(
    (rangesOfTerms) => {
      if (window.location.pathname !== pathname) return; // the reader has moved on
      const root = document.querySelector('article .theme-doc-markdown') ?? document.querySelector('main');
      if (!root) return;
      const count = paintHighlight(rangesOfTerms(root, terms));
      if (count > 0) showControl(count);
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

/**
 * What DocSearch 4.7 leaves out, drawn into its open modal with the modal's
 * own classes (so it looks and reads the same):
 *  - the start screen's "No recent searches" (4.7 shows nothing at all), with the
 *    site's queries to start from (the theme's `startQueries`), and under saved
 *    searches the keys that save and remove them,
 *  - suggested queries on the no-results screen (4.7's list never renders:
 *    it collects suggestions into an object, not an array),
 *  - the "Unable to fetch results" error screen with a retry (4.7 never shows
 *    it for a failing client, and shows "No results" instead),
 *  - a loading screen while a query waits for the index (4.7 shows "No results"
 *    instead: see answerState.ts),
 *  - a polite live region telling screen readers how many results there are, once typing stops.
 */
import React, {useEffect} from 'react';
import {createPortal} from 'react-dom';
import {setModalQuery, type ModalDom} from '../../client/docsearch/dom';
import {placeAfterTitle, placeBeforeFooter, placeLast, SAVED_SEARCH_KEYS, usePortalHost} from '../../client/docsearch/patches';
import {DOCSEARCH_STYLE_CLASS as DS, OWN_CLASS} from '../../client/docsearch/selectors';
import {useSettledText} from '../hooks/useSettledText';

// Our screens wear DocSearch's dropdown class for its box, and ours to tell them from DocSearch's.
const SCREEN_BOX = `${DS.dropdown} ${OWN_CLASS.ownScreen}`;

/**
 * Queries a reader can search with one press, as DocSearch draws its own "Try searching for"
 * list. The list is named by its lead-in, so each query reads as one of them (WCAG 1.3.1).
 */
function QueryChoices({input, queries, labelId}: {input: HTMLInputElement; queries: string[]; labelId: string}) {
  return (
    <div className={DS.prefillList}>
      <p className={DS.help} id={labelId}>
        Try searching for:
      </p>
      <ul className={DS.prefillListItems} aria-labelledby={labelId}>
        {queries.map((query) => (
          <li key={query}>
            <button className={DS.prefill} type="button" onClick={() => setModalQuery(input, query)}>
              {query}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EmptyStartScreen({dom, show, startQueries}: {dom: ModalDom; show: boolean; startQueries: string[]}) {
  const host = usePortalHost(dom.modal, placeBeforeFooter);
  if (!host || !show) return null;
  return createPortal(
    <div className={SCREEN_BOX}>
      <div className={DS.startScreen}>
        <p className={DS.help}>No recent searches</p>
        {startQueries.length > 0 && dom.input && <QueryChoices input={dom.input} queries={startQueries} labelId="katachi-modal-start-queries" />}
      </div>
    </div>,
    host,
  );
}

export function NoResultsSuggestions({dom, suggestions}: {dom: ModalDom; suggestions: string[]}) {
  const host = usePortalHost(dom.noResults, placeAfterTitle);
  if (!host || suggestions.length === 0 || !dom.input) return null;
  return createPortal(<QueryChoices input={dom.input} queries={suggestions} labelId="katachi-modal-suggestions" />, host);
}

export function IndexErrorScreen({dom, onRetry}: {dom: ModalDom; onRetry: () => void}) {
  const host = usePortalHost(dom.modal, placeBeforeFooter);
  useEffect(() => {
    dom.modal?.classList.add(OWN_CLASS.indexError);
    return () => dom.modal?.classList.remove(OWN_CLASS.indexError);
  }, [dom.modal]);
  if (!host) return null;
  return createPortal(
    <div className={SCREEN_BOX}>
      <div className={DS.errorScreen} role="alert">
        <div className={DS.screenIcon} aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.4">
            <path d="M10 6v5M10 14h.01M2 10a8 8 0 1 0 16 0 8 8 0 0 0-16 0z" strokeLinecap="round" />
          </svg>
        </div>
        <p className={DS.title}>Unable to fetch results</p>
        <p className={DS.help}>You might want to check your network connection.</p>
        <button type="button" className="katachi-search-retry" onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>,
    host,
  );
}

/**
 * The saved searches' keys, said above the footer for keyboard readers (modal.css hides
 * the line on narrow screens, as DocSearch hides its key hints). Screen readers hear the
 * same with each entry (its description), so the line is hidden from them.
 */
export function SavedSearchKeys({dom}: {dom: ModalDom}) {
  const host = usePortalHost(dom.modal, placeBeforeFooter);
  if (!host || dom.query !== '' || !dom.dropdown) return null;
  return createPortal(
    <p className={`${DS.help} katachi-saved-search-keys`} aria-hidden="true">
      The selected search: {SAVED_SEARCH_KEYS.save} saves it, {SAVED_SEARCH_KEYS.remove} removes it.
    </p>,
    host,
  );
}

/**
 * Drawn in DocSearch's results area; modal.css shows it only while the
 * query is unanswered, DocSearch reports the search stalled (300 ms) and
 * there are no earlier results on screen.
 */
export function LoadingScreen({dom}: {dom: ModalDom}) {
  const host = usePortalHost(dom.dropdown, placeLast);
  if (!host) return null;
  return createPortal(
    <div className={`${DS.startScreen} katachi-loading`} data-testid="search-loading">
      <div className={`${DS.screenIcon} katachi-loading-icon`} aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 38 38" stroke="currentColor" strokeOpacity=".5">
          <g fill="none" fillRule="evenodd">
            <g transform="translate(1 1)" strokeWidth="2">
              <circle strokeOpacity=".3" cx="18" cy="18" r="18" />
              <path d="M36 18c0-9.94-8.06-18-18-18" />
            </g>
          </g>
        </svg>
      </div>
      <p className={DS.title}>Loading search…</p>
      <p className={DS.help}>The search index is still downloading.</p>
    </div>,
    host,
  );
}

export type SearchOutcome = {query: string; nbHits: number} | {query: string; error: true} | {query: string; loading: true} | null;

export function statusText(outcome: SearchOutcome): string {
  if (!outcome || !outcome.query) return '';
  if ('error' in outcome) return 'Unable to fetch results';
  if ('loading' in outcome) return 'Loading search…';
  if (outcome.nbHits === 0) return `No results for "${outcome.query}"`;
  return `${outcome.nbHits} ${outcome.nbHits === 1 ? 'result' : 'results'} for "${outcome.query}"`;
}

/** The modal's footer link to /search, counted in words that fit the count. */
export function seeAllText(nbHits: number): string {
  return nbHits === 1 ? 'See the 1 result' : `See all ${nbHits} results`;
}

/**
 * Lives as long as the modal, so every change of its text is announced: the answer to the
 * query the reader stopped typing at (useSettledText), not one per key.
 */
export function SearchStatus({dom, outcome}: {dom: ModalDom; outcome: SearchOutcome}) {
  const host = usePortalHost(dom.modal, placeLast);
  const answer = statusText(outcome);
  const text = useSettledText(answer);
  if (!host) return null;
  // data-answer: the answer on screen now, before it is said (tests that hold the page's clock read it).
  return createPortal(
    <div className="katachi-visually-hidden" aria-live="polite" aria-atomic="true" role="status" data-testid="search-status" data-answer={answer}>
      {text}
    </div>,
    host,
  );
}

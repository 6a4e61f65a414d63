import {QUERY_MAX_LENGTH} from '../../shared/queryFit';
import {takeIntoBox} from '../../client/shortenedQueries';

/** Reads `q` from a location's search string, fitted to the box, never throwing on malformed encodings. */
export function readQueryParam(search: string): string {
  let value: string | null = null;
  try {
    value = new URLSearchParams(search).get('q');
  } catch {
    value = null;
  }
  return takeIntoBox(value ?? '');
}

/** Marks a box whose URL query is longer than the box, until the page condenses it (queryPrefillScript). */
export const QUERY_WAITING_ATTRIBUTE = 'data-query-waiting';

/** The page's heading for a query, as the page renders it and as its inline script writes it. */
export const searchPageTitle = (query: string): string => (query.trim() ? `Search results for "${query}"` : 'Search the documentation');

/**
 * An inline script for the page's HTML, right after the search box: before the page
 * hydrates (a second or more on a slow phone) the box already shows the URL's query, as
 * readQueryParam reads it, and the heading says what it is for (searchPageTitle), so
 * neither changes when the page hydrates. Only a query that fits the box: a longer one is
 * condensed by the page's code once hydrated (fitToQueryLimit needs the stop-word list, too
 * big to inline), and a plain cut shown first would change under the reader's eyes. Such a
 * box is marked `data-query-waiting` instead, so that the page's stylesheet hides the hint
 * and start queries for an empty box, which the query arriving would contradict. The
 * server renders the page without one; hydration keeps a box's value (as it keeps words
 * typed before it) and, told to, the heading's text; the page then reads the same query from
 * the URL. Scripts React renders in the browser never run: only the server's does.
 */
export function queryPrefillScript(inputId: string, headingId: string): string {
  // The heading's words around the query, from searchPageTitle itself.
  const [before, after] = searchPageTitle('\u0000').split('\u0000');
  return (
    `(function(){try{var q=new URLSearchParams(location.search).get("q"),i=document.getElementById(${JSON.stringify(inputId)}),` +
    `h=document.getElementById(${JSON.stringify(headingId)});` +
    `if(q&&i&&!i.value){if(q.length<=${QUERY_MAX_LENGTH}){i.value=q;if(h&&q.trim())h.textContent=${JSON.stringify(before)}+q+${JSON.stringify(after)};}` +
    `else if(q.trim())i.setAttribute(${JSON.stringify(QUERY_WAITING_ATTRIBUTE)},"");}}catch(e){}})();`
  );
}

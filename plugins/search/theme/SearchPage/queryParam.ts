import {cutToQueryLimit, QUERY_MAX_LENGTH} from '../queryLimit';

/** Reads `q` from a location's search string, never throwing on malformed encodings. */
export function readQueryParam(search: string): string {
  let value: string | null = null;
  try {
    value = new URLSearchParams(search).get('q');
  } catch {
    value = null;
  }
  return cutToQueryLimit(value ?? '');
}

/**
 * An inline script for the page's HTML, right after the search box: before the page
 * hydrates (a second or more on a slow phone) the box already shows the URL's query, as
 * readQueryParam reads it. The server renders the page without one; hydration keeps a
 * box's value (as it keeps words typed before it), and the page then reads the same query
 * from the URL. Scripts React renders in the browser never run: only the server's does.
 */
export function queryPrefillScript(inputId: string): string {
  return (
    `(function(){try{var q=new URLSearchParams(location.search).get("q"),i=document.getElementById(${JSON.stringify(inputId)});` +
    `if(q&&i&&!i.value)i.value=q.slice(0,${QUERY_MAX_LENGTH});}catch(e){}})();`
  );
}

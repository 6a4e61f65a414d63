/**
 * A click on the search button, or Ctrl/Cmd+K or `/`, before the page has hydrated.
 *
 * On a slow network the page is painted, search button included, long before its main
 * bundle has run; until then the button has no handler and DocSearch's shortcuts no
 * listener, so a reader's click is lost and Ctrl+K goes to the browser. A small inline
 * script (earlyIntentScript, in every page's head) keeps such a request and marks the
 * button busy; the navbar search opens the modal when it mounts (takeEarlyIntent).
 * What the reader types while the request waits is kept too, and becomes the query.
 * Once the search bar has mounted the script steps aside: DocSearch's own handlers answer.
 */

import {DOCSEARCH_SELECTOR} from './docsearch/selectors';

/** The property of `window` the inline script and the search bar share. */
export const EARLY_INTENT_KEY = '__katachiSearchIntent';
/** What the button shows while a request waits for the page (read by styles.css too). */
export const BUSY_ATTRIBUTE = 'aria-busy';

export type EarlyIntent = {open: boolean; ready: boolean; failed: boolean; typed: string};

/**
 * The inline script. A string (not a function's source) so that no compiler's helper
 * can find its way in; tests/unit/search/earlyIntent.test.ts runs it against a fake
 * document. The keys are DocSearch 4.7's (useDocSearchKeyboardEvents): Ctrl/Cmd+K
 * anywhere, `/` outside a field or button (tests/unit/search/docsearchPatches.test.ts checks
 * both against the installed package); Escape cancels a waiting request. While a request
 * waits, plain characters and Backspace edit the text it keeps (as client/typeahead.ts does
 * after hydration) instead of reaching the page. When one of the page's scripts fails to
 * load the page will not hydrate: the button is no longer marked busy, and keys go to the
 * browser again.
 */
export function earlyIntentScript(): string {
  const button = JSON.stringify(DOCSEARCH_SELECTOR.button);
  const key = JSON.stringify(EARLY_INTENT_KEY);
  const busy = JSON.stringify(BUSY_ATTRIBUTE);
  return (
    `(function(){var w=window,d=document,s=w[${key}]={open:false,ready:false,failed:false,typed:""};` +
    `function mark(on){var b=d.querySelector(${button});if(b){if(on)b.setAttribute(${busy},"true");else b.removeAttribute(${busy});}}` +
    `function editing(t){return!!t&&(t.isContentEditable||/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(t.tagName));}` +
    `d.addEventListener("error",function(e){var t=e.target;if(!s.ready&&t&&t.tagName==="SCRIPT"){s.failed=true;s.open=false;mark(false);}},true);` +
    `d.addEventListener("click",function(e){var t=e.target;if(!s.ready&&!s.failed&&t&&t.closest&&t.closest(${button})){s.open=true;mark(true);}},true);` +
    `d.addEventListener("keydown",function(e){if(s.ready||s.failed)return;var k=(e.key||""),l=k.toLowerCase(),mod=e.metaKey||e.ctrlKey;` +
    `if(!s.open){if((l==="k"&&mod)||(k==="/"&&!editing(e.target))){e.preventDefault();s.open=true;mark(true);}return;}` +
    `if(l==="escape"){s.open=false;s.typed="";mark(false);return;}` +
    `if(l==="k"&&mod){e.preventDefault();return;}` +
    `if(mod||e.altKey||e.isComposing)return;` +
    `if(k==="Backspace")s.typed=s.typed.slice(0,-1);else if(k.length===1)s.typed+=k;else if(k!=="Enter")return;` +
    `e.preventDefault();e.stopPropagation();},true);})();`
  );
}

/**
 * Marks the search button busy, or no longer: a request that waits (for the page to hydrate,
 * or for the modal's code) shows it was heard. The inline script does the same in its own words.
 */
export function markBusy(button: Element | null, busy: boolean): void {
  if (busy) button?.setAttribute(BUSY_ATTRIBUTE, 'true');
  else button?.removeAttribute(BUSY_ATTRIBUTE);
}

/**
 * Called once by the search bar when it mounts: null when the reader did not ask for
 * search before then, else the text typed since asking (maybe empty). From here on the
 * inline script ignores clicks and keys.
 */
export function takeEarlyIntent(button: Element | null): string | null {
  const state = (window as unknown as Record<string, EarlyIntent | undefined>)[EARLY_INTENT_KEY];
  markBusy(button, false);
  if (!state || state.ready) return null;
  state.ready = true;
  return state.open ? state.typed : null;
}

/**
 * Taps on buttons before the page has hydrated.
 *
 * On a slow phone the page is painted, its buttons included, well before its script has
 * run; until then a button has no handler, so a tap on the menu toggle, "Copy page",
 * "Open in…", a sidebar category's caret or a tab does nothing, and the reader taps again
 * or gives up. A small inline script (earlyTapsScript, in every page's head) keeps each
 * button tapped in that time, marks it busy, and clicks it again, once, in the order
 * tapped, as soon as React has hydrated the page (Docusaurus then sets
 * `data-has-hydrated` on <html>). A second tap on the same button counts once: the reader
 * who taps twice because nothing happened meant the first.
 *
 * Left alone: buttons in a form (they submit without script), disabled ones, and buttons
 * with OWN_EARLY_TAPS_ATTRIBUTE, which keep their own (the navbar search). When one of the
 * page's scripts fails to load the page will not hydrate: the marks go and nothing is kept.
 */
import {OWN_EARLY_TAPS_ATTRIBUTE} from '../../shared/earlyTaps';

/** A kept button is busy to assistive technology until it is clicked again, */
export const BUSY_ATTRIBUTE = 'aria-busy';
/** and dimmed with the progress cursor to the eye (EARLY_TAP_STYLE). */
export const KEPT_ATTRIBUTE = 'data-early-tap';
// Important: it must win over any button's own cursor and opacity (Infima's come after it), for a moment.
export const EARLY_TAP_STYLE = `[${KEPT_ATTRIBUTE}]{cursor:progress!important;opacity:.6!important}`;
/** Docusaurus' mark of a hydrated page (core's hasHydratedDataAttribute.js). */
export const HYDRATED_ATTRIBUTE = 'data-has-hydrated';
/** What counts as a button here: the elements that do nothing until the page's script runs. */
export const TAPPABLE_SELECTOR = 'button,[role="tab"]';

/**
 * The inline script. A string (not a function's source) so that no compiler's helper can
 * find its way in; tests/unit/pageSpeed/earlyTaps.test.ts runs it against a fake document.
 */
export function earlyTapsScript(): string {
  const own = JSON.stringify(OWN_EARLY_TAPS_ATTRIBUTE);
  const busy = JSON.stringify(BUSY_ATTRIBUTE);
  const kept = JSON.stringify(KEPT_ATTRIBUTE);
  const hydrated = JSON.stringify(HYDRATED_ATTRIBUTE);
  const tappable = JSON.stringify(TAPPABLE_SELECTOR);
  return (
    `(function(){var d=document,h=d.documentElement,kept=[],over=false;` +
    `function ready(){return h.getAttribute(${hydrated})==="true";}` +
    `function release(replay){over=true;var all=kept;kept=[];all.forEach(function(b){b.removeAttribute(${busy});b.removeAttribute(${kept});` +
    `if(replay&&b.isConnected&&!b.disabled)b.click();});}` +
    `d.addEventListener("click",function(e){if(over||ready())return;var t=e.target,b=t&&t.closest&&t.closest(${tappable});` +
    `if(!b||b.disabled||b.form||b.hasAttribute(${own})||kept.indexOf(b)>=0)return;kept.push(b);b.setAttribute(${busy},"true");b.setAttribute(${kept},"");},true);` +
    `d.addEventListener("error",function(e){var t=e.target;if(!over&&!ready()&&t&&t.tagName==="SCRIPT")release(false);},true);` +
    `new MutationObserver(function(_,o){if(!ready())return;o.disconnect();` +
    // After the task that hydrated: the components' effects have run by then.
    `setTimeout(function(){if(!over)release(true);},0);}).observe(h,{attributes:true,attributeFilter:[${hydrated}]});})();`
  );
}

/**
 * Stands in for @docusaurus/core 3.9.2's lib/client/preload.js in the browser
 * bundle (plugins/pageSpeed/index.ts swaps it in). On its first call, which is
 * Docusaurus' client entry starting the page's hydration, it lets the browser
 * run one task before calling the original; every later call (hover
 * preloading, client-side navigation) goes straight through.
 *
 * Why: the client entry calls preload at the end of main.js' evaluation, so
 * matching the route, creating its lazy components and inserting a <script>
 * per chunk (nine on a doc page) all ran inside main.js' one task, the longest
 * of every page load (profiled under 4× CPU slowdown with
 * tools/bench/pages/profile.ts). Total blocking time counts what each task
 * runs past 50 ms, so the same work in two tasks blocks less, and input
 * that arrives in between is handled sooner.
 */
// The original module, by a request the swap's pattern does not match (it ends in a query).
import preloadNow from '@docusaurus/core/lib/client/preload.js?original';
// By alias: a swapped-in module resolves relative requests from the original's folder.
import {yieldingOnFirstCall} from '@site/plugins/pageSpeed/client/yieldingOnFirstCall';

export default yieldingOnFirstCall(preloadNow);

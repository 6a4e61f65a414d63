/**
 * Stands in for @docusaurus/core 3.9.2's lib/client/clientEntry.js, the main
 * bundle's entry, in the browser bundle (plugins/pageSpeed/index.ts swaps it
 * in). It runs the bundle's modules in a few tasks instead of one, then the
 * original entry, which starts the page's hydration as before.
 *
 * Why: evaluating main.js was the longest task of every page load: 76 ms on
 * Features/Hashes in Lighthouse's own trace before its 4× CPU multiplier
 * (15 ms compiling, 53 ms running module bodies: React DOM, the router, the
 * theme, the site's client modules, the route table). Total blocking time counts
 * what each task runs past 50 ms (after the multiplier), so the same work cut
 * in six blocks far less, and a tap in between is handled sooner.
 *
 * The stages follow the order in which the original entry's imports evaluate
 * (React DOM, then the router and head manager, then App's imports: client
 * modules, the routes, the theme's root components), so every module still
 * runs in the order it did; each stage only runs its modules early, and the
 * original entry finds them evaluated. `webpackMode: "eager"` keeps every
 * module in main.js: no request is added.
 */
// By alias: a swapped-in module resolves relative requests from the original's folder.
import {oneTaskEach} from '@site/plugins/pageSpeed/client/oneTaskEach';

void oneTaskEach([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => Promise.all([import(/* webpackMode: "eager" */ 'react-helmet-async'), import(/* webpackMode: "eager" */ 'react-router-dom')]),
  () => import(/* webpackMode: "eager" */ '@generated/client-modules'),
  () => import(/* webpackMode: "eager" */ '@generated/routes'),
  () =>
    Promise.all([
      import(/* webpackMode: "eager" */ '@theme/Root'),
      import(/* webpackMode: "eager" */ '@theme/ThemeProvider'),
      import(/* webpackMode: "eager" */ '@theme/SiteMetadata'),
    ]),
  // The original, by a request the swap's pattern does not match (it ends in a query).
  () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js?original'),
]);

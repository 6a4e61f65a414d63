/**
 * Build-time half of five page-load patches of Docusaurus 3.9.2, each found
 * in a profile of a doc page loading under 4× CPU slowdown
 * (tools/bench/pages/profile.ts) and measured with `npm run bench:pages`:
 *
 * - Link prefetching waits for idle time: ships plugins/pageSpeed/client/idlePrefetch.ts
 *   as a client module (how and why: there).
 * - No ICU collator while hydrating: theme-common's lib/utils/reactUtils.js is
 *   swapped for plugins/pageSpeed/theme/reactUtils.tsx (why: there). The module is
 *   internal to theme-common (not in its package exports), so the bundler
 *   replaces it by its resolved path, as plugins/codeHighlight/index.ts does
 *   for Prism's client module.
 * - The page's route loading waits one task: core's lib/client/preload.js is
 *   swapped, in the browser bundle only, for plugins/pageSpeed/client/yieldingPreload.ts
 *   (why: there), which calls the original by a request with a query, which
 *   the pattern (anchored at `.js`) does not match.
 * - main.js' modules run in a few tasks, not one: core's lib/client/clientEntry.js
 *   (the bundle's entry) is swapped, in the browser bundle only, for
 *   plugins/pageSpeed/client/stagedClientEntry.ts (why: there), which ends by loading
 *   the original the same way.
 * - Taps on buttons before hydration are kept and replayed once it is done: an inline
 *   script in every page's head (plugins/pageSpeed/client/earlyTaps.ts, why: there).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {EARLY_TAP_STYLE, earlyTapsScript} from './client/earlyTaps';

// No options (options.ts): any option given is a mistake, and fails the build naming it.
export {validateOptions} from './options';

export const THEME_COMMON_REACT_UTILS = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/;
export const REACT_UTILS_STAND_IN = path.resolve(__dirname, 'theme/reactUtils.tsx');
export const CORE_PRELOAD = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]preload\.js$/;
export const PRELOAD_STAND_IN = path.resolve(__dirname, 'client/yieldingPreload.ts');
export const CORE_CLIENT_ENTRY = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
export const CLIENT_ENTRY_STAND_IN = path.resolve(__dirname, 'client/stagedClientEntry.ts');
const IDLE_PREFETCH = path.resolve(__dirname, 'client/idlePrefetch.ts');

export default function pageSpeedPlugin(): Plugin<void> {
  return {
    name: 'katachi-page-speed',
    getClientModules() {
      return [IDLE_PREFETCH];
    },
    injectHtmlTags() {
      return {
        headTags: [
          {tagName: 'script', innerHTML: earlyTapsScript()},
          {tagName: 'style', innerHTML: EARLY_TAP_STYLE},
        ],
      };
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const swaps = [new NormalModuleReplacementPlugin(THEME_COMMON_REACT_UTILS, REACT_UTILS_STAND_IN)];
      // The server renders after `await preload()` from its own entry: nothing to yield to there.
      if (!isServer) {
        swaps.push(new NormalModuleReplacementPlugin(CORE_PRELOAD, PRELOAD_STAND_IN));
        swaps.push(new NormalModuleReplacementPlugin(CORE_CLIENT_ENTRY, CLIENT_ENTRY_STAND_IN));
      }
      return {plugins: swaps};
    },
  };
}

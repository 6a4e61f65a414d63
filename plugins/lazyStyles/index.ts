/**
 * Stylesheets that load with the code that needs them instead of with every page.
 *
 * Docusaurus 3.9.2 puts every CSS file the client imports, lazily or not, into
 * one render-blocking `styles.css` (the `styles` split-chunks cache group in
 * @docusaurus/core/lib/webpack/base.js, "to avoid problems with code-split CSS
 * loading in different orders"). So the DocSearch modal's 25 kB of styles,
 * imported only when a reader shows search intent, would still delay every
 * page's first paint. This plugin keeps the listed stylesheets out of that group:
 * they stay in the chunk that imports them, and webpack's CSS loading runtime
 * (mini-css-extract-plugin) fetches them with that chunk and resolves the
 * chunk's import only once they have loaded, so the UI that uses them never
 * renders unstyled. A listed stylesheet of a route's component loads with
 * the route: postBuild links it from that route's HTML (routeStylesheets.ts).
 * Only stylesheets used by UI that a lazy chunk renders belong here; their
 * rules must not depend on their order relative to styles.css except where
 * they come after it (they are appended to <head>).
 *
 * This plugin patches one part of Docusaurus' webpack configuration, the `styles`
 * cache group; the build stops with a message if an upgrade changes it, and
 * tests/unit/lazyStyles/plugin.test.ts checks it against Docusaurus' own
 * configuration.
 */
import fs from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import {linkRouteStylesheets} from './node/routeStylesheets';
import {validateOptions, type LazyStylesOptions} from './options';

export type {LazyStylesOptions};
export {validateOptions};

type CacheGroup = {type?: string; test?: unknown};
type WebpackConfig = {optimization?: {splitChunks?: false | {cacheGroups?: Record<string, CacheGroup | false>}}};
type ModuleLike = {nameForCondition?: () => string | null | undefined};

/** Makes Docusaurus' `styles` cache group leave the given stylesheets in their own chunks. */
export function keepOutOfRenderBlockingCss(config: WebpackConfig, stylesheets: readonly string[]): void {
  const splitChunks = config.optimization?.splitChunks;
  const styles = splitChunks ? splitChunks.cacheGroups?.styles : undefined;
  if (!styles || styles.type !== 'css/mini-extract' || styles.test !== undefined) {
    throw new Error(
      'lazyStyles: Docusaurus no longer has the `styles` split-chunks cache group (type css/mini-extract, no test) ' +
        'that this plugin patches (see plugins/lazyStyles/index.ts); check how it bundles CSS now.',
    );
  }
  // Webpack names modules by their real path (node_modules may be a symlink).
  const lazy = new Set(stylesheets.map((file) => fs.realpathSync(file)));
  styles.test = (module: ModuleLike) => !lazy.has(module.nameForCondition?.() ?? '');
}

export default function lazyStylesPlugin(_context: unknown, options: LazyStylesOptions): Plugin<void> {
  return {
    name: 'katachi-lazy-styles',
    configureWebpack(config, isServer) {
      // The server build has no split chunks (and ignores plain CSS).
      if (!isServer) keepOutOfRenderBlockingCss(config as WebpackConfig, options.stylesheets);
      return {};
    },
    // A listed stylesheet that a route's component imports (the search page's) is linked
    // from that route's HTML, so the page paints styled (routeStylesheets.ts).
    postBuild({outDir, baseUrl, generatedFilesDir}) {
      linkRouteStylesheets({outDir, baseUrl, generatedFilesDir});
    },
  };
}

/**
 * The local search theme: a Docusaurus theme that
 *  - provides @theme/SearchBar (the DocSearch modal) and @theme/SearchPage,
 *  - indexes the built HTML after `docusaurus build` (postBuild),
 *  - indexes the MDX sources during `docusaurus start`, on every content reload,
 *  - tells the browser where the index is and which build it belongs to.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {earlyIntentScript} from './client/earlyIntent';
import {pagesOfBuiltSite} from './node/buildIndex';
import {docSourcesOf, readingOrderOfDocs, pagesOfDocsSources} from './node/devIndex';
import {sectionKeywordsOfDocs, type SectionKeywords} from './node/sectionKeywords';
import {writeSearchIndex} from './node/writeIndex';
import {readWordTable} from './node/wordTable';
import {newBuildId} from './shared/record';
import {devServerFolder, isDevServer, servedByDevServer} from '../shared/devServer';
import {INDEX_DIRECTORY, MANIFEST_FILE} from './shared/indexFormat';
import {LOCAL_SEARCH_PLUGIN_NAME, type LocalSearchGlobalData, type LocalSearchOptions, type LocalSearchPluginOptions} from './shared/options';

export {validateOptions} from './options';

export type {LocalSearchOptions, LocalSearchPluginOptions};

export default function localSearchTheme(context: LoadContext, options: LocalSearchPluginOptions): Plugin<void> {
  const {baseUrl, siteDir, siteConfig} = context;
  const {searchPagePath, synonyms} = options;
  const searchRoute = normalizeUrl([baseUrl, searchPagePath]);
  const fallbackLvl0 = siteConfig.title;
  const sidebarLabels = navbarLabelsOfSidebars(siteConfig.themeConfig);
  // The dev server serves this folder at the base URL, next to the site's static files.
  const devIndexRoot = devServerFolder(siteDir, 'katachi-local-search');
  let buildId = newBuildId();
  let readingOrder: string[] = [];
  let sectionKeywords: SectionKeywords = new Map();
  // Read once, when the theme starts: a damaged table fails the build naming its file.
  const wordTable = options.meaning ? readWordTable() : undefined;

  const globalData = (): LocalSearchGlobalData => ({
    buildId,
    devServer: isDevServer(),
    indexUrl: normalizeUrl([baseUrl, INDEX_DIRECTORY, MANIFEST_FILE]),
    searchPagePath,
    externalUrlRegex: options.externalUrlRegex,
    replaceSearchResultPathname: options.replaceSearchResultPathname,
    missingResultsIssueUrl: options.missingResultsIssueUrl,
    startQueries: options.startQueries,
  });

  return {
    name: LOCAL_SEARCH_PLUGIN_NAME,

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    getClientModules() {
      return [path.resolve(__dirname, 'client/highlightOnLanding.ts')];
    },

    injectHtmlTags() {
      // A click or shortcut before the page hydrates is kept for the search bar (client/earlyIntent.ts).
      return {headTags: [{tagName: 'script', innerHTML: earlyIntentScript()}]};
    },

    async allContentLoaded({allContent, actions}) {
      actions.addRoute({path: searchRoute, component: '@theme/SearchPage', exact: true});
      readingOrder = readingOrderOfDocs(allContent);
      if (isDevServer()) {
        buildId = newBuildId();
        const pages = await pagesOfDocsSources({
          siteDir,
          allContent,
          sidebarLabels,
          fallbackLvl0,
          baseUrl,
          pageRanks: options.pageRanks,
        });
        await writeSearchIndex(devIndexRoot, buildId, pages, {synonyms, wordTable});
      } else {
        // The build indexes rendered HTML, where keywords comments are gone: read them from the sources now.
        sectionKeywords = await sectionKeywordsOfDocs(docSourcesOf(siteDir, allContent));
      }
      actions.setGlobalData(globalData());
    },

    // The dev server serves the index it rebuilds as docs change.
    configureWebpack: (_config, isServer) => servedByDevServer(devIndexRoot, baseUrl, isServer),

    async postBuild({outDir, routesPaths}) {
      const pages = await pagesOfBuiltSite({
        outDir,
        baseUrl,
        routesPaths,
        excludedPaths: [searchRoute],
        fallbackLvl0,
        pageRanks: options.pageRanks,
        readingOrder,
        sectionKeywords,
      });
      await writeSearchIndex(outDir, buildId, pages, {synonyms, wordTable});
    },
  };
}

type NavbarItem = {type?: string; sidebarId?: string; label?: string};
function navbarLabelsOfSidebars(themeConfig: unknown): Record<string, string> {
  const items = ((themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items ?? []) as NavbarItem[];
  const labels: Record<string, string> = {};
  for (const item of items) {
    if (item.type === 'docSidebar' && item.sidebarId && item.label) labels[item.sidebarId] = item.label;
  }
  return labels;
}

/**
 * Chooses the search backend from the environment.
 *
 * Local search (our own theme, no external service) is the default. Algolia
 * DocSearch is used only when the three ALGOLIA_* variables are set; the
 * preset then adds @docusaurus/theme-search-algolia by itself, and our theme
 * is left out so it does not shadow Algolia's SearchBar.
 */
import path from 'node:path';

export type SearchMode = {
  kind: 'local' | 'algolia';
  themes: string[];
  themeConfig: Record<string, unknown>;
};

const LOCAL_THEME = path.resolve(__dirname, '../theme/index.ts');

export function searchModeFromEnv(env: NodeJS.ProcessEnv): SearchMode {
  const appId = env.ALGOLIA_APP_ID;
  const apiKey = env.ALGOLIA_SEARCH_API_KEY;
  const indexName = env.ALGOLIA_INDEX_NAME;

  if (appId === undefined && apiKey === undefined && indexName === undefined) {
    return {kind: 'local', themes: [LOCAL_THEME], themeConfig: {}};
  }
  // Same wording as DocSearch's own checks, raised at build time so a
  // misconfigured deployment never ships a search box that cannot work.
  if (!appId) throw new Error('`appId` is missing.');
  if (!apiKey) throw new Error('`apiKey` is missing.');
  if (!indexName) throw new Error('`indexName` is missing.');

  return {
    kind: 'algolia',
    themes: [],
    themeConfig: {
      algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search'},
    },
  };
}

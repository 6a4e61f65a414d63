/**
 * Chooses the search backend from the environment.
 *
 * Local search (our own theme, no external service) is the default. Algolia
 * DocSearch is used only when the three ALGOLIA_* variables are set; the
 * preset then adds @docusaurus/theme-search-algolia by itself, and our theme
 * is left out so it does not shadow Algolia's SearchBar.
 */
import path from 'node:path';

import type {PluginConfig} from '@docusaurus/types';
import type {LocalSearchOptions} from '../shared/options';

export type SearchMode = {
  kind: 'local' | 'algolia';
  themes: PluginConfig[];
  themeConfig: Record<string, unknown>;
};

const LOCAL_THEME = path.resolve(__dirname, '../index.ts');
const LOCAL_OPTIONS: LocalSearchOptions = {
  searchPagePath: 'search',
  // Readers' docs before contributors' docs when both match as well.
  pageRanks: {'docs/Contributing/': -1},
  // Results on other hosts (none today) would open with a full page load.
  externalUrlRegex: '^https?://(?!jtannas\\.github\\.io/katachi/)',
  missingResultsIssueUrl: 'https://github.com/jtannas/katachi/issues/new?title=Docs+search%3A+no+results+for+%22{query}%22',
};

/** `site`: the site's own local-search options (e.g. its synonyms), added to the defaults above. */
export function searchModeFromEnv(env: NodeJS.ProcessEnv, site: Partial<LocalSearchOptions> = {}): SearchMode {
  const appId = env.ALGOLIA_APP_ID;
  const apiKey = env.ALGOLIA_SEARCH_API_KEY;
  const indexName = env.ALGOLIA_INDEX_NAME;
  // DocSearch's own Ask AI (Algolia's hosted assistant), passed through unchanged.
  const assistantId = env.ALGOLIA_ASSISTANT_ID?.trim() || undefined;

  if (appId === undefined && apiKey === undefined && indexName === undefined) {
    if (assistantId) throw new Error('ALGOLIA_ASSISTANT_ID needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME.');
    return {kind: 'local', themes: [[LOCAL_THEME, {...LOCAL_OPTIONS, ...site}]], themeConfig: {}};
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
      algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search', ...(assistantId ? {askAi: assistantId} : {})},
    },
  };
}

/**
 * Chooses the search backend from plain settings (config/env/search.ts reads
 * them from the environment).
 *
 * Local search (our own theme, no external service) is the default. Algolia
 * DocSearch is used only when its settings are given; the preset then adds
 * @docusaurus/theme-search-algolia by itself, and our theme is left out so it
 * does not shadow Algolia's SearchBar.
 */
import path from 'node:path';

import type {PluginConfig} from '@docusaurus/types';
import type {LocalSearchOptions} from '../shared/options';

export type SearchMode = {
  kind: 'local' | 'algolia';
  themes: PluginConfig[];
  themeConfig: Record<string, unknown>;
};

/** Algolia DocSearch's settings (ALGOLIA_*); `assistantId`: DocSearch's own Ask AI. */
export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string; assistantId?: string};

const LOCAL_THEME = path.resolve(__dirname, '../index.ts');
/**
 * `algolia`: DocSearch's settings, or null for the local search.
 * `site`: the site's own local-search options (its synonyms, page ranks, host and issue
 * URL: docusaurus.config.ts); the theme fills in the rest (../options.ts).
 */
export function searchMode(algolia: AlgoliaSettings | null, site: LocalSearchOptions = {}): SearchMode {
  if (!algolia) return {kind: 'local', themes: [[LOCAL_THEME, site]], themeConfig: {}};
  const {appId, apiKey, indexName, assistantId} = algolia;
  return {
    kind: 'algolia',
    themes: [],
    themeConfig: {
      algolia: {appId, apiKey, indexName, contextualSearch: true, searchPagePath: 'search', ...(assistantId ? {askAi: assistantId} : {})},
    },
  };
}

/** Browser-side access to the local search: where the index is, the shared engine, result URLs. */
import {useCallback, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {LOCAL_SEARCH_PLUGIN_NAME, type LocalSearchGlobalData} from '../../shared/options';
import {processResultUrl, isExternalUrl} from '../../client/resultUrl';

// The engine's page-side code (worker start-up, and the engine itself where
// workers are unavailable) is a chunk of its own, fetched on intent: pages
// that are only read never download or parse it.
const searchService = () => import('../../client/searchService');

function useLocalSearchConfig(): LocalSearchGlobalData {
  return usePluginData(LOCAL_SEARCH_PLUGIN_NAME) as LocalSearchGlobalData;
}

export function useLocalSearchEngine() {
  const config = useLocalSearchConfig();
  const location = useMemo(
    () => ({indexUrl: config.indexUrl, buildId: config.buildId, acceptAnyBuild: config.devServer}),
    [config.indexUrl, config.buildId, config.devServer],
  );
  const load = useCallback(() => searchService().then((service) => service.loadSearchEngine(location)), [location]);
  const preload = useCallback(() => {
    searchService().then(
      (service) => service.preloadSearchEngine(location),
      () => undefined, // reported when the reader actually searches
    );
  }, [location]);
  return {config, load, preload};
}

export function useResultUrl() {
  const config = useLocalSearchConfig();
  return useMemo(() => {
    const rules = {externalUrlRegex: config.externalUrlRegex, replaceSearchResultPathname: config.replaceSearchResultPathname};
    return {process: (url: string) => processResultUrl(url, rules), isExternal: (url: string) => isExternalUrl(url, rules)};
  }, [config.externalUrlRegex, config.replaceSearchResultPathname]);
}

/** The search page URL for a query, e.g. /katachi/search?q=any_of */
export function useSearchPageUrl() {
  const config = useLocalSearchConfig();
  return useCallback(
    (query: string) => {
      const base = config.indexUrl.replace(/search-index\/index\.json$/, '');
      return `${base}${config.searchPagePath}?q=${encodeURIComponent(query)}`;
    },
    [config.indexUrl, config.searchPagePath],
  );
}

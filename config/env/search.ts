/**
 * ALGOLIA_*: Algolia DocSearch instead of the local search
 * (plugins/search/README.md). Local search is the default; DocSearch is used
 * only when the three ALGOLIA_* variables are set, and setting only some of
 * them stops the build. The result goes to plugins/search/node/searchMode.ts.
 */
import type {AlgoliaSettings} from '../../plugins/search/node/searchMode';
import {value, type Env} from './read';

/** The DocSearch settings, or null for the local search. */
export function algoliaFromEnv(env: Env): AlgoliaSettings | null {
  const appId = env.ALGOLIA_APP_ID;
  const apiKey = env.ALGOLIA_SEARCH_API_KEY;
  const indexName = env.ALGOLIA_INDEX_NAME;
  // DocSearch's own Ask AI (Algolia's hosted assistant), passed through unchanged.
  const assistantId = value(env, 'ALGOLIA_ASSISTANT_ID') ?? undefined;

  if (appId === undefined && apiKey === undefined && indexName === undefined) {
    if (assistantId) throw new Error('ALGOLIA_ASSISTANT_ID needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME.');
    return null;
  }
  // Same wording as DocSearch's own checks, raised at build time so a
  // misconfigured deployment never ships a search box that cannot work.
  if (!appId) throw new Error('`appId` is missing.');
  if (!apiKey) throw new Error('`apiKey` is missing.');
  if (!indexName) throw new Error('`indexName` is missing.');
  return {appId, apiKey, indexName, ...(assistantId ? {assistantId} : {})};
}

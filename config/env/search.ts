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
  const appId = value(env, 'ALGOLIA_APP_ID');
  const apiKey = value(env, 'ALGOLIA_SEARCH_API_KEY');
  const indexName = value(env, 'ALGOLIA_INDEX_NAME');
  // DocSearch's own Ask AI (Algolia's hosted assistant), passed through unchanged.
  const assistantId = value(env, 'ALGOLIA_ASSISTANT_ID') ?? undefined;

  if (!appId && !apiKey && !indexName) {
    if (assistantId) throw new Error('ALGOLIA_ASSISTANT_ID needs ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME.');
    return null;
  }
  // Raised at build time, naming the variable, so a misconfigured deployment never ships
  // a search box that cannot work.
  const given = {ALGOLIA_APP_ID: appId, ALGOLIA_SEARCH_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName};
  const missing = Object.keys(given).filter((name) => !given[name as keyof typeof given]);
  if (missing.length > 0)
    throw new Error(
      `Algolia DocSearch needs all three of ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME: ${missing.join(' and ')} not set.`,
    );
  // An app id is letters and digits (it names the API host); a key or an index name has no white space.
  if (!/^[A-Za-z0-9]+$/.test(appId!))
    throw new Error(`ALGOLIA_APP_ID must be letters and digits, as Algolia's dashboard shows it (got ${JSON.stringify(appId)}).`);
  for (const [name, v] of [
    ['ALGOLIA_SEARCH_API_KEY', apiKey],
    ['ALGOLIA_INDEX_NAME', indexName],
  ] as const) {
    if (/\s/.test(v!)) throw new Error(`${name} must not contain white space (got ${JSON.stringify(v)}).`);
  }
  return {appId: appId!, apiKey: apiKey!, indexName: indexName!, ...(assistantId ? {assistantId} : {})};
}

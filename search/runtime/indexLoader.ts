/**
 * Fetches the index only when asked (a reader showed intent), once per build,
 * and turns every way that can fail into one clear error the UI can show.
 */
import {isOlderBuild, isSearchIndexFile, type SearchIndexFile} from '../shared/record';

export class SearchIndexError extends Error {
  constructor(
    message: string,
    readonly reason: 'network' | 'http' | 'invalid' | 'stale',
  ) {
    super(message);
    this.name = 'SearchIndexError';
  }
}

export type IndexLocation = {
  indexUrl: string;
  buildId: string;
  /** The dev server rewrites its index as docs change: any build of it will do. */
  acceptAnyBuild?: boolean;
};

export async function fetchSearchIndex(
  {indexUrl, buildId, acceptAnyBuild = false}: IndexLocation,
  fetchImpl: typeof fetch = fetch,
): Promise<SearchIndexFile> {
  // The build id in the URL keeps a browser or CDN cache from serving an older index.
  const url = `${indexUrl}?v=${encodeURIComponent(buildId)}`;
  let response: Response;
  try {
    // Revalidate: a cache must never hand back an index older than the page.
    response = await fetchImpl(url, {credentials: 'same-origin', cache: 'no-cache'});
  } catch (error) {
    throw new SearchIndexError(`The search index could not be downloaded (${(error as Error).message}).`, 'network');
  }
  if (!response.ok) {
    throw new SearchIndexError(`The search index could not be downloaded (HTTP ${response.status}).`, 'http');
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SearchIndexError('The search index is damaged (not valid JSON).', 'invalid');
  }
  if (!isSearchIndexFile(body)) {
    throw new SearchIndexError('The search index has an unknown format.', 'invalid');
  }
  // A newer index (the site was redeployed, or a doc edited under the dev
  // server) still serves the reader; an older one would send them to stale pages.
  if (!acceptAnyBuild && isOlderBuild(body.buildId, buildId)) {
    throw new SearchIndexError('The search index is older than this page. Reload the page.', 'stale');
  }
  return body;
}

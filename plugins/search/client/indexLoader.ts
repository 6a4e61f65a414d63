/**
 * Fetches the index only when asked (a reader showed intent): the manifest
 * once per build, then each shard the first time a query needs it. Every way
 * a download can fail becomes one clear error the UI can show.
 */
import {isOlderBuild} from '../shared/record';
import {
  isFragmentFile,
  isManifest,
  isPositionsFile,
  isPostingsFile,
  isVocabularyBundle,
  isVocabularyShard,
  VOCABULARY_BUNDLE_FILE,
  type Manifest,
} from '../shared/indexFormat';
import {isSectionVectorsFile, isTableShardFile} from '../shared/meaning';

/** Why the index could not be searched: its download, its format or age, or the engine itself (in the worker). */
export type SearchFailureReason = 'network' | 'http' | 'invalid' | 'stale' | 'engine';

export class SearchIndexError extends Error {
  constructor(
    message: string,
    readonly reason: SearchFailureReason,
  ) {
    super(message);
    this.name = 'SearchIndexError';
  }
}

export type IndexLocation = {
  /** The manifest's URL (search-index/index.json under the base URL). */
  indexUrl: string;
  buildId: string;
  /** The dev server rewrites its index as docs change: any build of it will do. */
  acceptAnyBuild?: boolean;
};

async function fetchJson(url: string, fetchImpl: typeof fetch, init: RequestInit): Promise<unknown> {
  // Offline for certain: the same error at once, without a request per key that can only fail.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new SearchIndexError('The search index could not be downloaded (the browser is offline).', 'network');
  }
  let response: Response;
  try {
    response = await fetchImpl(url, {credentials: 'same-origin', ...init});
  } catch (error) {
    throw new SearchIndexError(`The search index could not be downloaded (${(error as Error).message}).`, 'network');
  }
  if (!response.ok) {
    throw new SearchIndexError(`The search index could not be downloaded (HTTP ${response.status}).`, 'http');
  }
  try {
    return await response.json();
  } catch {
    throw new SearchIndexError('The search index is damaged (not valid JSON).', 'invalid');
  }
}

export async function fetchManifest({indexUrl, buildId, acceptAnyBuild = false}: IndexLocation, fetchImpl: typeof fetch = fetch): Promise<Manifest> {
  // The build id in the URL keeps a browser or CDN cache from serving an older
  // manifest, and revalidating means a cache never hands one back either.
  const body = await fetchJson(`${indexUrl}?v=${encodeURIComponent(buildId)}`, fetchImpl, {cache: 'no-cache'});
  if (!isManifest(body)) {
    throw new SearchIndexError('The search index has an unknown format.', 'invalid');
  }
  // A newer index (the site was redeployed, or a doc edited under the dev
  // server) still serves the reader; an older one would send them to stale pages.
  if (!acceptAnyBuild && isOlderBuild(body.buildId, buildId)) {
    throw new SearchIndexError('The search index is older than this page. Reload the page.', 'stale');
  }
  return body;
}

const SHARD_CHECKS: Record<string, (value: unknown) => boolean> = {
  v: isVocabularyShard,
  p: isPostingsFile,
  q: isPositionsFile,
  f: isFragmentFile,
  m: isSectionVectorsFile,
  t: isTableShardFile,
};

const baseName = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const checkOf = (file: string) => (file === VOCABULARY_BUNDLE_FILE ? isVocabularyBundle : SHARD_CHECKS[baseName(file)[0]]);

/** One shard of the manifest's build. Shards never change once written, so normal caching applies. */
export function fetchShard(indexUrl: string, manifest: Manifest, file: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  return fetchShardOfBuild(indexUrl, manifest.buildId, file, fetchImpl);
}

/**
 * A shard of a given build, before its manifest is known: the page knows its
 * own build id, so a shard every query needs can be fetched in parallel with
 * the manifest (the caller checks the manifest agrees).
 */
export async function fetchShardOfBuild(indexUrl: string, buildId: string, file: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  // Next to the manifest, in the build's own folder; a file with a folder of
  // its own (the word table's shards, shared by builds) is under search-index/.
  const root = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  const url = file.includes('/') ? `${root}${file}` : `${root}${buildId}/${file}`;
  const body = await fetchJson(url, fetchImpl, {});
  if (!checkOf(file)?.(body)) {
    throw new SearchIndexError('The search index is damaged (a part of it has an unknown format).', 'invalid');
  }
  return body;
}

/**
 * The modal's search client, with the code that answers (result shaping,
 * highlighting and snippets: client/docsearchClient.ts) fetched when the reader
 * shows intent or asks the first query, rather than shipped with every page.
 * Same interface as client/docsearchClient's createLocalSearchClient; a failed
 * fetch of that code rejects the query (the modal's error screen offers a
 * retry) and is tried again on the next one.
 */
import type {LocalClientOptions, SearchBackend, createLocalSearchClient as createClient} from '../../client/docsearchClient';

type LocalSearchClient = ReturnType<typeof createClient>;

const importClientCode = () => import('../../client/docsearchClient');

/**
 * Fetched at intent with the modal's own code (useModalOpening.ts), so it is no round
 * trip of its own before the query's first shard is asked for.
 * A failure shows nothing here; the first query fetches it again.
 */
export function prefetchClientCode(): void {
  importClientCode().catch(() => undefined);
}

export function createLocalSearchClient(getEngine: () => Promise<SearchBackend>, options: LocalClientOptions = {}): LocalSearchClient {
  let client: Promise<LocalSearchClient> | null = null;
  const loadClient = (): Promise<LocalSearchClient> => {
    client ??= importClientCode().then((m) => m.createLocalSearchClient(getEngine, options));
    client.catch(() => {
      client = null;
    });
    return client;
  };
  return {
    transporter: {algoliaAgent: {value: 'katachi-local-search', add: () => undefined}},
    addAlgoliaAgent: () => undefined,
    search: (input) => loadClient().then((loaded) => loaded.search(input)),
  };
}

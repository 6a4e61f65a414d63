/**
 * Holds the engine for the current build and answers requests: run inside
 * the worker, or on the page where workers are unavailable. It downloads the
 * shards a query turns out to need (MissingShards) and asks again. A failed
 * download is forgotten, so the next request (the reader's retry) fetches again.
 */
import {MissingShards} from './engine';
import {createFusedEngine, type FusedEngine, type FusedResult} from './fusedEngine';
import {fetchManifest, fetchShard, fetchShardOfBuild, type IndexLocation} from './indexLoader';
import {VOCABULARY_BUNDLE_FILE, vocabularyFile, type VocabularyBundle} from '../shared/indexFormat';
import {sectionVectorsFile} from '../shared/meaning';
import type {EngineReply, EngineRequest} from './protocol';

/** A query needs at most: vocabularies, then postings, then a long list's positions, then fragments (and again for suggestions). */
const MAX_ROUNDS = 12;

type LoadedIndex = {engine: FusedEngine; load(files: string[]): Promise<void>};

export function createEngineHost(fetchImpl?: typeof fetch): (request: EngineRequest) => Promise<EngineReply> {
  let current: {key: string; index: Promise<LoadedIndex>} | null = null;

  const open = async (location: IndexLocation): Promise<LoadedIndex> => {
    // Asked at intent: the vocabulary bundle (small sites) is fetched in the
    // same round trip as the manifest, from the page's own build folder; the
    // dev server rewrites its index, so there it waits for the manifest.
    const guessedBundle = location.acceptAnyBuild
      ? null
      : fetchShardOfBuild(location.indexUrl, location.buildId, VOCABULARY_BUNDLE_FILE, fetchImpl).catch(() => null);
    const manifest = await fetchManifest(location, fetchImpl);
    const loaded = new Map<string, unknown>();
    if (manifest.vocabularyBundle) {
      const bundle = ((manifest.buildId === location.buildId ? await guessedBundle : null) ??
        // A failed bundle only costs the per-letter shards the queries then ask for.
        (await fetchShard(location.indexUrl, manifest, VOCABULARY_BUNDLE_FILE, fetchImpl).catch(() => null))) as VocabularyBundle | null;
      for (const [key, shard] of Object.entries(bundle ?? {})) loaded.set(vocabularyFile(key), shard);
    }
    const pending = new Map<string, Promise<void>>();
    const loadOne = (file: string): Promise<void> => {
      let download = pending.get(file);
      if (!download) {
        download = fetchShard(location.indexUrl, manifest, file, fetchImpl).then((data) => {
          loaded.set(file, data);
        });
        pending.set(file, download);
        download.catch(() => pending.delete(file));
      }
      return download;
    };
    // A small site's section vectors are one file every query with a known word needs:
    // fetched at intent too, so the meaning layer joins the first query sooner.
    if (manifest.meaning?.clusters === 1) loadOne(sectionVectorsFile(0)).catch(() => undefined);
    return {
      engine: createFusedEngine(manifest, (file) => loaded.get(file)),
      load: async (files) => {
        await Promise.all(files.map(loadOne));
      },
    };
  };

  const indexFor = (location: IndexLocation): Promise<LoadedIndex> => {
    const key = `${location.indexUrl}@${location.buildId}`;
    if (current?.key === key) return current.index;
    const entry = {key, index: open(location)};
    current = entry;
    entry.index.catch(() => {
      if (current === entry) current = null;
    });
    return entry.index;
  };

  const run = async <T>(index: LoadedIndex, ask: (engine: FusedEngine) => T): Promise<T> => {
    for (let round = 0; ; round += 1) {
      try {
        return ask(index.engine);
      } catch (error) {
        if (!(error instanceof MissingShards) || round >= MAX_ROUNDS) throw error;
        await index.load(error.files);
      }
    }
  };

  // In the background, round after round: the query's table shards, the vocabularies its
  // typos are mended from and its last word is completed from, the mended words' table
  // shards, then the clusters its vector lands in. A failed download ends it: the next
  // query that needs the file (the settling search among them) asks for it again.
  const fetchMeaningFiles = async (index: LoadedIndex, query: string) => {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const missing = index.engine.missingMeaningFiles(query);
      if (missing.length === 0) return;
      try {
        await index.load(missing);
      } catch {
        return;
      }
    }
  };

  /**
   * The fused answer when every file it needs is here already, else null. A query's table
   * rows are small and often arrive while the words' shards load: the list is then drawn
   * once, fused, rather than from the words and again when meaning joins. Never a round
   * more: an answer that would fetch (meaning's own hits' fragments) waits for the settling.
   * Nor a failed answer: should the fused search fail, the words' answer stands, and the
   * settling meets that failure its own way.
   */
  const fusedIfLoaded = (engine: FusedEngine, query: string, limit: number, offset: number): FusedResult | null => {
    try {
      return engine.missingMeaningFiles(query).length > 0 ? null : engine.search(query, {limit, offset});
    } catch {
      return null;
    }
  };

  /**
   * The fused answer, or the words' alone when the fused search fails and the words' does
   * not: the meaning layer's files failing to download must not take the words' answer
   * with them (a reader would see an error, or "No results", for a query words answer).
   */
  const fusedOrWords = async (index: LoadedIndex, query: string, limit: number, offset: number): Promise<FusedResult> => {
    try {
      return await run(index, (engine) => engine.search(query, {limit, offset}));
    } catch (error) {
      // Only when meaning's files are what is still missing (a failed words' file is the error itself).
      if (index.engine.missingMeaningFiles(query).length === 0) throw error;
      const words = await run(index, (engine) => engine.search(query, {limit, offset, meaning: 'off'})).catch(() => {
        throw error;
      });
      return {...words, meaningFailed: true};
    }
  };

  return async (request) => {
    const index = await indexFor(request.location);
    if (request.type === 'load') return index.engine.size;
    if (request.type === 'search') {
      const {query, limit, offset} = request;
      if (request.meaning === 'ready' && index.engine.missingMeaningFiles(query).length > 0) {
        void fetchMeaningFiles(index, query);
        const words = await run(index, (engine) => engine.search(query, {limit, offset, meaning: 'off'}));
        return fusedIfLoaded(index.engine, query, limit, offset) ?? ({...words, meaningPending: true} satisfies FusedResult);
      }
      return fusedOrWords(index, query, limit, offset);
    }
    const {query, limit} = request;
    // Suggestions read the query's table rows too (the dictionary that keeps look-alikes of
    // real words out); should they not download, the words' own suggestions stand.
    return run(index, (engine) => engine.suggest(query, limit)).catch(() => run(index, (engine) => engine.suggest(query, limit, 'off')));
  };
}

/**
 * Holds the engine for the current build and answers requests: run inside
 * the worker, or on the page where workers are unavailable. A failed load is
 * forgotten, so the next request (the reader's retry) fetches again.
 */
import {createEngine, type SearchEngine} from './engine';
import {fetchSearchIndex, type IndexLocation} from './indexLoader';
import {recordsOfIndexFile} from '../shared/pages';
import type {EngineRequest} from './protocol';

export function createEngineHost(fetchImpl?: typeof fetch): (request: EngineRequest) => Promise<unknown> {
  let current: {key: string; engine: Promise<SearchEngine>} | null = null;

  const engineFor = (location: IndexLocation): Promise<SearchEngine> => {
    const key = `${location.indexUrl}@${location.buildId}`;
    if (current?.key === key) return current.engine;
    const entry = {key, engine: fetchSearchIndex(location, fetchImpl).then((file) => createEngine(recordsOfIndexFile(file)))};
    current = entry;
    entry.engine.catch(() => {
      if (current === entry) current = null;
    });
    return entry.engine;
  };

  return async (request) => {
    const engine = await engineFor(request.location);
    if (request.type === 'load') return engine.size;
    if (request.type === 'search') return engine.search(request.query, {limit: request.limit, offset: request.offset});
    return engine.suggest(request.query, request.limit);
  };
}

/**
 * The page's handle on search: the same engine for the modal and the /search
 * page, running in a Web Worker (see worker.ts), or on the main thread where
 * workers are unavailable. A failed load is forgotten, so a retry fetches again.
 */
import type {FusedResult} from './fusedEngine';
import {SearchIndexError, type IndexLocation} from './indexLoader';
import {createEngineHost} from './engineHost';
import type {EngineRequest, MeaningWait, WorkerRequest, WorkerResponse} from './protocol';

export type AsyncSearchEngine = {
  search(query: string, options?: {limit?: number; offset?: number; meaning?: MeaningWait}): Promise<FusedResult>;
  suggest(query: string, limit?: number): Promise<string[]>;
};

type Backend = (request: EngineRequest) => Promise<unknown>;

let backend: Backend | null = null;

function startWorker(): Backend | null {
  if (typeof Worker === 'undefined') return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./worker.ts', import.meta.url), {name: 'katachi-search'});
  } catch {
    return null;
  }
  let nextId = 1;
  const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
  worker.onmessage = (event: MessageEvent<WorkerResponse>) => {
    const response = event.data;
    const waiting = pending.get(response.id);
    if (!waiting) return;
    pending.delete(response.id);
    if (response.ok) waiting.resolve(response.result);
    else waiting.reject(new SearchIndexError(response.error.message, response.error.reason));
  };
  worker.onerror = (event) => {
    // A worker that cannot run (blocked script, crash): answer from the page instead.
    event.preventDefault();
    backend = mainThreadBackend();
    for (const [, waiting] of pending) waiting.reject(new SearchIndexError('The search worker stopped.', 'network'));
    pending.clear();
  };
  return (request) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, {resolve, reject});
      worker.postMessage({...request, id} as WorkerRequest);
    });
}

function mainThreadBackend(): Backend {
  return createEngineHost();
}

function getBackend(): Backend {
  backend ??= startWorker() ?? mainThreadBackend();
  return backend;
}

/** Resolves once the index is downloaded and the engine is ready; rejects with a SearchIndexError. */
export async function loadSearchEngine(location: IndexLocation): Promise<AsyncSearchEngine> {
  await getBackend()({type: 'load', location});
  return {
    search: (query, {limit = 20, offset = 0, meaning = 'wait'} = {}) =>
      getBackend()({type: 'search', location, query, limit, offset, meaning}) as Promise<FusedResult>,
    suggest: (query, limit = 3) => getBackend()({type: 'suggest', location, query, limit}) as Promise<string[]>,
  };
}

/** Starts the download early (hover, focus, touch) without waiting for it. */
export function preloadSearchEngine(location: IndexLocation): void {
  loadSearchEngine(location).catch(() => {
    // Reported when the reader actually searches.
  });
}

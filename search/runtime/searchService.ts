/**
 * One engine per page session, keyed by build: created on first need and kept
 * for every later query (modal and /search page share it). A failed load is
 * forgotten so the next attempt (the reader's retry) fetches again.
 */
import {createEngine, type SearchEngine} from './engine';
import {fetchSearchIndex, type IndexLocation} from './indexLoader';
import {recordsOfIndexFile} from '../shared/pages';

let current: {key: string; engine: Promise<SearchEngine>} | null = null;

export function loadSearchEngine(location: IndexLocation): Promise<SearchEngine> {
  const key = `${location.indexUrl}@${location.buildId}`;
  if (current?.key === key) return current.engine;
  const engine = fetchSearchIndex(location).then((file) => createEngine(recordsOfIndexFile(file)));
  const entry = {key, engine};
  current = entry;
  engine.catch(() => {
    if (current === entry) current = null;
  });
  return engine;
}

/** Starts the download early (hover, focus, touch) without waiting for it. */
export function preloadSearchEngine(location: IndexLocation): void {
  loadSearchEngine(location).catch(() => {
    // Reported when the reader actually searches.
  });
}

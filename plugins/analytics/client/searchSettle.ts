/**
 * The modal reports every answered query (one per keystroke); analytics
 * counts a search once the reader has stopped typing for 400 ms, or at once
 * when the modal closes, a result is opened or the page is left: only the
 * latest query is sent, never one per keystroke. The meaning layer can answer
 * a query a second time with more hits: while it waits, the search takes the
 * new count; once sent, the late answer is the same search, not a new one
 * (the same query after the input was emptied is a new one).
 */
import type {SearchEvent} from '../shared/events';

export const SEARCH_SETTLE_MS = 400;

type Timers = {set: (run: () => void, ms: number) => unknown; clear: (handle: unknown) => void};

const browserTimers: Timers = {set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as number)};

export type SearchSettler = {
  /** A query was answered: (re)start the 400 ms wait. */
  answered(event: SearchEvent): void;
  /** Send the waiting search now, if any (modal closed, result opened, page left). */
  flush(): void;
};

export function searchSettler(send: (event: SearchEvent) => void, timers: Timers = browserTimers): SearchSettler {
  let pending: SearchEvent | null = null;
  let lastSent: string | null = null;
  let timer: unknown = null;
  const flush = () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const event = pending;
    pending = null;
    if (event) {
      lastSent = event.props.query;
      send(event);
    }
  };
  return {
    answered(event) {
      if (!pending && event.props.query === lastSent) return;
      if (timer !== null) timers.clear(timer);
      // An emptied input is no search; it also drops the query typed before,
      // and the same query typed again after it is a new search.
      pending = event.props.query ? event : null;
      if (!pending) lastSent = null;
      timer = pending ? timers.set(flush, SEARCH_SETTLE_MS) : null;
    },
    flush,
  };
}

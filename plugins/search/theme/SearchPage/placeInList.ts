/**
 * Where the reader was in the results, kept in the history entry of /search: how many were
 * shown and how far down the page was scrolled when a result was opened. Back then shows as
 * many and scrolls there once they are drawn: the browser's own restoration runs before the
 * results arrive, on a page too short to scroll, and "Load more" pages would be lost.
 */
import {useCallback, useEffect, useRef} from 'react';
import {useHistory} from '@docusaurus/router';

type Place = {shown: number; scrollY: number};

/** The place saved in a history entry's state, if it holds one. */
export function placeOf(state: unknown): Place | null {
  const place = (state as {searchPlace?: Partial<Place>} | null | undefined)?.searchPlace;
  return place && Number.isInteger(place.shown) && Number.isFinite(place.scrollY) ? (place as Place) : null;
}

/**
 * `save(shown)` before a result opens; `restore(drawn)` after each answer is drawn, with the
 * number of results drawn: once there are as many as were shown (or all there are), it
 * scrolls back, once per visit of the entry.
 */
export function usePlaceInList(): {save: (shown: number) => void; restore: (drawn: number, total: number) => void} {
  const history = useHistory();
  const pending = useRef(placeOf(history.location.state));
  useEffect(() => {
    // A new query (typed, or a link to another one) starts at the top.
    pending.current = placeOf(history.location.state);
  }, [history.location.search, history.location.state]);

  const save = useCallback(
    (shown: number) => history.replace({...history.location, state: {searchPlace: {shown, scrollY: window.scrollY} satisfies Place}}),
    [history],
  );
  const restore = useCallback((drawn: number, total: number) => {
    const place = pending.current;
    if (!place || drawn < Math.min(place.shown, total)) return;
    pending.current = null;
    window.scrollTo(0, place.scrollY);
  }, []);
  return {save, restore};
}

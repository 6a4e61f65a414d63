/**
 * The search modal's analytics emitters (see plugins/analytics/shared/events.ts):
 * small and free of analytics code, so the modal calls them whether or not
 * analytics is configured (unconfigured, nobody listens).
 */
import {emitAnalyticsEvent} from '../shared/events';

/** The engine answered `query` with `results` hits (sent once typing settles). */
export function emitSearchAnswered(query: string, results: number): void {
  if (query.trim()) emitAnalyticsEvent({name: 'search', props: {query, results}});
}

export function emitSearchClosed(): void {
  emitAnalyticsEvent({name: 'search_closed', props: {}});
}

/** Where an opened result was: the query on screen and its 1-based position in the list (0: not found). */
export type ResultPlace = {query: string; position: number};

/**
 * Wraps the modal's navigator so that every way of opening a result (click,
 * Enter, new tab, new window) first reports it with the query and position.
 * `placeOf` reads them from the modal: the search theme knows DocSearch's
 * markup (plugins/search/client/docsearch/), analytics does not.
 */
export function withResultOpenedEvents<N extends Record<'navigate' | 'navigateNewTab' | 'navigateNewWindow', (arg: {itemUrl: string}) => void>>(
  navigator: N,
  placeOf: (itemUrl: string) => ResultPlace,
): N {
  const report = (itemUrl: string) => {
    const {query, position} = placeOf(itemUrl);
    if (position > 0) emitAnalyticsEvent({name: 'search_result_opened', props: {query, position, url: itemUrl}});
  };
  const wrap = (method: (arg: {itemUrl: string}) => void) => (arg: {itemUrl: string}) => {
    report(arg.itemUrl);
    method(arg);
  };
  return {
    ...navigator,
    navigate: wrap(navigator.navigate),
    navigateNewTab: wrap(navigator.navigateNewTab),
    navigateNewWindow: wrap(navigator.navigateNewWindow),
  };
}

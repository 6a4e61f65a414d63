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

/** Where `url` is in the modal's list (1-based), read from the open modal; 0 if not found. */
function positionInModal(url: string): number {
  const hits = Array.from(document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit'));
  const found = hits.findIndex((hit) =>
    Array.from(hit.querySelectorAll('[data-href], a[href]')).some((el) => (el.getAttribute('data-href') ?? el.getAttribute('href')) === url),
  );
  if (found >= 0) return found + 1;
  // Chosen with the keyboard: DocSearch marks the active option.
  return hits.findIndex((hit) => hit.getAttribute('aria-selected') === 'true') + 1;
}

/**
 * Wraps the modal's navigator so that every way of opening a result (click,
 * Enter, new tab, new window) first reports it with the query and position.
 */
export function withResultOpenedEvents<N extends Record<'navigate' | 'navigateNewTab' | 'navigateNewWindow', (arg: {itemUrl: string}) => void>>(
  navigator: N,
): N {
  const report = (itemUrl: string) => {
    const query = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
    const position = positionInModal(itemUrl);
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

/**
 * What leaves the page for one counted event, before any provider formats it:
 * the event's name and its props after the privacy rules (no query string or
 * hash in any URL; no query or question text when the site asks for counts
 * only, and no title on a page reached with a query string, which the title may
 * repeat, as the search page's does). Pure, so the rules are unit tested.
 */
import type {AnalyticsEvent} from '../shared/events';

type PropValue = string | number | boolean;

export type Outgoing = {name: 'pageview'} | {name: Exclude<AnalyticsEvent['name'], 'search_closed'>; props: Record<string, PropValue>};

/** The page an event happens on, read from the browser when it is sent. */
export type PageContext = {
  /** `https://jtannas.github.io` */
  origin: string;
  hostname: string;
  /** Pathname only: never the query string or hash. */
  pathname: string;
  title: string;
  language: string;
  /** `1280x720` */
  screen: string;
};

/** A URL without its query string and hash; same-site URLs as a path. */
export function bareUrl(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : parsed.origin + parsed.pathname;
  } catch {
    return '';
  }
}

/** What a reader's browser says of being tracked: Global Privacy Control, Do Not Track. */
export type TrackingSignals = {globalPrivacyControl?: boolean; doNotTrack?: string | null};

/**
 * Whether an event is sent for a reader whose browser asks not to be tracked: page views,
 * searches and results opened are not; feedback the reader gives by pressing a button is.
 */
export function sentDespiteDecline(name: Outgoing['name'], signals: TrackingSignals): boolean {
  const declined = signals.globalPrivacyControl === true || signals.doNotTrack === '1';
  return !declined || name === 'page_helpful' || name === 'answer_feedback';
}

/** The page's title as sent: none when queries are omitted and the URL has a query string. */
export function sentTitle(title: string, urlSearch: string, omitQueries: boolean): string {
  return omitQueries && urlSearch.length > 1 ? '' : title;
}

/** The outgoing form of an event (search_closed is never sent: it only flushes a pending search). */
export function outgoingOf(event: Exclude<AnalyticsEvent, {name: 'search_closed'}>, omitQueries: boolean, origin: string): Outgoing {
  const text = (key: string, value: string) => (omitQueries ? {} : {[key]: value});
  switch (event.name) {
    case 'search':
      return {name: event.name, props: {...text('query', event.props.query), results: event.props.results}};
    case 'search_result_opened':
      return {
        name: event.name,
        props: {...text('query', event.props.query), position: event.props.position, url: bareUrl(event.props.url, origin)},
      };
    case 'page_helpful':
      return {name: event.name, props: {helpful: event.props.helpful, path: bareUrl(event.props.path, origin)}};
    case 'answer_feedback':
      return {name: event.name, props: {...text('question', event.props.question), helpful: event.props.helpful}};
  }
}

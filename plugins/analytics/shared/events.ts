/**
 * THE one definition of the analytics events the site can count, shared by
 * every emitter (search modal, "Was this page helpful?", answer mode) and the
 * analytics client that listens to them.
 *
 * Emitters know nothing about analytics: they dispatch a DOM event,
 *   window.dispatchEvent(new CustomEvent('katachi:analytics', {detail: {name, props}}))
 * which costs nothing when analytics is off (nobody listens), and the client
 * module, bundled only when analytics is configured, turns it into requests.
 */

/** The DOM event type every emitter dispatches on `window`. */
export const ANALYTICS_EVENT = 'katachi:analytics';

export type SearchEvent = {name: 'search'; props: {query: string; results: number}};
type SearchClosedEvent = {name: 'search_closed'; props: Record<string, never>};
type SearchResultOpenedEvent = {
  name: 'search_result_opened';
  /** `position` is 1-based, across the whole list the modal shows. */
  props: {query: string; position: number; url: string};
};
type PageHelpfulEvent = {name: 'page_helpful'; props: {helpful: boolean; path: string}};
type AnswerFeedbackEvent = {name: 'answer_feedback'; props: {helpful: boolean; question: string}};

export type AnalyticsEvent = SearchEvent | SearchClosedEvent | SearchResultOpenedEvent | PageHelpfulEvent | AnswerFeedbackEvent;

/** Reader-typed text is cut to this length before it leaves the page (Plausible caps values at 2,000 bytes). */
const MAX_TEXT_LENGTH = 200;

/** Dispatches an event for analytics; a no-op outside the browser. */
export function emitAnalyticsEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, {detail: event}));
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const text = (value: string) => value.trim().slice(0, MAX_TEXT_LENGTH);

/**
 * The event in a `katachi:analytics` detail, checked and normalised (any part
 * of the page may dispatch one, so nothing is trusted); null if it is not one
 * of the shapes above. Extra props are dropped, never forwarded.
 */
export function parseAnalyticsEvent(detail: unknown): AnalyticsEvent | null {
  if (!isRecord(detail) || !isRecord(detail.props)) return null;
  const p = detail.props;
  switch (detail.name) {
    case 'search':
      return isText(p.query) && isCount(p.results) ? {name: 'search', props: {query: text(p.query), results: p.results}} : null;
    case 'search_closed':
      return {name: 'search_closed', props: {}};
    case 'search_result_opened':
      return isText(p.query) && isCount(p.position) && p.position >= 1 && isText(p.url)
        ? {name: 'search_result_opened', props: {query: text(p.query), position: p.position, url: p.url}}
        : null;
    case 'page_helpful':
      return typeof p.helpful === 'boolean' && isText(p.path) ? {name: 'page_helpful', props: {helpful: p.helpful, path: p.path}} : null;
    case 'answer_feedback':
      return typeof p.helpful === 'boolean' && isText(p.question)
        ? {name: 'answer_feedback', props: {helpful: p.helpful, question: text(p.question)}}
        : null;
    default:
      return null;
  }
}

/**
 * Client module, bundled only when analytics is configured (see
 * plugins/analytics/index.ts): one page view per route change to a different pathname
 * (and one for the first load), and every `katachi:analytics` event the page
 * dispatches, sent to each configured service. A browser that asks not to be
 * tracked (Global Privacy Control, Do Not Track) sends only feedback its reader gives.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {AnalyticsConfig} from '../shared/config';
import {ANALYTICS_EVENT, parseAnalyticsEvent} from '../shared/events';
import {isPageView} from './pageView';
import {outgoingOf, sentDespiteDecline, sentTitle, type Outgoing, type PageContext, type TrackingSignals} from './outgoing';
import {pageLoadId} from './providers/posthog';
import {requestFor} from './providers';
import {searchSettler} from './searchSettle';

// Replaced at build time by the plugin (DefinePlugin).
declare const __KATACHI_ANALYTICS__: AnalyticsConfig;
const config = __KATACHI_ANALYTICS__;

function currentPage(): PageContext {
  return {
    origin: window.location.origin,
    hostname: window.location.hostname,
    pathname: window.location.pathname,
    title: sentTitle(document.title, window.location.search, config.omitQueries),
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  };
}

let distinctId: string | null = null;

function send(event: Outgoing): void {
  if (!sentDespiteDecline(event.name, navigator as TrackingSignals)) return;
  const page = currentPage();
  distinctId ??= pageLoadId();
  for (const provider of config.providers) {
    const request = requestFor(provider, event, page, distinctId);
    // keepalive: the request outlives the page (a result opened navigates
    // away). No cookies either way, no referrer, nothing cached.
    fetch(request.url, {
      method: 'POST',
      body: request.body,
      headers: {'Content-Type': request.contentType},
      mode: request.mode,
      keepalive: true,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    }).catch(() => {
      // Analytics must never disturb the reader.
    });
  }
}

const searches = searchSettler((event) => send(outgoingOf(event, config.omitQueries, window.location.origin)));

function onAnalyticsEvent(dispatched: Event): void {
  const event = parseAnalyticsEvent((dispatched as CustomEvent).detail);
  if (!event) return;
  if (event.name === 'search') {
    searches.answered(event);
    return;
  }
  // Closing the modal or opening a result ends the search being typed.
  searches.flush();
  if (event.name !== 'search_closed') send(outgoingOf(event, config.omitQueries, window.location.origin));
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener(ANALYTICS_EVENT, onAnalyticsEvent);
  window.addEventListener('pagehide', () => searches.flush());
}

/** After the new page has set its title (react-helmet-async updates it a frame later). */
function afterTitleUpdate(callback: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  // rAF does not run in background tabs.
  setTimeout(run, 500);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (isPageView(location, previousLocation)) afterTitleUpdate(() => send({name: 'pageview'}));
  },
};

export default clientModule;

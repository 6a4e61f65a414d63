/**
 * Client module: one page view per route change to a different pathname, and
 * one for the first page load. Only bundled when ANALYTICS_ENDPOINT is set.
 */
import type {ClientModule} from '@docusaurus/types';
import {isPageView, pageViewOf, type RouteLocation} from './pageView';

// Replaced at build time (see index.ts).
declare const __KATACHI_ANALYTICS_ENDPOINT__: string;

function send(location: RouteLocation): void {
  const body = JSON.stringify(pageViewOf(location, document.title));
  // A simple (CORS-safelisted) request that outlives the page: no preflight,
  // no cookies either way, no referrer.
  fetch(__KATACHI_ANALYTICS_ENDPOINT__, {
    method: 'POST',
    body,
    headers: {'Content-Type': 'text/plain;charset=UTF-8'},
    keepalive: true,
    mode: 'no-cors',
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  }).catch(() => {
    // Analytics must never disturb the reader.
  });
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
    if (isPageView(location, previousLocation)) afterTitleUpdate(() => send(location));
  },
};

export default clientModule;

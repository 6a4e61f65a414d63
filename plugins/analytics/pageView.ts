/**
 * The decisions of the page-view client module, kept free of the DOM so they
 * can be unit tested: when a route change counts as a page view, and what is
 * sent for it (the page's path and title only: no query string, no hash, no
 * referrer, no identifiers).
 */
export type RouteLocation = {pathname: string; search?: string; hash?: string};

/** One page view for the first page load and for each change to a different pathname. */
export function isPageView(location: RouteLocation, previousLocation: RouteLocation | null | undefined): boolean {
  return !previousLocation || previousLocation.pathname !== location.pathname;
}

export type PageView = {type: 'pageview'; path: string; title: string};

export function pageViewOf(location: RouteLocation, title: string): PageView {
  return {type: 'pageview', path: location.pathname, title};
}

/** The collector URL from the environment: an absolute http(s) URL, or null when unset. */
export function analyticsEndpointFromEnv(env: Record<string, string | undefined>): string | null {
  const raw = env.ANALYTICS_ENDPOINT?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`ANALYTICS_ENDPOINT must be an absolute URL (got ${JSON.stringify(raw)}).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`ANALYTICS_ENDPOINT must be an http(s) URL (got ${JSON.stringify(raw)}).`);
  }
  if (url.username || url.password) {
    throw new Error('ANALYTICS_ENDPOINT must not contain credentials: it ships in the page.');
  }
  return url.href;
}

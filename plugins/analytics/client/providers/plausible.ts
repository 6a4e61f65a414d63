/**
 * Plausible Events API (https://plausible.io/docs/events-api):
 * POST {host}/api/event, JSON {name, url, domain, referrer?, props?}.
 * `name` is `pageview` for page views, else a custom event name; `url` is the
 * full page URL; props are sent as strings, the one value type every
 * Plausible version stores. No referrer is sent (privacy), so none is given.
 */
import type {PlausibleProvider} from '../../shared/config';
import type {RequestBuilder} from './request';

export const plausibleRequest: RequestBuilder<PlausibleProvider> = (provider, event, page) => {
  const body: {name: string; url: string; domain: string; props?: Record<string, string>} = {
    name: event.name,
    url: page.origin + page.pathname,
    domain: provider.domain,
  };
  if (event.name !== 'pageview') {
    body.props = Object.fromEntries(Object.entries(event.props).map(([key, value]) => [key, String(value)]));
  }
  return {url: provider.endpoint, contentType: 'application/json', mode: 'cors', body: JSON.stringify(body)};
};

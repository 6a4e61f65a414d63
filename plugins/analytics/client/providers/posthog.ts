/**
 * PostHog capture API (https://posthog.com/docs/api/capture):
 * POST {host}/i/v0/e/, JSON {api_key, event, distinct_id, properties, timestamp}.
 * Page views are PostHog's `$pageview` with `$current_url`; every event is
 * anonymous (`$process_person_profile: false`: no person profile is made).
 *
 * PostHog requires a `distinct_id`. We send a random one made when the page
 * loads and kept only in memory: never stored (no cookie, no localStorage),
 * so it links the events of one visit's client-side navigation and nothing
 * across reloads, tabs or days.
 */
import type {PostHogProvider} from '../../shared/config';
import type {RequestBuilder} from './request';

export const posthogRequest =
  (distinctId: string, now: () => Date = () => new Date()): RequestBuilder<PostHogProvider> =>
  (provider, event, page) => {
    const properties: Record<string, unknown> = {
      $current_url: page.origin + page.pathname,
      $host: page.hostname,
      $pathname: page.pathname,
      $process_person_profile: false,
    };
    if (event.name === 'pageview') properties.title = page.title;
    else Object.assign(properties, event.props);
    const body = {
      api_key: provider.apiKey,
      event: event.name === 'pageview' ? '$pageview' : event.name,
      distinct_id: distinctId,
      properties,
      timestamp: now().toISOString(),
    };
    return {url: provider.endpoint, contentType: 'application/json', mode: 'cors', body: JSON.stringify(body)};
  };

/** A random id for this page load only (see above). */
export function pageLoadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

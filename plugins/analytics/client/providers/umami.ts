/**
 * Umami's collection API (https://umami.is/docs/api/sending-stats):
 * POST {host}/api/send, JSON {type: 'event', payload: {website, hostname,
 * language, referrer, screen, title, url, name?, data?}}. A page view is the
 * payload without `name`; a custom event adds `name` and `data`. No session
 * `id` and no `tag` are sent; `referrer` is always empty (privacy).
 */
import type {UmamiProvider} from '../../shared/config';
import type {RequestBuilder} from './request';

export const umamiRequest: RequestBuilder<UmamiProvider> = (provider, event, page) => {
  const payload: Record<string, unknown> = {
    website: provider.website,
    hostname: page.hostname,
    language: page.language,
    referrer: '',
    screen: page.screen,
    title: page.title,
    url: page.pathname,
  };
  if (event.name !== 'pageview') {
    payload.name = event.name;
    payload.data = event.props;
  }
  return {url: provider.endpoint, contentType: 'application/json', mode: 'cors', body: JSON.stringify({type: 'event', payload})};
};

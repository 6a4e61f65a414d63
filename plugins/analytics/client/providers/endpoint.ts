/**
 * The generic collector (ANALYTICS_ENDPOINT): our own small JSON, sent as
 * `text/plain` so any collector on any host receives it without CORS set up.
 * Page views are {type: 'pageview', path, title}; other
 * events are {type: 'event', name, path, props}.
 */
import type {GenericProvider} from '../../shared/config';
import type {RequestBuilder} from './request';

export const endpointRequest: RequestBuilder<GenericProvider> = (provider, event, page) => {
  const body =
    event.name === 'pageview'
      ? {type: 'pageview', path: page.pathname, title: page.title}
      : {type: 'event', name: event.name, path: page.pathname, props: event.props};
  return {url: provider.endpoint, contentType: 'text/plain;charset=UTF-8', mode: 'no-cors', body: JSON.stringify(body)};
};

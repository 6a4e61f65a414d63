import type {AnalyticsProvider} from '../../shared/config';
import type {Outgoing, PageContext} from '../outgoing';

/** One HTTP request for one event: always a POST of a JSON body. */
export type ProviderRequest = {
  url: string;
  /** `text/plain` needs no CORS preflight; the services document `application/json`. */
  contentType: 'application/json' | 'text/plain;charset=UTF-8';
  /** `cors` for the services (they answer with CORS headers); `no-cors` for any collector. */
  mode: 'cors' | 'no-cors';
  body: string;
};

export type RequestBuilder<P extends AnalyticsProvider> = (provider: P, event: Outgoing, page: PageContext) => ProviderRequest;

/** One request builder per provider kind. */
import type {AnalyticsProvider} from '../../shared/config';
import type {Outgoing, PageContext} from '../outgoing';
import {endpointRequest} from './endpoint';
import {plausibleRequest} from './plausible';
import {posthogRequest} from './posthog';
import type {ProviderRequest} from './request';
import {umamiRequest} from './umami';

export type {ProviderRequest};

export function requestFor(provider: AnalyticsProvider, event: Outgoing, page: PageContext, distinctId: string): ProviderRequest {
  switch (provider.kind) {
    case 'plausible':
      return plausibleRequest(provider, event, page);
    case 'umami':
      return umamiRequest(provider, event, page);
    case 'posthog':
      return posthogRequest(distinctId)(provider, event, page);
    case 'endpoint':
      return endpointRequest(provider, event, page);
  }
}

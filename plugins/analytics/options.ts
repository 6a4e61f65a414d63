/**
 * The analytics plugin's options schema: `config` is what
 * config/env/analytics.ts read from the environment (null: off). A wrong
 * option fails the build naming it; its URLs follow plugins/shared/url.ts.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {shippedHttpUrl} from '../shared/options';
import type {AnalyticsConfig} from './shared/config';

export type AnalyticsPluginOptions = {
  /** null: analytics off (the default). */
  config: AnalyticsConfig | null;
};

/** What a site writes in docusaurus.config.ts; validateOptions fills in the default. */
export type AnalyticsOptions = Partial<AnalyticsPluginOptions>;

const PROVIDER = Joi.alternatives().try(
  Joi.object({kind: Joi.valid('plausible').required(), endpoint: shippedHttpUrl.required(), domain: Joi.string().required()}),
  Joi.object({kind: Joi.valid('umami').required(), endpoint: shippedHttpUrl.required(), website: Joi.string().guid().required()}),
  Joi.object({kind: Joi.valid('posthog').required(), endpoint: shippedHttpUrl.required(), apiKey: Joi.string().pattern(/^phc_/).required()}),
  Joi.object({kind: Joi.valid('endpoint').required(), endpoint: shippedHttpUrl.required()}),
);

const ANALYTICS_CONFIG = Joi.object<AnalyticsConfig>({
  providers: Joi.array().items(PROVIDER).required(),
  omitQueries: Joi.boolean().required(),
});

const ANALYTICS_OPTIONS = Joi.object<AnalyticsPluginOptions>({config: ANALYTICS_CONFIG.allow(null).default(null)});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<AnalyticsOptions | undefined, AnalyticsPluginOptions>): AnalyticsPluginOptions {
  return validate(ANALYTICS_OPTIONS, options ?? {});
}

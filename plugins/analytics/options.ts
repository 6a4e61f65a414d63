/**
 * The analytics plugin's options schema: `config` is what
 * config/env/analytics.ts read from the environment (null: off). A wrong
 * option fails the build naming it; its URLs follow plugins/shared/url.ts.
 */
import {Joi} from '@docusaurus/utils-validation';
import {shippedHttpUrl, validateConfigOptions, type ConfigOptions} from '../shared/options';
import type {AnalyticsConfig} from './shared/config';

/** Validated: `config` null (the default) turns analytics off. */
export type AnalyticsPluginOptions = ConfigOptions<AnalyticsConfig>;

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

export const validateOptions = validateConfigOptions(ANALYTICS_CONFIG);

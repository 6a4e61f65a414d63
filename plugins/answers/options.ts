/**
 * The answer mode's options schema: `config` is what config/env/answers.ts
 * read from ASK_AI_* (null: the mode is off). A wrong option fails the build
 * naming it; the endpoint follows plugins/shared/url.ts.
 */
import {Joi} from '@docusaurus/utils-validation';
import {shippedHttpUrl, validateConfigOptions, type ConfigOptions} from '../shared/options';
import {MIN_CONTEXT_TOKENS, type AnswerModeConfig} from './shared/config';

/** Validated: `config` null (the default) leaves the mode off. */
export type AnswerModePluginOptions = ConfigOptions<AnswerModeConfig>;

/** What a site writes in docusaurus.config.ts; validateOptions fills in the default. */
export type AnswerModeOptions = Partial<AnswerModePluginOptions>;

const ANSWER_MODE_CONFIG = Joi.object<AnswerModeConfig>({
  endpoint: shippedHttpUrl.required(),
  model: Joi.string().required(),
  contextTokens: Joi.number().integer().min(MIN_CONTEXT_TOKENS).max(2_000_000).required(),
});

export const validateOptions = validateConfigOptions(ANSWER_MODE_CONFIG);

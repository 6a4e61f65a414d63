/**
 * The answer mode's options schema: `config` is what config/env/answers.ts
 * read from ASK_AI_* (null: the mode is off). A wrong option fails the build
 * naming it; the endpoint follows plugins/shared/url.ts.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {shippedHttpUrl} from '../shared/options';
import {MIN_CONTEXT_TOKENS, type AnswerModeConfig} from './shared/config';

/** Validated: `config` null (the default) leaves the mode off. */
export type AnswerModePluginOptions = {config: AnswerModeConfig | null};

/** What a site writes in docusaurus.config.ts; validateOptions fills in the default. */
export type AnswerModeOptions = Partial<AnswerModePluginOptions>;

const ANSWER_MODE_CONFIG = Joi.object<AnswerModeConfig>({
  endpoint: shippedHttpUrl.required(),
  model: Joi.string().required(),
  contextTokens: Joi.number().integer().min(MIN_CONTEXT_TOKENS).max(2_000_000).required(),
});

const ANSWER_MODE_OPTIONS = Joi.object<AnswerModePluginOptions>({config: ANSWER_MODE_CONFIG.allow(null).default(null)});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<AnswerModeOptions | undefined, AnswerModePluginOptions>): AnswerModePluginOptions {
  return validate(ANSWER_MODE_OPTIONS, options ?? {});
}

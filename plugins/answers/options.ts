/**
 * The answer mode's options schema: `config` is what config/env/answers.ts
 * read from ASK_AI_* (null: the mode is off). A wrong option fails the build
 * naming it; the endpoint follows plugins/shared/url.ts.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {shippedHttpUrl} from '../shared/options';
import {MIN_CONTEXT_TOKENS, type AnswerModeConfig} from './shared/config';

export type AnswerModePluginOptions = {config: AnswerModeConfig | null};

const ANSWER_MODE_CONFIG = Joi.object<AnswerModeConfig>({
  endpoint: shippedHttpUrl.required(),
  model: Joi.string().required(),
  contextTokens: Joi.number().integer().min(MIN_CONTEXT_TOKENS).max(2_000_000).required(),
});

const ANSWER_MODE_OPTIONS = Joi.object<AnswerModePluginOptions>({config: ANSWER_MODE_CONFIG.allow(null).default(null)});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<AnswerModePluginOptions, AnswerModePluginOptions>): AnswerModePluginOptions {
  return validate(ANSWER_MODE_OPTIONS, options);
}

/** The llms.txt plugin's options schema: a wrong option fails the build naming it. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type LlmsOptions = {
  /** Section heading of each sidebar in llms.txt (default: the sidebar id). */
  sidebarLabels?: Record<string, string>;
  /** Paragraph under the summary in both files. */
  details?: string;
};

export const LLMS_OPTIONS = Joi.object<LlmsOptions>({
  sidebarLabels: Joi.object().pattern(Joi.string(), Joi.string()),
  details: Joi.string(),
});

export function validateOptions({validate, options}: OptionValidationContext<LlmsOptions, LlmsOptions>): LlmsOptions {
  return validate(LLMS_OPTIONS, options);
}

/** The llms.txt plugin's options schema: a wrong option fails the build naming it. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {ASSISTANT_IDS, type AssistantId} from './shared/assistants';

export type LlmsPluginOptions = {
  /** Section heading of each sidebar in llms.txt (default: the sidebar id). */
  sidebarLabels?: Record<string, string>;
  /** Paragraph under the summary in both files. */
  details?: string;
  /** The assistants each doc page offers to open it in ("Open in …"); [] for none. Default: all. */
  openIn: AssistantId[];
};

/** What a site writes in docusaurus.config.ts; validateOptions fills in the defaults. */
export type LlmsOptions = Partial<LlmsPluginOptions>;

const LLMS_OPTIONS = Joi.object<LlmsPluginOptions>({
  sidebarLabels: Joi.object().pattern(Joi.string(), Joi.string()),
  details: Joi.string(),
  openIn: Joi.array()
    .items(Joi.valid(...ASSISTANT_IDS))
    .unique()
    .default([...ASSISTANT_IDS]),
});

export function validateOptions({validate, options}: OptionValidationContext<LlmsOptions | undefined, LlmsPluginOptions>): LlmsPluginOptions {
  return validate(LLMS_OPTIONS, options ?? {});
}

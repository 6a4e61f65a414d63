/** The runnable examples plugin's options schema: a wrong option fails the build naming it. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {absolutePath} from '../shared/options';

export type ExamplesPluginOptions = {
  /** Absolute path of a checkout of the gem (lib/katachi.rb inside); null: Run is off. */
  gemDir: string | null;
};

const EXAMPLES_OPTIONS = Joi.object<ExamplesPluginOptions>({
  gemDir: absolutePath.allow(null).required(),
});

export function validateOptions({validate, options}: OptionValidationContext<ExamplesPluginOptions, ExamplesPluginOptions>): ExamplesPluginOptions {
  return validate(EXAMPLES_OPTIONS, options);
}

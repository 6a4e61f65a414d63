/** The lazy stylesheets plugin's options schema: a wrong option fails the build naming it. */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {absolutePath} from '../shared/options';

export type LazyStylesOptions = {
  /** Absolute paths of the stylesheets that load on demand. */
  stylesheets: string[];
};

const LAZY_STYLES_OPTIONS = Joi.object<LazyStylesOptions>({stylesheets: Joi.array().items(absolutePath).required()});

export function validateOptions({validate, options}: OptionValidationContext<LazyStylesOptions, LazyStylesOptions>): LazyStylesOptions {
  return validate(LAZY_STYLES_OPTIONS, options);
}

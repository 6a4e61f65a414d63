/** The lazy stylesheets plugin's options schema: a wrong option fails the build naming it. */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

export type LazyStylesOptions = {
  /** Absolute paths of the stylesheets that load on demand. */
  stylesheets: string[];
};

const absolutePath = Joi.string().custom(
  (value: string, helpers) => (path.isAbsolute(value) ? value : helpers.error('any.invalid')),
  'an absolute path',
);

const LAZY_STYLES_OPTIONS = Joi.object<LazyStylesOptions>({stylesheets: Joi.array().items(absolutePath).required()});

export function validateOptions({validate, options}: OptionValidationContext<LazyStylesOptions, LazyStylesOptions>): LazyStylesOptions {
  return validate(LAZY_STYLES_OPTIONS, options);
}

/**
 * What every plugin's options schema shares (Joi from Docusaurus'
 * @docusaurus/utils-validation, the way Docusaurus' own plugins validate):
 * one URL rule, and the validator of a plugin that takes no options. A wrong
 * option fails the build with Joi's message, which names the option.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';

/** An absolute http(s) URL: every URL a plugin option holds. */
export const httpUrl = Joi.string().uri({scheme: ['http', 'https']});

/** `validateOptions` of a plugin without options: any option given is a mistake, named. */
export function validateNoOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({}), options);
}

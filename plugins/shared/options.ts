/**
 * What every plugin's options schema shares (Joi from Docusaurus'
 * @docusaurus/utils-validation, the way Docusaurus' own plugins validate):
 * the URL rules, the absolute-path rule, the validator of a plugin that takes no options and of one whose one option is `config`. A wrong
 * option fails the build with Joi's message, which names the option.
 */
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {httpUrlProblem, type HttpUrlOptions} from './url';

function urlRule(options: HttpUrlOptions) {
  return Joi.string().custom((value: string, helpers) => {
    const problem = httpUrlProblem(value, options);
    // The problem goes in as a value, not as template text: a URL may hold `{…}`.
    return problem === null ? value : helpers.message({custom: '{{#label}} {{#problem}}'}, {problem});
  }, 'an http(s) URL');
}

/** An absolute http(s) URL (./url.ts): every URL a plugin option holds. */
export const httpUrl = urlRule({});

/** An http(s) URL that ships in every page: no credentials, query string or #fragment (./url.ts). */
export const shippedHttpUrl = urlRule({shipped: true});

/** An absolute path on the building machine (a relative one would depend on where the build runs). */
export const absolutePath = Joi.string().custom(
  (value: string, helpers) => (path.isAbsolute(value) ? value : helpers.error('any.invalid')),
  'an absolute path',
);

/** `validateOptions` of a plugin without options: any option given is a mistake, named. */
export function validateNoOptions({validate, options}: OptionValidationContext<object, object>): object {
  return validate(Joi.object({}), options);
}

/** The validated options of a plugin whose one option is `config`: null (the default) turns it off. */
export type ConfigOptions<Config> = {config: Config | null};

/** `validateOptions` of such a plugin (analytics, answers), from its config's schema. */
export function validateConfigOptions<Config>(configSchema: Joi.ObjectSchema<Config>) {
  const schema = Joi.object<ConfigOptions<Config>>({config: configSchema.allow(null).default(null)});
  return ({validate, options}: OptionValidationContext<Partial<ConfigOptions<Config>> | undefined, ConfigOptions<Config>>): ConfigOptions<Config> =>
    validate(schema, options ?? {});
}

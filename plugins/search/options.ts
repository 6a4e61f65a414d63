/**
 * The local search theme's options schema (docusaurus.config.ts): a wrong or
 * misspelled option fails the build naming it. The synonyms' finer rules
 * (one word per key) are checked by validateSynonyms when the theme starts.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {httpUrl} from '../shared/options';
import type {LocalSearchOptions} from './shared/options';

/** A regular expression's source that compiles. */
const regexSource = Joi.string().custom((value: string) => {
  new RegExp(value);
  return value;
}, 'a regular expression');

const LOCAL_SEARCH_OPTIONS = Joi.object<LocalSearchOptions>({
  searchPagePath: Joi.string().pattern(/^[^/]/, 'a path under the base URL, without a leading slash'),
  externalUrlRegex: regexSource,
  replaceSearchResultPathname: Joi.object({from: regexSource.required(), to: Joi.string().required()}),
  // `{query}` is filled in with the reader's query: a URL once it is.
  missingResultsIssueUrl: Joi.string().custom((value: string, helpers) => {
    const {error} = httpUrl.validate(value.replaceAll('{query}', 'query'));
    return error ? helpers.error('string.uri') : value;
  }),
  pageRanks: Joi.object().pattern(Joi.string(), Joi.number().integer()),
  synonyms: Joi.object().pattern(Joi.string(), Joi.array().items(Joi.string()).min(1)),
  meaning: Joi.boolean(),
});

export function validateOptions({validate, options}: OptionValidationContext<LocalSearchOptions, LocalSearchOptions>): LocalSearchOptions {
  return validate(LOCAL_SEARCH_OPTIONS, options);
}

/**
 * The local search theme's options schema (docusaurus.config.ts), with the
 * defaults filled in as Docusaurus' own plugins do: a wrong or misspelled
 * option fails the build naming it.
 */
import {Joi} from '@docusaurus/utils-validation';
import type {OptionValidationContext} from '@docusaurus/types';
import {httpUrl} from '../shared/options';
import {DEFAULT_OPTIONS, type LocalSearchOptions, type LocalSearchPluginOptions} from './shared/options';
import {validateSynonyms} from './shared/synonyms';
import {QUERY_MAX_LENGTH} from './shared/queryFit';

/** A regular expression's source that compiles. */
const regexSource = Joi.string().custom((value: string) => {
  new RegExp(value);
  return value;
}, 'a regular expression');

const LOCAL_SEARCH_OPTIONS = Joi.object<LocalSearchPluginOptions>({
  searchPagePath: Joi.string().pattern(/^[^/]/, 'a path under the base URL, without a leading slash').default(DEFAULT_OPTIONS.searchPagePath),
  externalUrlRegex: regexSource.allow(null).default(DEFAULT_OPTIONS.externalUrlRegex),
  replaceSearchResultPathname: Joi.object({from: regexSource.required(), to: Joi.string().required()})
    .allow(null)
    .default(DEFAULT_OPTIONS.replaceSearchResultPathname),
  // `{query}` is filled in with the reader's query: a URL once it is.
  missingResultsIssueUrl: Joi.string()
    .custom((value: string, helpers) => {
      const {error} = httpUrl.validate(value.replaceAll('{query}', 'query'));
      return error ? helpers.error('string.uri') : value;
    })
    .allow(null)
    .default(DEFAULT_OPTIONS.missingResultsIssueUrl),
  pageRanks: Joi.object().pattern(Joi.string(), Joi.number().integer()).default(DEFAULT_OPTIONS.pageRanks),
  // One word per key, phrases as values: validateSynonyms' message names the entry.
  synonyms: Joi.any()
    .custom((value: unknown, helpers) => {
      try {
        return validateSynonyms(value, 'synonyms');
      } catch (error) {
        return helpers.message({custom: '{{#label}}: {{#problem}}'}, {problem: (error as Error).message});
      }
    }, 'synonyms')
    .default(DEFAULT_OPTIONS.synonyms),
  meaning: Joi.boolean().default(DEFAULT_OPTIONS.meaning),
  // Each one a query the search box could hold: a reader who picks it sees it whole.
  startQueries: Joi.array().items(Joi.string().trim().min(1).max(QUERY_MAX_LENGTH)).max(8).unique().default(DEFAULT_OPTIONS.startQueries),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LocalSearchOptions | undefined, LocalSearchPluginOptions>): LocalSearchPluginOptions {
  return validate(LOCAL_SEARCH_OPTIONS, options ?? {});
}

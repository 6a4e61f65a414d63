/**
 * The one place the site's environment variables are read: docusaurus.config.ts
 * calls siteEnvironment(process.env) once and hands each feature its settings
 * as plain plugin options; no plugin reads `process.env` itself. One module per
 * feature's variables, each documented in README.md, "Configuration". A
 * missing, wrong or unsafe value stops the build with a message naming the
 * variable; URLs are checked by the one rule of plugins/shared/url.ts.
 */
import type {AnalyticsConfig} from '../../plugins/analytics/shared/config';
import type {AnswerModeConfig} from '../../plugins/answers/shared/config';
import type {Announcement} from '../../plugins/announcement/node/announcementBar';
import type {AlgoliaSettings} from '../../plugins/search/node/searchMode';
// The search's own typo distance (a swap of two letters is one edit), for misspelled names.
import {editDistance} from '../../plugins/shared/editDistance';
import {analyticsConfigFromEnv} from './analytics';
import {announcementFromEnv} from './announcement';
import {answerModeFromEnv} from './answers';
import {examplesFromEnv, type ExamplesSettings} from './examples';
import type {Env} from './read';
import {algoliaFromEnv} from './search';

export type SiteEnvironment = {
  /** ALGOLIA_*: DocSearch's settings; null: the local search. */
  algolia: AlgoliaSettings | null;
  /** ASK_AI_*: the answer mode; null: off. */
  answerMode: AnswerModeConfig | null;
  /** ANALYTICS_*, PLAUSIBLE_*, UMAMI_*, POSTHOG_*: null: off. */
  analytics: AnalyticsConfig | null;
  /** ANNOUNCEMENT_*: wins over the configured announcement; null: none. */
  announcement: Announcement | null;
  /** KATACHI_PATH, KATACHI_REQUIRE_RUN. */
  examples: ExamplesSettings;
};

export type SiteFacts = {
  /** The site's public URL (docusaurus.config.ts `url`): the default Plausible domain. */
  siteUrl: string;
  /** What a relative KATACHI_PATH is relative to; default the working directory. */
  cwd?: string;
};

/** Every variable the site reads (README.md, "Configuration"); KATACHI_VERSION is the workflows' own. */
export const KNOWN_VARIABLES = [
  'ALGOLIA_APP_ID',
  'ALGOLIA_SEARCH_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'ALGOLIA_ASSISTANT_ID',
  'ASK_AI_URL',
  'ASK_AI_MODEL',
  'ASK_AI_CONTEXT_TOKENS',
  'ANALYTICS_PROVIDER',
  'ANALYTICS_ENDPOINT',
  'ANALYTICS_OMIT_QUERIES',
  'PLAUSIBLE_DOMAIN',
  'PLAUSIBLE_HOST',
  'UMAMI_WEBSITE_ID',
  'UMAMI_HOST',
  'POSTHOG_KEY',
  'POSTHOG_HOST',
  'ANNOUNCEMENT_TEXT',
  'ANNOUNCEMENT_URL',
  'ANNOUNCEMENT_LINK_TEXT',
  'ANNOUNCEMENT_ID',
  'KATACHI_PATH',
  'KATACHI_REQUIRE_RUN',
  'KATACHI_VERSION',
];

/**
 * A variable named like one of ours, a few letters off (ANALYTICS_PROVDER,
 * ANALYTICS_OMIT_QUERY): a typo that would leave its feature silently off. Names
 * further from all of ours are left alone: the environment holds other tools' variables too.
 */
function checkForMisspelledNames(env: Env): void {
  for (const name of Object.keys(env)) {
    if (KNOWN_VARIABLES.includes(name) || !env[name]?.trim()) continue;
    // Two letters off, three for the longest names (ANALYTICS_OMIT_QUERY).
    const max = Math.max(2, Math.floor(name.length / 6));
    const near = KNOWN_VARIABLES.find((known) => editDistance(name, known, max) <= max);
    if (near) throw new Error(`${name} is not a setting of this site: did you mean ${near}? (README.md, "Configuration", lists them.)`);
  }
}

/** Every setting the environment gives, parsed and checked. */
export function siteEnvironment(env: Env, {siteUrl, cwd}: SiteFacts): SiteEnvironment {
  checkForMisspelledNames(env);
  return {
    algolia: algoliaFromEnv(env),
    answerMode: answerModeFromEnv(env),
    analytics: analyticsConfigFromEnv(env, siteUrl),
    announcement: announcementFromEnv(env),
    examples: examplesFromEnv(env, cwd),
  };
}

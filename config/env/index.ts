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

/** Every setting the environment gives, parsed and checked. */
export function siteEnvironment(env: Env, {siteUrl, cwd}: SiteFacts): SiteEnvironment {
  return {
    algolia: algoliaFromEnv(env),
    answerMode: answerModeFromEnv(env),
    analytics: analyticsConfigFromEnv(env, siteUrl),
    announcement: announcementFromEnv(env),
    examples: examplesFromEnv(env, cwd),
  };
}

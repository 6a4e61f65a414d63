/**
 * One persistent build cache per set of settings.
 *
 * Docusaurus names its webpack cache `client-production-en` (and `server-…`)
 * and evicts it only when its version (Docusaurus' own version and the theme
 * aliases) or the config file's text changes. Our settings come from the
 * environment (ASK_AI_URL, ALGOLIA_*, ANALYTICS_*, ANNOUNCEMENT_*,
 * KATACHI_PATH), so the config file's text stays the same while what it
 * configures changes, and a cached module can outlive the setting it was
 * built for. This plugin appends a hash of the resolved site config (every
 * plugin's and theme's options, the theme config) to the cache's name: each
 * set of settings gets a cache of its own, never another's, and going back
 * to a set built before is as fast as rebuilding it unchanged.
 */
import {createHash} from 'node:crypto';
import type {DocusaurusConfig, LoadContext, Plugin} from '@docusaurus/types';

// No options (options.ts): any option given is a mistake, and fails the build naming it.
export {validateOptions} from './options';

const BUILD_CACHE_PLUGIN_NAME = 'katachi-build-cache';

/** A stable digest of the site config: functions by their source, regular expressions by theirs. */
export function settingsDigest(siteConfig: DocusaurusConfig): string {
  const text = JSON.stringify(siteConfig, (_key, value: unknown) => {
    if (typeof value === 'function' || value instanceof RegExp) return String(value);
    return value;
  });
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

export default function buildCachePlugin(context: LoadContext): Plugin<void> {
  const digest = settingsDigest(context.siteConfig);
  return {
    name: BUILD_CACHE_PLUGIN_NAME,
    configureWebpack(config) {
      const {cache} = config;
      // Off (DOCUSAURUS_NO_PERSISTENT_CACHE): nothing to name. The dev server's cache is a
      // filesystem one too (`client-development-<locale>`), named the same way.
      if (typeof cache !== 'object' || cache.type !== 'filesystem') return {};
      return {cache: {...cache, name: `${cache.name}-${digest}`}};
    },
  };
}

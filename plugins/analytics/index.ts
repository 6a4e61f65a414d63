/**
 * Optional page-view analytics, off unless ANALYTICS_ENDPOINT is set at build
 * time (see README, "Analytics"). Unset, the plugin adds nothing to the site.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type AnalyticsOptions = {
  /** Absolute URL of the collector; null or empty: analytics off. */
  endpoint?: string | null;
};

export default function analyticsPlugin(_context: LoadContext, options: AnalyticsOptions = {}): Plugin<void> {
  const endpoint = options.endpoint || null;
  return {
    name: 'katachi-analytics',

    getClientModules() {
      return endpoint ? [path.resolve(__dirname, './client')] : [];
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      if (!endpoint) return {};
      return {
        plugins: [new currentBundler.instance.DefinePlugin({__KATACHI_ANALYTICS_ENDPOINT__: JSON.stringify(endpoint)})],
      };
    },
  };
}

/**
 * Build time: the Docusaurus plugin for analytics, off unless configured
 * (see plugins/analytics/README.md; config/env/analytics.ts reads the settings).
 * Off, it adds nothing: no client module, no theme component, no request.
 * On, it adds
 *  - the client module (plugins/analytics/client/client.ts) with the configuration
 *    inlined, which sends page views and the site's analytics events,
 *  - a theme path wrapping DocItem/Footer with "Was this page helpful?".
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {validateOptions, type AnalyticsOptions, type AnalyticsPluginOptions} from './options';

export type {AnalyticsOptions, AnalyticsPluginOptions};
export {validateOptions};

export default function analyticsPlugin(_context: LoadContext, {config}: AnalyticsPluginOptions): Plugin<void> {
  if (!config || config.providers.length === 0) return {name: 'katachi-analytics'};
  return {
    name: 'katachi-analytics',

    getClientModules() {
      return [path.resolve(__dirname, 'client/client')];
    },

    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.DefinePlugin({__KATACHI_ANALYTICS__: JSON.stringify(config)})],
      };
    },
  };
}

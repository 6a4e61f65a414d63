/**
 * The site's configuration plus browser source maps, for profile.ts (a
 * committed file, so that presets and plugins resolve from the project).
 */
import path from 'node:path';
import type {Config, Plugin, PluginConfig} from '@docusaurus/types';
import site from '../../../docusaurus.config';

const REPO = path.resolve(__dirname, '../../..');

const sourceMaps = (): Plugin => ({
  name: 'bench-source-maps',
  configureWebpack: (_config, isServer) => (isServer ? {} : {devtool: 'source-map'}),
});

// Plugin paths such as './plugins/…' are relative to the configuration file.
const fromRepo = (plugin: unknown): PluginConfig => {
  if (typeof plugin === 'string' && plugin.startsWith('./')) return path.join(REPO, plugin);
  if (Array.isArray(plugin) && typeof plugin[0] === 'string' && plugin[0].startsWith('./')) return [path.join(REPO, plugin[0]), plugin[1]];
  return plugin as PluginConfig;
};

const config: Config = {...site, plugins: [...((site.plugins ?? []) as unknown[]).map(fromRepo), sourceMaps]};
export default config;

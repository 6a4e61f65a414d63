// Decides, from the environment, whether pages get Run buttons: only with
// KATACHI_PATH pointing at a checkout of the gem (the gem's code is read at
// build time, never committed). Without it the pages are exactly as before and
// the plugin says so in one line (plugin.ts).
import {existsSync} from 'node:fs';
import path from 'node:path';
import remarkRunnableExamples from './remarkRunnable';
import type {ExamplesPluginOptions} from './plugin';

export interface ExamplesSetup {
  remarkPlugins: (typeof remarkRunnableExamples)[];
  plugins: [string, ExamplesPluginOptions][];
}

const PLUGIN = path.resolve(__dirname, 'plugin.ts');

export function examplesFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ExamplesSetup {
  const given = env.KATACHI_PATH;
  if (!given) return {remarkPlugins: [], plugins: [[PLUGIN, {gemDir: null}]]};
  const gemDir = path.resolve(cwd, given);
  if (!existsSync(path.join(gemDir, 'lib', 'katachi.rb'))) {
    throw new Error(`[runnable examples] KATACHI_PATH=${given} is not a checkout of the katachi gem (no lib/katachi.rb in ${gemDir})`);
  }
  return {remarkPlugins: [remarkRunnableExamples], plugins: [[PLUGIN, {gemDir}]]};
}

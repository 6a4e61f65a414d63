// Decides, from the environment, whether pages get Run buttons: only with
// KATACHI_PATH pointing at a checkout of the gem (the gem's code is read at
// build time, never committed). Without it the pages are exactly as before and
// the plugin says so in one line (plugin.ts).
import {existsSync} from 'node:fs';
import path from 'node:path';
import remarkRunnableExamples from './remarkRunnable';
import type {ExamplesPluginOptions} from '../index';

export interface ExamplesSetup {
  remarkPlugins: (typeof remarkRunnableExamples)[];
  plugins: [string, ExamplesPluginOptions][];
}

const PLUGIN = path.resolve(__dirname, '../index.ts');

/** Set by the deployment workflow: a published site must have Run. */
export const REQUIRE_RUN_VARIABLE = 'KATACHI_REQUIRE_RUN';

export function examplesFromEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): ExamplesSetup {
  const given = env.KATACHI_PATH;
  if (!given) {
    if (env[REQUIRE_RUN_VARIABLE]?.trim() === 'true') {
      throw new Error(
        `[runnable examples] ${REQUIRE_RUN_VARIABLE}=true: this build is for deployment and must have Run buttons, but KATACHI_PATH is not set. ` +
          'Set KATACHI_PATH to a checkout of the katachi gem (the deploy workflow gets the pinned release with ' +
          '`node .github/scripts/fetch-gem.mjs <version> <folder>`, which prints the folder to use).',
      );
    }
    return {remarkPlugins: [], plugins: [[PLUGIN, {gemDir: null}]]};
  }
  const gemDir = path.resolve(cwd, given);
  if (!existsSync(path.join(gemDir, 'lib', 'katachi.rb'))) {
    throw new Error(`[runnable examples] KATACHI_PATH=${given} is not a checkout of the katachi gem (no lib/katachi.rb in ${gemDir})`);
  }
  return {remarkPlugins: [remarkRunnableExamples], plugins: [[PLUGIN, {gemDir}]]};
}

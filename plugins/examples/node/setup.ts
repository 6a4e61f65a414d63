// Whether pages get Run buttons, from the gem checkout's path (KATACHI_PATH,
// read by config/env/examples.ts): with it, the remark plugin that adds the
// Run controls and the plugin that ships the runtime; without it the pages are
// exactly as before and the plugin says so in one line (index.ts).
import path from 'node:path';
import remarkRunnableExamples from './remarkRunnable';
import type {ExamplesPluginOptions} from '../options';

export interface ExamplesSetup {
  remarkPlugins: (typeof remarkRunnableExamples)[];
  plugins: [string, ExamplesPluginOptions][];
}

const PLUGIN = path.resolve(__dirname, '../index.ts');

/** `gemDir`: absolute path of a checkout of the gem; null: Run is off. */
export function examplesSetup(gemDir: string | null): ExamplesSetup {
  if (!gemDir) return {remarkPlugins: [], plugins: [[PLUGIN, {gemDir: null}]]};
  return {remarkPlugins: [remarkRunnableExamples], plugins: [[PLUGIN, {gemDir}]]};
}

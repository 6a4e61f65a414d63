/**
 * KATACHI_PATH, KATACHI_REQUIRE_RUN: whether pages get Run buttons
 * (plugins/examples/README.md). Run is on only with KATACHI_PATH pointing at
 * a checkout of the gem (its code is read at build time, never committed);
 * KATACHI_REQUIRE_RUN=true, set by the deployment workflow, makes a build
 * without it fail. The result goes to plugins/examples/node/setup.ts.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {isOn, type Env} from './read';

/** Set by the deployment workflow: a published site must have Run. */
const REQUIRE_RUN_VARIABLE = 'KATACHI_REQUIRE_RUN';

export type ExamplesSettings = {
  /** Absolute path of the gem checkout; null: Run is off. */
  gemDir: string | null;
};

/** `cwd`: what a relative KATACHI_PATH is relative to. */
export function examplesFromEnv(env: Env, cwd = process.cwd()): ExamplesSettings {
  const given = env.KATACHI_PATH?.trim();
  // Read (and checked) first: a mistyped value (`True`, `1`, `yes` are fine; `ture` is not) must not let a deployment go without Run.
  const required = isOn(env, REQUIRE_RUN_VARIABLE);
  if (!given) {
    if (required) {
      throw new Error(
        `[runnable examples] ${REQUIRE_RUN_VARIABLE} is on: this build is for deployment and must have Run buttons, but KATACHI_PATH is not set. ` +
          'Set KATACHI_PATH to a checkout of the katachi gem (the deploy workflow gets the pinned release with ' +
          '`node .github/scripts/fetch-gem.mjs <version> <folder>`, which prints the folder to use).',
      );
    }
    return {gemDir: null};
  }
  const gemDir = path.resolve(cwd, given);
  if (!existsSync(path.join(gemDir, 'lib', 'katachi.rb'))) {
    throw new Error(`[runnable examples] KATACHI_PATH=${given} is not a checkout of the katachi gem (no lib/katachi.rb in ${gemDir})`);
  }
  return {gemDir};
}

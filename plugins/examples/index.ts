/**
 * Runnable examples, build side: with a gem checkout (KATACHI_PATH), emits the
 * runtime files into the client build (and the dev server's memory) and tells
 * the page where they are (global data). The remark plugin (node/remarkRunnable.ts)
 * adds the Run controls. node/setup.ts always adds this plugin, and the remark plugin
 * only with a gem checkout (the path config/env/examples.ts reads); without one, this
 * plugin only says that Run is off.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {EXAMPLES_PLUGIN_NAME, type ExamplesGlobalData} from './shared/assets';
import {readRunnerAssets, type BuiltAsset} from './node/runnerAssets';
import {validateOptions, type ExamplesPluginOptions} from './options';

export type {ExamplesPluginOptions};
export {validateOptions};

// Docusaurus loads plugins again on every dev-server reload, each time in a
// fresh module scope: remember on globalThis that the line was printed.
const SAID = Symbol.for('katachi.examples.said');
function sayOnce(line: string) {
  const g = globalThis as {[SAID]?: boolean};
  if (!g[SAID]) console.log(line);
  g[SAID] = true;
}

/** Adds files to the client compilation, so the build and the dev server both serve them. */
class EmitFiles {
  constructor(private readonly files: () => Promise<BuiltAsset[]>) {}
  apply(compiler: import('webpack').Compiler) {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(EXAMPLES_PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({name: EXAMPLES_PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, async () => {
        for (const f of await this.files()) {
          if (!compilation.getAsset(f.name)) compilation.emitAsset(f.name, new sources.RawSource(f.content), {immutable: true});
        }
      });
    });
  }
}

/**
 * The code the MDX loader runs for this plugin: the remark plugin and what it imports. The site
 * config loads it through jiti, outside Node's module cache, where webpack looks for a build
 * dependency's imports: without naming it, an edit to it would leave the persistent cache
 * serving pages compiled by the old code.
 */
export const LOADER_CODE = [path.join(__dirname, 'node'), path.join(__dirname, 'shared')];

/**
 * A digest of every file under `dirs`. Part of the persistent cache's version, so an edit to
 * the loader's code starts a fresh cache: webpack's `buildDependencies` would notice later
 * edits too, but not the first build of a cache made before they were named.
 */
export function codeDigest(dirs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const dir of dirs)
    for (const file of (fs.readdirSync(dir, {recursive: true, withFileTypes: true}) as fs.Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort()) {
      hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
    }
  return hash.digest('hex').slice(0, 12);
}

export default function examplesPlugin(context: LoadContext, options: ExamplesPluginOptions): Plugin<void> {
  const {gemDir} = options;
  if (!gemDir) {
    return {
      name: EXAMPLES_PLUGIN_NAME,
      async loadContent() {
        sayOnce('[runnable examples] Run is off: no KATACHI_PATH (a checkout of the katachi gem), so the Ruby examples get no Run button.');
      },
    };
  }
  // Read once per process (build or dev server), not on every reload's compilation.
  const assets = readRunnerAssets(gemDir, context.baseUrl);
  // Once for both compilations, and only where the cache asks for it.
  let digest: string | undefined;
  const loaderDigest = () => (digest ??= codeDigest(LOADER_CODE));
  assets.catch(() => {}); // reported where it is awaited (contentLoaded), not as an unhandled rejection
  return {
    name: EXAMPLES_PLUGIN_NAME,

    async loadContent() {
      sayOnce(`[runnable examples] Run is on: the Ruby examples run the gem from ${gemDir}`);
    },

    async contentLoaded({actions}) {
      const data: ExamplesGlobalData = {assets: (await assets).urls};
      actions.setGlobalData(data);
    },

    configureWebpack(config, isServer) {
      const {cache} = config;
      const cached = typeof cache === 'object' && cache.type === 'filesystem';
      return {
        ...(cached && {cache: {type: 'filesystem', version: `${cache.version ?? ''}+examples-${loaderDigest()}`}}),
        ...(!isServer && {plugins: [new EmitFiles(async () => (await assets).files)]}),
      };
    },
  };
}

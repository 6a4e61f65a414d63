// The three files the Run button downloads on first use, read at build time
// and named by their content hash so browsers may cache them for good.
import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import {readGemFiles, RUNNER_RB} from './gemFiles';
import {ASSET_DIRECTORY, type GemBundle, type RunnerAssets} from '../shared/assets';
import {RUBY_WASM_FILE} from '../shared/rubyVm';

export interface BuiltAsset {
  /** Path under the build output, e.g. `ruby-examples/ruby.3f2a….wasm`. */
  name: string;
  content: Buffer;
}

function hashedName(stem: string, ext: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 16);
  return `${ASSET_DIRECTORY}/${stem}.${hash}.${ext}`;
}

export async function readRunnerAssets(gemDir: string, baseUrl: string): Promise<{files: BuiltAsset[]; urls: RunnerAssets}> {
  const [ruby, prism, lib, runner] = await Promise.all([
    readFile(require.resolve(`@ruby/3.4-wasm-wasi/dist/${RUBY_WASM_FILE}`)),
    readFile(path.join(path.dirname(require.resolve('@ruby/prism/package.json')), 'src', 'prism.wasm')),
    readGemFiles(path.join(gemDir, 'lib')),
    readFile(RUNNER_RB, 'utf8'),
  ]);
  const bundle: GemBundle = {runner, lib};
  const gem = Buffer.from(JSON.stringify(bundle));
  const files = {
    rubyWasm: {name: hashedName('ruby', 'wasm', ruby), content: ruby},
    prismWasm: {name: hashedName('prism', 'wasm', prism), content: prism},
    gemBundle: {name: hashedName('katachi-gem', 'json', gem), content: gem},
  };
  const url = (f: BuiltAsset) => normalizeUrl([baseUrl, f.name]);
  return {
    files: Object.values(files),
    urls: {
      rubyWasmUrl: url(files.rubyWasm),
      prismWasmUrl: url(files.prismWasm),
      gemBundleUrl: url(files.gemBundle),
      downloadBytes: ruby.length + prism.length + gem.length,
    },
  };
}

// What the build gives the page (plugin global data) so the Run button knows
// where the runtime files are. One definition for the plugin's node/ and client/.

export const EXAMPLES_PLUGIN_NAME = 'katachi-examples';

/** Folder, under the site's base URL, of the runtime files (content-hashed names). */
export const ASSET_DIRECTORY = 'ruby-examples';

export interface RunnerAssets {
  /** Ruby 3.4 without the standard library (`@ruby/3.4-wasm-wasi/dist/ruby.wasm`). */
  rubyWasmUrl: string;
  /** Prism, Ruby's parser, used to find the `# =>` annotations of edited code. */
  prismWasmUrl: string;
  /** JSON {@link GemBundle}: the gem's lib/ and runner.rb. */
  gemBundleUrl: string;
  /** The three files' bytes, as the page reads them (uncompressed): how far a download has got. */
  downloadBytes: number;
}

export interface ExamplesGlobalData {
  assets: RunnerAssets;
}

/** The JSON file at `gemBundleUrl`. */
export interface GemBundle {
  /** plugins/examples/shared/runner.rb */
  runner: string;
  /** The gem's lib/ as `relative/path.rb` → source. */
  lib: Record<string, string>;
}

// plugins/lazyStyles/index.ts patches Docusaurus' `styles` split-chunks cache
// group. These tests take that cache group from Docusaurus' own client
// configuration (createBaseConfig) and bundle a tiny app with it: without the
// patch a lazily imported stylesheet lands in the render-blocking styles.css
// (the reason for the patch; if this stops being true, delete the plugin),
// with it the stylesheet stays with its chunk; and the build stops with a
// message if an upgrade changes the cache group.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import {createBaseConfig} from '@docusaurus/core/lib/webpack/base';
import {keepOutOfRenderBlockingCss} from '../../../plugins/lazyStyles/index';

type SplitChunks = {cacheGroups: Record<string, object | false>};

async function docusaurusSplitChunks(): Promise<SplitChunks> {
  const props = {
    outDir: os.tmpdir(),
    siteDir: process.cwd(),
    siteConfig: {future: {experimental_faster: {}}, markdown: {}, staticDirectories: []},
    siteConfigPath: 'docusaurus.config.ts',
    baseUrl: '/',
    generatedFilesDir: os.tmpdir(),
    routesPaths: ['/', '/a', '/b'],
    siteMetadata: {docusaurusVersion: '3.9.2'},
    plugins: [],
    i18n: {currentLocale: 'en'},
    currentBundler: {name: 'webpack', instance: webpack},
  };
  const config = await createBaseConfig({
    props: props as never,
    isServer: false,
    minify: false,
    faster: {} as never,
    configureWebpackUtils: {getStyleLoaders: () => [], getJSLoader: () => null} as never,
  });
  return (config.optimization as {splitChunks: SplitChunks}).splitChunks;
}

/** Bundles: main imports page.css and, lazily, lazy.js, which imports lazy.css. CSS files and their contents. */
async function bundle(splitChunks: SplitChunks, dir: string): Promise<Record<string, string>> {
  const src = path.join(dir, 'src');
  fs.mkdirSync(src, {recursive: true});
  fs.writeFileSync(path.join(src, 'page.css'), '.page { color: red; }\n');
  fs.writeFileSync(path.join(src, 'lazy.css'), '.lazy { color: blue; }\n');
  fs.writeFileSync(path.join(src, 'lazy.js'), "import './lazy.css';\nexport default 1;\n");
  fs.writeFileSync(path.join(src, 'main.js'), "import './page.css';\nexport const load = () => import('./lazy.js');\n");
  const out = path.join(dir, 'out');
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack({
      mode: 'production',
      context: dir,
      entry: {main: path.join(src, 'main.js')},
      output: {path: out, filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js'},
      optimization: {minimize: false, splitChunks: splitChunks as never},
      module: {rules: [{test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')]}]},
      plugins: [new MiniCssExtractPlugin({filename: '[name].css', chunkFilename: '[name].[id].css', ignoreOrder: true})],
    }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  const css: Record<string, string> = {};
  for (const file of fs.readdirSync(out).filter((f) => f.endsWith('.css'))) css[file] = fs.readFileSync(path.join(out, file), 'utf8');
  return css;
}

const withTempDir = async (run: (dir: string) => Promise<void>) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-styles-'));
  try {
    await run(dir);
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
};

test("Docusaurus' styles cache group puts a lazily imported stylesheet into the render-blocking styles.css (why the patch exists)", async () => {
  await withTempDir(async (dir) => {
    const css = await bundle(await docusaurusSplitChunks(), dir);
    assert.deepEqual(Object.keys(css), ['styles.css']);
    assert.match(css['styles.css'], /\.lazy/);
  });
});

test('patched, the listed stylesheet loads with its own chunk and everything else stays in styles.css', async () => {
  await withTempDir(async (dir) => {
    const splitChunks = await docusaurusSplitChunks();
    fs.mkdirSync(path.join(dir, 'src'), {recursive: true});
    fs.writeFileSync(path.join(dir, 'src/lazy.css'), '');
    keepOutOfRenderBlockingCss({optimization: {splitChunks}}, [path.join(dir, 'src/lazy.css')]);
    const css = await bundle(splitChunks, dir);
    assert.match(css['styles.css'], /\.page/);
    assert.doesNotMatch(css['styles.css'], /\.lazy/);
    const lazyFiles = Object.keys(css).filter((file) => /\.lazy/.test(css[file]));
    assert.equal(lazyFiles.length, 1);
    assert.notEqual(lazyFiles[0], 'styles.css');
  });
});

test('a configuration without the cache group it patches stops the build with a message', () => {
  assert.throws(
    () => keepOutOfRenderBlockingCss({optimization: {splitChunks: {cacheGroups: {}}}}, []),
    /no longer has the `styles` split-chunks cache group/,
  );
  assert.throws(() => keepOutOfRenderBlockingCss({optimization: {splitChunks: false}}, []), /lazyStyles/);
});

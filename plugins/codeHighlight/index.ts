/**
 * Build-time half of code highlighting: writes the stylesheet of the site's
 * Prism themes (themeConfig.prism.theme and darkTheme) and ships it with
 * every page as a client module, and keeps Prism off the pages' load path
 * (see prismClientModule below). The browser half is the swizzled
 * src/theme/CodeBlock/Content, which renders tokens as class names and keeps
 * the server's highlighted markup when the page hydrates.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {themes} from 'prism-react-renderer';
import {codeHighlightCss} from './node/themeCss';

// No options (options.ts): any option given is a mistake, and fails the build naming it.
export {validateOptions} from './options';

type PrismConfig = {theme?: PrismTheme; darkTheme?: PrismTheme};

/**
 * A patch of Docusaurus (the page-load ones are in plugins/pageSpeed/). theme-classic 3.9.2 registers a client
 * module, lib/prism-include-languages.js, that imports prism-react-renderer
 * so as to register the extra languages at start-up: it puts Prism's
 * start-up (0.5–1.5 s of throttled main thread) on every page, code or not.
 * Client modules cannot be removed by configuration, so the bundler swaps in
 * ours (plugins/codeHighlight/client/prismClientModule.ts), which does not; the
 * languages are registered when the highlighter is loaded
 * (plugins/codeHighlight/client/prismLanguages.ts). The request is the absolute path
 * Docusaurus writes into its generated client-modules.js.
 * tests/unit/codeHighlight/prismClientModule.test.ts fails if an upgrade
 * renames the module, and tests/e2e/site/code-highlighting.spec.ts if a page
 * load includes Prism.
 */
export const THEME_CLASSIC_PRISM_CLIENT_MODULE = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;
export const PRISM_CLIENT_MODULE_STAND_IN = path.resolve(__dirname, 'client/prismClientModule.ts');

export default function codeHighlightPlugin(context: LoadContext): Plugin<void> {
  const prism = ((context.siteConfig.themeConfig as {prism?: PrismConfig}).prism ?? {}) as PrismConfig;
  // Docusaurus' own defaults when the site configures no theme.
  const light = prism.theme ?? themes.palenight;
  const dark = prism.darkTheme ?? light;
  const cssFile = path.join(context.generatedFilesDir, 'katachi-code-highlight', 'prism-themes.css');
  fs.mkdirSync(path.dirname(cssFile), {recursive: true});
  fs.writeFileSync(cssFile, codeHighlightCss({light, dark}));
  return {
    name: 'katachi-code-highlight',
    getClientModules() {
      return [cssFile];
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_CLASSIC_PRISM_CLIENT_MODULE, PRISM_CLIENT_MODULE_STAND_IN)]};
    },
  };
}

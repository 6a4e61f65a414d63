/**
 * Build-time half of code highlighting: writes the stylesheet of the site's
 * Prism themes (themeConfig.prism.theme and darkTheme) and ships it with
 * every page as a client module. The browser half is the swizzled
 * src/theme/CodeBlock/Content, which renders tokens as class names and keeps
 * the server's highlighted markup when the page hydrates.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {themes} from 'prism-react-renderer';
import {codeHighlightCss} from './themeCss';

type PrismConfig = {theme?: PrismTheme; darkTheme?: PrismTheme};

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
  };
}

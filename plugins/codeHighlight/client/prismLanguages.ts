/**
 * The Prism that highlights code in the browser, with the site's extra
 * languages (themeConfig.prism.additionalLanguages: ruby, bash, diff)
 * registered on first use by Docusaurus' own `@theme/prism-include-languages`.
 *
 * Importing this module evaluates prism-react-renderer, and that alone is
 * Prism's start-up: its bundled grammars are built with `extend` and
 * `insertBefore`, which deep-clone and walk every grammar (0.5–1.5 s of main
 * thread under Lighthouse's 4× CPU slowdown). So no module on a page's load
 * path imports it: code blocks reach it through plugins/codeHighlight/client/highlighter.ts
 * only when one is rendered in the browser, and the answer mode's chunk,
 * itself loaded on demand, imports it directly.
 */
import {Prism} from 'prism-react-renderer';
import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme/prism-include-languages';
import {highlightGlobalNameSymbols} from './rubySymbols';

let registered = false;

/** prism-react-renderer's Prism, with the site's extra languages registered (once). */
export function ensurePrismLanguages(): typeof Prism {
  if (!registered) {
    registered = true;
    prismIncludeLanguages(Prism as unknown as typeof PrismNamespace);
    highlightGlobalNameSymbols(Prism as unknown as typeof PrismNamespace);
  }
  return Prism;
}

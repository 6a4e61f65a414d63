/**
 * Swizzled (ejected) prism-include-languages of Docusaurus 3.9.2: registers
 * themeConfig.prism.additionalLanguages as the original does, but in the
 * browser only when a code block first renders there (see
 * codeHighlight/runtime/prismLanguages.ts).
 */
import siteConfig from '@generated/docusaurus.config';
import type * as PrismNamespace from 'prismjs';
import {registerPrismLanguagesWhenNeeded} from '@site/codeHighlight/runtime/prismLanguages';

type PrismConfig = {additionalLanguages: string[]};

export default function prismIncludeLanguages(PrismObject: typeof PrismNamespace): void {
  registerPrismLanguagesWhenNeeded(() => {
    const {additionalLanguages} = (siteConfig.themeConfig as {prism: PrismConfig}).prism;
    // Prism components extend the Prism on globalThis; prism-react-renderer
    // has its own instance, mounted there just while they load.
    const globals = globalThis as {Prism?: unknown};
    const PrismBefore = globals.Prism;
    globals.Prism = PrismObject;
    for (const lang of additionalLanguages) {
      if (lang === 'php') require('prismjs/components/prism-markup-templating.js');
      require(`prismjs/components/prism-${lang}`);
    }
    delete globals.Prism;
    if (typeof PrismBefore !== 'undefined') globals.Prism = PrismBefore;
  });
}

/**
 * Stands in for theme-classic's client module `prism-include-languages`
 * (plugins/codeHighlight/index.ts swaps it in). That module imports
 * prism-react-renderer on every page to register the site's extra languages
 * at start-up, which puts Prism's start-up on every page load
 * (see prismLanguages.ts); here the languages are registered when the
 * highlighter loads instead.
 *
 * What this adds: on a client-side navigation to another page, fetch the
 * highlighter while the page's own chunks load, so that its code blocks show
 * highlighted at once rather than plain for a moment.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadHighlighter} from './highlighter';

const prismClientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) void loadHighlighter();
  },
};

export default prismClientModule;

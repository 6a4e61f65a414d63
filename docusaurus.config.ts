import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {searchModeFromEnv} from './search/config/searchMode';
import {analyticsEndpointFromEnv} from './plugins/analytics/pageView';
import {examplesFromEnv} from './examples/build/config';

const GEM_REPOSITORY = 'https://github.com/jtannas/katachi';
const GEM_PAGE = 'https://rubygems.org/gems/katachi';

// Local search is the default; Algolia DocSearch is used only when configured
// through the environment (see README, "Search modes").
const search = searchModeFromEnv(process.env);
// Run buttons on the Ruby examples: only with KATACHI_PATH (see README, "Running the examples in the page").
const examples = examplesFromEnv(process.env);

const config: Config = {
  title: 'Katachi',
  tagline: 'A Ruby tool for describing objects as intuitively as possible',
  favicon: 'img/favicon.svg',
  url: 'https://jtannas.github.io',
  baseUrl: '/katachi/',
  organizationName: 'jtannas',
  projectName: 'katachi',
  titleDelimiter: '|',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en'], localeConfigs: {en: {direction: 'ltr'}}},

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: undefined,
          remarkPlugins: examples.remarkPlugins as never,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  themes: search.themes,
  // Page-view analytics: off unless ANALYTICS_ENDPOINT is set (see README, "Analytics").
  plugins: [['./plugins/analytics/index.ts', {endpoint: analyticsEndpointFromEnv(process.env)}], ...examples.plugins],

  themeConfig: {
    ...search.themeConfig,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'Katachi',
      hideOnScroll: false,
      logo: {
        alt: 'Katachi logo',
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/katachi/',
        target: '_self',
      },
      items: [
        {type: 'docSidebar', sidebarId: 'docsSidebar', position: 'left', label: 'Documentation'},
        {type: 'docSidebar', sidebarId: 'contributingSidebar', position: 'left', label: 'Contributing'},
        {href: GEM_REPOSITORY, label: 'GitHub', position: 'right', 'aria-label': 'Source repository on GitHub'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Project',
          items: [
            {label: 'Source repository', href: GEM_REPOSITORY},
            {label: 'Gem page', href: GEM_PAGE},
          ],
        },
        {
          title: 'Docs',
          items: [
            {label: 'Getting Started', to: '/docs/GettingStarted'},
            {label: 'Contributing', to: '/docs/Contributing/'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Joel Tannas. Built with Docusaurus.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['ruby', 'bash', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

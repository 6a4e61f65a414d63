import path from 'node:path';
import type {Config} from '@docusaurus/types';
import {escapeRegexp} from '@docusaurus/utils';
import type * as Preset from '@docusaurus/preset-classic';
import {siteEnvironment} from './config/env';
import {searchMode} from './plugins/search/node/searchMode';
import {announcementBar, type Announcement} from './plugins/announcement/node/announcementBar';
import {examplesSetup} from './plugins/examples/node/setup';
import {readableDarkTheme, readableLightTheme} from './plugins/codeHighlight/node/readableThemes';

const GEM_REPOSITORY = 'https://github.com/jtannas/katachi';
const GEM_PAGE = 'https://rubygems.org/gems/katachi';
const SITE_URL = 'https://jtannas.github.io';
const BASE_URL = '/katachi/';

// Every environment variable, read and checked in one place (config/env/; README.md,
// "Configuration"): the plugins below get plain options and never read the environment.
const environment = siteEnvironment(process.env, {siteUrl: SITE_URL});

// Local search is the default; Algolia DocSearch is used only when configured
// through the environment (see plugins/search/README.md).
const search = searchMode(environment.algolia, {
  // Readers' docs before contributors' docs when both match as well.
  pageRanks: {'docs/Contributing/': -1},
  // Results on other hosts (the index has none) would open with a full page load.
  externalUrlRegex: `^https?://(?!${escapeRegexp(new URL(SITE_URL).host + BASE_URL)})`,
  // "No results" offers to report the query as an issue of the gem's repository.
  missingResultsIssueUrl: `${GEM_REPOSITORY}/issues/new?title=Docs+search%3A+no+results+for+%22{query}%22`,
  // Offered before a first search: the tasks readers come for, in their words, each one
  // finding its section first (`npx tsx tools/relevance/whoRanks.ts "<query>"`).
  startQueries: ['optional key', 'nullable string', 'array of hashes', 'have_shape', 'why did a comparison fail'],
  // Words readers search for → the words these docs use (plugins/search/README.md).
  // The theme adds a dictionary of everyday developer words (null → nil, …).
  synonyms: {
    schema: ['shape'],
    field: ['key'],
    fields: ['key'],
    property: ['key'],
    attribute: ['key'],
    schemas: ['shape'],
    type: ['shape'],
    validate: ['compare', 'match'],
    validation: ['compare', 'match'],
    verify: ['compare', 'match'],
    check: ['compare'],
    union: ['any_of'],
    oneof: ['any_of'],
    either: ['any_of'],
    matcher: ['have_shape'],
    error: ['mismatch'],
    failure: ['mismatch'],
    wildcard: ['Object'],
    anything: ['Object'],
    optional: [':$undefined'],
    missing: [':$undefined'],
  },
});

// The announcement bar is off while this is null. Set {text, url?, linkText?, id?}
// here, or ANNOUNCEMENT_TEXT (and friends) in the environment, which wins
// (see plugins/announcement/README.md).
const ANNOUNCEMENT: Announcement | null = null;
const announcement = announcementBar(ANNOUNCEMENT, environment.announcement, {baseUrl: BASE_URL});

// "Edit this page" opens the page's source in the gem's repository, where the
// docs live under docs/docs/ on main. `edit` (not `blob`) goes straight to
// GitHub's editor, which offers a fork and a pull request to anyone.
const EDIT_URL_BASE = `${GEM_REPOSITORY}/edit/main/docs/docs/`;

// Run buttons on the Ruby examples: only with KATACHI_PATH (see plugins/examples/README.md).
const examples = examplesSetup(environment.examples.gemDir);

// Answer mode ("Ask AI"): off unless ASK_AI_URL is set (see plugins/answers/README.md).
const answerMode = environment.answerMode;

// The search modal's styles (fetched on search intent), the Run UI's (on the first Run),
// the search page's (linked from /search only) and, when configured, the answer mode's
// (with its chunk, when the modal opens).
const LAZY_STYLESHEETS = [
  require.resolve('@docsearch/css/dist/_variables.css'),
  require.resolve('@docsearch/css/dist/modal.css'),
  path.resolve(__dirname, 'plugins/search/theme/SearchBar/modal.css'),
  path.resolve(__dirname, 'plugins/examples/theme/Runner.module.css'),
  path.resolve(__dirname, 'plugins/search/theme/SearchPage/styles.module.css'),
  path.resolve(__dirname, 'plugins/search/client/highlightOnLanding.css'),
  ...(answerMode ? [path.resolve(__dirname, 'plugins/answers/theme/AnswerMode/styles.css')] : []),
];

const config: Config = {
  title: 'Katachi',
  tagline: 'Describe the shape of your Ruby data, then check values against it',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  // Each page as docs/FAQ.html, not docs/FAQ/index.html: GitHub Pages answers /docs/FAQ
  // (every link, the sitemap, the canonical URL) with a 301 to /docs/FAQ/ for a folder's
  // index, a round trip more on each arrival, and two paths for one page in analytics.
  trailingSlash: false,
  organizationName: 'jtannas',
  projectName: 'katachi',
  titleDelimiter: '|',
  // Printed pages leave out the controls (static/css/print.css); media="print" keeps it from
  // delaying any page's first paint.
  headTags: [{tagName: 'link', attributes: {rel: 'stylesheet', href: `${BASE_URL}css/print.css`, media: 'print'}}],

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
          editUrl: ({docPath}) => `${EDIT_URL_BASE}${docPath}`,
          // From each file's git history: needs the full history (fetch-depth: 0 in CI).
          showLastUpdateTime: true,
          remarkPlugins: examples.remarkPlugins,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  // The answer mode ("Ask AI") builds on the local search theme, so it comes after it: it fills
  // the search modal's extension point only when ASK_AI_URL is set (see plugins/answers/README.md).
  themes: [...search.themes, ['./plugins/answers/index.ts', {config: answerMode}]],
  plugins: [
    // A persistent build cache per set of settings, so a setting always takes effect on the next build (see plugins/buildCache/).
    './plugins/buildCache/index.ts',
    // Analytics: off unless configured by environment (see plugins/analytics/README.md).
    ['./plugins/analytics/index.ts', {config: environment.analytics}],
    // Shows a new announcement to readers who closed an earlier one (Docusaurus gap).
    ['./plugins/announcement/index.ts', {announcementId: announcement?.id}],
    // llms.txt, llms-full.txt, a Markdown copy of every doc page, and on each page Copy page,
    // View as Markdown and "Open in" these assistants ([] for none; see plugins/llms/).
    [
      './plugins/llms/index.ts',
      {
        sidebarLabels: {docsSidebar: 'Documentation', contributingSidebar: 'Contributing'},
        // What an assistant needs before any page (FACTS.md): in llms.txt and llms-full.txt, under the summary.
        details:
          'Katachi 0.0.2.0 runs on Ruby 3.2, 3.3 and 3.4 (its gemspec declares `>= 3.2.0, < 3.5`) and has no runtime dependencies. ' +
          'Install it with `bundle add katachi` (or `gem install katachi`) and load it with `require "katachi"`; `Kt` is an alias of `Katachi`. ' +
          'The whole API is three module methods: `Kt.compare(value:, shape:)` (keyword arguments only) returns a result whose `match?` and `code` say how the value fits the shape; ' +
          '`Kt.any_of(*shapes)` accepts any of several shapes (`Kt.any_of(String, nil)` is a nullable string); ' +
          '`Kt.add_shape(:$name, shape)` registers a named shape. ' +
          'The Ruby examples in these pages assume `require "katachi"`; a `# =>` comment shows the value the line returns.',
        openIn: ['chatgpt', 'claude'],
      },
    ],
    // Code highlighted into class names, coloured by a stylesheet of both Prism themes (see plugins/codeHighlight/).
    './plugins/codeHighlight/index.ts',
    // Stylesheets of UI that lazy chunks render load with those chunks, not before every
    // page's first paint (Docusaurus bundles all CSS into one render-blocking file; see plugins/lazyStyles/).
    ['./plugins/lazyStyles/index.ts', {stylesheets: LAZY_STYLESHEETS}],
    // Patches of Docusaurus' page load, found by profiling: idle-time link prefetching, no ICU
    // collator while hydrating, main.js and route loading in tasks of their own, off-screen code
    // blocks rendered later, taps before hydration kept (plugins/pageSpeed/README.md lists them).
    './plugins/pageSpeed/index.ts',
    // Runnable examples: the Run control's assets (see plugins/examples/).
    ...examples.plugins,
  ],

  themeConfig: {
    ...search.themeConfig,
    announcementBar: announcement,
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
            // A file, not a route: pathname:// makes it a plain link (the base URL is added).
            {label: 'For AI assistants: llms.txt', href: 'pathname:///llms.txt'},
          ],
        },
      ],
      copyright: `Copyright © ${new Date().getFullYear()} Joel Tannas. Built with Docusaurus.`,
    },
    prism: {
      // github and dracula, with their low-contrast colours replaced (plugins/codeHighlight/node/readableThemes.ts).
      theme: readableLightTheme,
      darkTheme: readableDarkTheme,
      additionalLanguages: ['ruby', 'bash', 'diff'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;

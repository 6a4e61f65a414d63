/**
 * The local search theme's options once validated (../options.ts fills in the
 * defaults, as Docusaurus' own plugins do); `LocalSearchOptions` is what a
 * site writes in docusaurus.config.ts, every option optional.
 */
export type LocalSearchPluginOptions = {
  /** Path of the full search page under the base URL. Default `search`. */
  searchPagePath: string;
  /** Result URLs matching this regex are external: kept unchanged, opened with a full navigation. */
  externalUrlRegex: string | null;
  /** Rewrites internal result paths, e.g. `{from: '/old/', to: '/new/'}` (`from` is a regex source). */
  replaceSearchResultPathname: {from: string; to: string} | null;
  /** Template for the "Let us know." link on the no-results screen; `{query}` is replaced. */
  missingResultsIssueUrl: string | null;
  /**
   * DocSearch-style page ranks by path prefix under the base URL (the longest
   * prefix wins): negative ranks put those pages' sections after others that
   * match as well, e.g. `{'docs/Contributing/': -1}`.
   */
  pageRanks: Record<string, number>;
  /**
   * The site's synonyms: a word readers type → words or phrases the docs use
   * for it, e.g. `{schema: ['shape']}`. They extend (or replace entries of)
   * the developer dictionary the theme ships (shared/synonyms.ts).
   */
  synonyms: Record<string, string[]>;
  /**
   * The meaning layer (shared/meaning.ts): section vectors from the committed
   * word table, fused with the word ranking. Default true.
   */
  meaning: boolean;
  /**
   * Queries offered to a reader who has not searched yet, on the modal's start screen and
   * the empty /search page, e.g. `['optional key']`: each at most 64 characters (the
   * search box's cap), at most 8. Default none.
   */
  startQueries: string[];
};

export type LocalSearchOptions = Partial<LocalSearchPluginOptions>;

export const DEFAULT_OPTIONS: LocalSearchPluginOptions = {
  searchPagePath: 'search',
  externalUrlRegex: null,
  replaceSearchResultPathname: null,
  missingResultsIssueUrl: null,
  pageRanks: {},
  synonyms: {},
  meaning: true,
  startQueries: [],
};

export type LocalSearchGlobalData = {
  buildId: string;
  /** True under `docusaurus start`, whose index is rebuilt as docs change. */
  devServer: boolean;
  indexUrl: string;
  searchPagePath: string;
  externalUrlRegex: string | null;
  replaceSearchResultPathname: {from: string; to: string} | null;
  missingResultsIssueUrl: string | null;
  startQueries: string[];
};

/** The search theme's name: the key of its global data, and the name its option errors give. */
export const LOCAL_SEARCH_PLUGIN_NAME = 'katachi-local-search';

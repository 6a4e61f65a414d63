/**
 * Every DocSearch class name and selector the site's TypeScript uses, in one
 * place (CSS keeps its own selectors: README.md beside this file lists them).
 * tests/unit/search/docsearchPatches.test.ts checks each one against the
 * installed @docsearch packages, so an upgrade that renames one fails there.
 */

/** The DocSearch version the patches in this folder were written against (the test checks the installed one). */
export const PATCHED_DOCSEARCH_VERSION = '4.7.0';

/** Classes DocSearch 4.7 renders on the elements we find (in @docsearch/react's markup). */
export const DOCSEARCH_CLASS = {
  /** The navbar button, already in the server-rendered page: a click on it before hydration is kept (earlyIntent.ts). */
  button: 'DocSearch-Button',
  /** The backdrop around the dialog: its button role is removed (patches.ts, useModalAccessibility). */
  container: 'DocSearch-Container',
  /** The dialog panel: our screens, status and the answer mode are drawn into it. */
  modal: 'DocSearch-Modal',
  /** The panel's header with the search box: the answer mode's switch goes right after it. */
  searchBar: 'DocSearch-SearchBar',
  /** The search box: its query is read (analytics, retry) and typed into (suggestions). */
  input: 'DocSearch-Input',
  /** DocSearch's results area: the loading screen and the relaxed-query notice are drawn into it. */
  dropdown: 'DocSearch-Dropdown',
  /** One result (`<li role="option">` around our hit component): its position is reported to analytics. */
  hit: 'DocSearch-Hit',
  /** The no-results screen: suggested queries are drawn into it. */
  noResults: 'DocSearch-NoResults',
  /** A screen's heading: the suggested queries go right after the no-results one. */
  title: 'DocSearch-Title',
  /** The panel's key-hint footer: our screens go before it; it loses its footer landmark. */
  footer: 'DocSearch-Footer',
  /** A result group's title ("Features", "Recent"): it names its list (patches.ts). */
  hitSource: 'DocSearch-Hit-source',
  /** A saved search's buttons (save, remove): pressed by key for the active entry (patches.ts, savedSearchKeys). */
  hitActionButton: 'DocSearch-Hit-action-button',
} as const;

/** DocSearch classes whose styles (@docsearch/css) our own screens wear, to look like DocSearch's own. */
export const DOCSEARCH_STYLE_CLASS = {
  /** The results area's box, for our start and error screens (the loading screen is drawn inside DocSearch's own). */
  dropdown: 'DocSearch-Dropdown',
  /** The start screen's layout, for "No recent searches" and the loading screen. */
  startScreen: 'DocSearch-StartScreen',
  /** The error screen's layout, for our "Unable to fetch results". */
  errorScreen: 'DocSearch-ErrorScreen',
  /** A screen's big icon. */
  screenIcon: 'DocSearch-Screen-Icon',
  /** A screen's heading. */
  title: 'DocSearch-Title',
  /** A screen's muted help line. */
  help: 'DocSearch-Help',
  /** The no-results screen's suggestion list (4.7 never fills its own). */
  prefillList: 'DocSearch-NoResults-Prefill-List',
  /** The suggestion list's items. */
  prefillListItems: 'DocSearch-NoResults-Prefill-List-Items',
  /** One suggested query's button. */
  prefill: 'DocSearch-Prefill',
} as const;

/**
 * Classes of ours named like DocSearch's (modal.css and the browser tests key
 * on them). The test checks DocSearch does not use them itself.
 */
export const OWN_CLASS = {
  /** Our hit component's link, which also takes the option role (patches.ts, useLinkAsOption). */
  hitLink: 'DocSearch-Hit-link',
  /** Beside a saved search's link: its Save / Remove buttons, taken out of the option (patches.ts, savedSearchParts). */
  savedSearchActions: 'DocSearch-Hit-saved-actions',
  /** On the panel while our error screen shows: modal.css hides DocSearch's results area then. */
  indexError: 'DocSearch-Modal--IndexError',
  /** On our own screens that wear DocSearch's dropdown class, to tell them from DocSearch's. */
  ownScreen: 'katachi-start',
} as const;

const selector = (className: string) => `.${className}`;

/** The selectors the DOM lookups (dom.ts) use. */
export const DOCSEARCH_SELECTOR = {
  button: selector(DOCSEARCH_CLASS.button),
  container: selector(DOCSEARCH_CLASS.container),
  modal: selector(DOCSEARCH_CLASS.modal),
  searchBar: selector(DOCSEARCH_CLASS.searchBar),
  input: selector(DOCSEARCH_CLASS.input),
  /** DocSearch's own results area: our screens also wear its class (OWN_CLASS.ownScreen). */
  resultsDropdown: `${selector(DOCSEARCH_CLASS.dropdown)}:not(${selector(OWN_CLASS.ownScreen)})`,
  /** The results listed in the modal (recent and favourite searches included, as DocSearch lists them). */
  hits: `${selector(DOCSEARCH_CLASS.dropdown)} ${selector(DOCSEARCH_CLASS.hit)}`,
  noResults: selector(DOCSEARCH_CLASS.noResults),
  title: selector(DOCSEARCH_CLASS.title),
  footer: selector(DOCSEARCH_CLASS.footer),
  hitActionButton: selector(DOCSEARCH_CLASS.hitActionButton),
  hitSource: selector(DOCSEARCH_CLASS.hitSource),
} as const;

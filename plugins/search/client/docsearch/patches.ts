/**
 * The places where we change DocSearch 4.7's own markup and behaviour, each
 * with the gap it fills. README.md beside this file lists them with their
 * tests; tests/unit/search/docsearchPatches.test.ts reads DocSearch's shipped
 * code and fails when an upgrade changes what these patches rely on.
 */
import {Children, cloneElement, isValidElement, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';
import {createDiscardingStorage} from '../discardingStorage';
import {escapeHtml} from '../../../shared/escapeHtml';
import {containerOf, findModalInput, footerOf, searchBarOf, setValueBehindReact, titleOf} from './dom';
import {DOCSEARCH_SELECTOR} from './selectors';

/**
 * Link-as-option. A result is a real link (hover shows its URL, the context
 * menu offers "open in new tab" and "copy link address", middle click works)
 * AND a listbox option. DocSearch 4.7 renders each hit as `<li role="option"
 * id aria-selected>` around our hit component; a link inside an option is a
 * control inside a control (axe: nested-interactive). So the link takes over
 * the option's role, id (the input's aria-activedescendant and DocSearch's
 * scroll-into-view find it by id) and aria-selected, and the <li> becomes a
 * plain wrapper (role="none"). React only writes an attribute when its value
 * changes, so after each render we move whatever DocSearch has just written
 * (selection follows the arrow keys and the mouse).
 */
function linkAsOption(anchor: HTMLAnchorElement): void {
  const item = anchor.parentElement;
  if (!item || item.tagName !== 'LI') return;
  if (item.getAttribute('role') !== 'none') item.setAttribute('role', 'none');
  if (item.id) {
    anchor.id = item.id;
    item.removeAttribute('id');
  }
  const selected = item.getAttribute('aria-selected');
  if (selected !== null) {
    anchor.setAttribute('aria-selected', selected);
    item.removeAttribute('aria-selected');
  }
}

/** linkAsOption after every render of the hit component holding `link`. */
export function useLinkAsOption(link: RefObject<HTMLAnchorElement | null>): void {
  useLayoutEffect(() => {
    if (link.current) linkAsOption(link.current);
  });
}

/**
 * Button name. DocSearch 4.7 labels the navbar button "Search (Control+k)"
 * while it shows "Search Ctrl K", so the spoken name does not contain the
 * visible text (WCAG 2.5.3 Label in Name). Without the aria-label its name is
 * its visible text; aria-keyshortcuts still announces the shortcut. Spread
 * last by DocSearch, `aria-label: undefined` removes its label.
 */
export const BUTTON_NAME_FROM_CONTENT = {'aria-label': undefined} as const;

/** What DocSearch's getRootProps puts on the backdrop: a combobox's role and states. */
const COMBOBOX_ROOT_ATTRIBUTES = ['role', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

/**
 * The search box as the combobox. DocSearch 4.7 gives the combobox role and its states to
 * the backdrop (then overrides the role with "button"); the search box is a plain searchbox
 * that promises inline completion (`aria-autocomplete="both"`) it never does. As the APG
 * combobox pattern has it, the box takes the role, says it pops up a listbox and whether one
 * is shown, and completes by list (WCAG 4.1.2). DocSearch keeps `aria-controls` and
 * `aria-activedescendant` on it current. Returns the applier (applyOnRender runs it).
 */
function inputAsCombobox(modal: HTMLElement): () => void {
  return () => {
    const input = modal.querySelector<HTMLInputElement>(DOCSEARCH_SELECTOR.input);
    if (!input) return;
    const expanded = String(modal.querySelector('[role="listbox"]') !== null);
    const wanted: Record<string, string> = {role: 'combobox', 'aria-haspopup': 'listbox', 'aria-autocomplete': 'list', 'aria-expanded': expanded};
    for (const [name, value] of Object.entries(wanted)) if (input.getAttribute(name) !== value) input.setAttribute(name, value);
  };
}

/**
 * The dialog's name when an addon shows a screen of its own in the modal (answer mode: "Ask
 * AI"), set on the modal by that addon; "Search" without it.
 */
export const DIALOG_NAME_ATTRIBUTE = 'data-katachi-dialog-name';

/**
 * Dialog semantics. Corrects DocSearch 4.7's markup for assistive technology,
 * and keeps it corrected when DocSearch re-renders:
 *  - the backdrop wrapping the dialog is a `role="button"` with tabindex 0
 *    (a control that contains controls): it becomes a plain element; closing
 *    by clicking outside works through its mouse handler, not the role;
 *  - the panel gets `role="dialog"`, `aria-modal` (focus is trapped) and a name
 *    ("Search", or an addon's DIALOG_NAME_ATTRIBUTE);
 *  - the panel's <footer> of key hints is not the page's footer landmark.
 * Returns what stops the correcting.
 */
function correctModalSemantics(modal: HTMLElement): () => void {
  const container = containerOf(modal);
  const apply = () => {
    if (container) {
      // The combobox's own attributes, left on a backdrop that is no combobox: the search box has them (inputAsCombobox).
      for (const name of COMBOBOX_ROOT_ATTRIBUTES) if (container.hasAttribute(name)) container.removeAttribute(name);
      if (container.getAttribute('tabindex') !== '-1') container.setAttribute('tabindex', '-1');
    }
    if (modal.getAttribute('role') !== 'dialog') modal.setAttribute('role', 'dialog');
    if (modal.getAttribute('aria-modal') !== 'true') modal.setAttribute('aria-modal', 'true');
    const name = modal.getAttribute(DIALOG_NAME_ATTRIBUTE) ?? 'Search';
    if (modal.getAttribute('aria-label') !== name) modal.setAttribute('aria-label', name);
    const footer = footerOf(modal);
    if (footer && footer.getAttribute('role') !== 'none') footer.setAttribute('role', 'none');
  };
  apply();
  const observer = new MutationObserver(apply);
  // Attribute changes only where DocSearch renders them; the checks above
  // keep our own writes from triggering further work.
  if (container) observer.observe(container, {attributes: true, attributeFilter: [...COMBOBOX_ROOT_ATTRIBUTES, 'tabindex']});
  observer.observe(modal, {attributes: true, childList: true, attributeFilter: ['role', 'aria-modal', 'aria-label', DIALOG_NAME_ATTRIBUTE]});
  return () => observer.disconnect();
}

/**
 * Saved searches' actions out of the option, and by key. DocSearch 4.7 draws a recent
 * search's Save and Remove buttons (a favourite's Remove) inside the hit, so inside its
 * option: controls inside a control (axe nested-interactive, even at tabindex -1; ARIA
 * makes an option's children presentational), Tab stops inside the listbox, and each
 * entry named with the buttons' titles. `savedSearchParts` takes them out: the hit
 * component draws them beside its link, for the pointer only (out of the tab order and
 * the accessibility tree), and the entry announces keys instead (`savedSearchKeys`):
 * Alt+Enter saves a recent search (DocSearch's Enter handler leaves Alt+Enter alone),
 * Delete in the empty search box removes the entry. Not Backspace: one press too many
 * while clearing a query would remove the first saved search, active by default.
 */
export const SAVED_SEARCH_KEYS = {save: 'Alt+Enter', remove: 'Delete'} as const;

type SavedSearchParts = {
  /** The hit without its buttons, for the option. */
  entry: ReactNode;
  /** The buttons, none of them a Tab stop. */
  actions: ReactNode;
  /** The entry's keys (aria-keyshortcuts) and what they do, said in words. */
  keys: string;
  hint: string;
};

type WithChildren = {children?: ReactNode};

const buttonsIn = (node: ReactNode): number =>
  Children.toArray(node).reduce<number>(
    (count, child) => count + (isValidElement<WithChildren>(child) ? (child.type === 'button' ? 1 : buttonsIn(child.props.children)) : 0),
    0,
  );

const outOfTabOrder = (node: ReactNode): ReactNode =>
  Children.map(node, (child) => {
    if (!isValidElement<WithChildren & {tabIndex?: number}>(child)) return child;
    if (child.type === 'button') return cloneElement(child, {tabIndex: -1});
    return child.props.children === undefined ? child : cloneElement(child, undefined, outOfTabOrder(child.props.children));
  });

/**
 * A hit's parts when it is a saved search, else null. DocSearch hands the hit component
 * one container whose last child is the entry's actions (`renderAction`): a result's is
 * an icon, a recent search's the Save and Remove buttons, a favourite's Remove.
 */
export function savedSearchParts(hitChildren: ReactNode): SavedSearchParts | null {
  if (!isValidElement<WithChildren>(hitChildren)) return null;
  const parts = Children.toArray(hitChildren.props.children);
  const actions = parts[parts.length - 1];
  const buttons = buttonsIn(actions);
  if (buttons === 0) return null;
  const canSave = buttons > 1;
  return {
    entry: cloneElement(hitChildren, undefined, ...parts.slice(0, -1)),
    actions: outOfTabOrder(actions),
    keys: canSave ? `${SAVED_SEARCH_KEYS.save} ${SAVED_SEARCH_KEYS.remove}` : SAVED_SEARCH_KEYS.remove,
    hint: canSave
      ? `${SAVED_SEARCH_KEYS.save} saves this search; ${SAVED_SEARCH_KEYS.remove} removes it from history.`
      : `${SAVED_SEARCH_KEYS.remove} removes this search from favorites.`,
  };
}

/** What a saved search's key did, said politely: the entry simply vanishes from its list otherwise. */
const SAVED_SEARCH_DONE = {
  saved: 'Saved to favorites.',
  removedRecent: 'Removed from history.',
  removedFavorite: 'Removed from favorites.',
} as const;

/** The keys of the active saved search: its buttons are drawn beside its link, in the same list item. */
function savedSearchKeys(modal: HTMLElement): () => void {
  // In the modal from the start: a live region added with its text may not be read.
  const said = document.createElement('div');
  said.className = 'katachi-visually-hidden';
  said.setAttribute('role', 'status');
  said.dataset.testid = 'saved-search-status';
  modal.append(said);
  const onKeyDown = (event: KeyboardEvent) => {
    const input = findModalInput();
    if (!input || event.target !== input || input.value !== '' || event.ctrlKey || event.metaKey || event.isComposing) return;
    const activeId = input.getAttribute('aria-activedescendant');
    const item = activeId ? document.getElementById(activeId)?.parentElement : null;
    const actions = item ? Array.from(item.querySelectorAll<HTMLButtonElement>(DOCSEARCH_SELECTOR.hitActionButton)) : [];
    const remove = event.key === 'Delete' && !event.altKey;
    const save = event.key === 'Enter' && event.altKey && !event.shiftKey && actions.length > 1;
    // In DocSearch's order: a recent search's Save, then Remove.
    const button = remove ? actions[actions.length - 1] : save ? actions[0] : undefined;
    if (!button) return;
    event.preventDefault();
    button.click();
    const done = save ? SAVED_SEARCH_DONE.saved : actions.length > 1 ? SAVED_SEARCH_DONE.removedRecent : SAVED_SEARCH_DONE.removedFavorite;
    // The same words twice are a change too (a space more), so the second is said as well.
    said.textContent = said.textContent === done ? `${done}\u00a0` : done;
  };
  modal.addEventListener('keydown', onKeyDown);
  return () => {
    modal.removeEventListener('keydown', onKeyDown);
    said.remove();
  };
}

/**
 * Result groups named. DocSearch 4.7 labels every group's listbox by the search box's
 * label ("Search"), so moving from "Features" into "Contributing", or from "Recent" into
 * "Favorite", is never announced (WCAG 1.3.1): each list is labelled by the title drawn
 * above it instead. React sets the list's aria-labelledby once, when it mounts (its value
 * never changes), so the override stays; lists mounted later are labelled as they come
 * (the applier returned, run by applyOnRender).
 */
function labelResultGroups(modal: HTMLElement): () => void {
  let nextId = 0;
  return () => {
    for (const title of modal.querySelectorAll<HTMLElement>(DOCSEARCH_SELECTOR.hitSource)) {
      const list = title.nextElementSibling;
      if (!list || list.getAttribute('role') !== 'listbox') continue;
      if (!title.id) title.id = `katachi-result-group-${(nextId += 1)}`;
      if (list.getAttribute('aria-labelledby') !== title.id) list.setAttribute('aria-labelledby', title.id);
    }
  };
}

/**
 * The active option, as the search box names it. DocSearch 4.7 leaves the box's
 * aria-activedescendant naming an entry that is gone once the last saved search is removed
 * (the start screen then says "No recent searches"), until the next arrow key: a reference
 * to nothing. It is removed then, and set again from the option marked selected when
 * options come back (React writes it only when its own value changes, and that value did not).
 */
function activeOptionNamed(modal: HTMLElement): () => void {
  return () => {
    const input = findModalInput();
    if (!input) return;
    const id = input.getAttribute('aria-activedescendant');
    if (id && document.getElementById(id)) return;
    const selected = modal.querySelector<HTMLElement>('[role="option"][aria-selected="true"]');
    if (selected?.id) input.setAttribute('aria-activedescendant', selected.id);
    else if (id) input.removeAttribute('aria-activedescendant');
  };
}

/**
 * `appliers` run now and again whenever DocSearch redraws inside the modal (on every
 * keystroke), from one observer. Returns what stops them.
 */
function applyOnRender(modal: HTMLElement, appliers: Array<() => void>): () => void {
  const apply = () => appliers.forEach((applier) => applier());
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(modal, {childList: true, subtree: true});
  return () => observer.disconnect();
}

export function useModalAccessibility(modal: HTMLElement | null): void {
  useEffect(() => {
    if (!modal) return undefined;
    const undo = [
      correctModalSemantics(modal),
      applyOnRender(modal, [inputAsCombobox(modal), labelResultGroups(modal), activeOptionNamed(modal)]),
      savedSearchKeys(modal),
    ];
    return () => undo.forEach((step) => step());
  }, [modal]);
}

/**
 * Limited input. DocSearch 4.7 gives its input a maxLength of 512; the spec
 * caps queries at `maxLength` (QUERY_MAX_LENGTH, shared/queryFit.ts).
 * React sets maxLength once at mount and never again (its prop never
 * changes), so overriding the DOM property sticks; the browser then stops
 * typing at the cap (a longer paste is condensed before it would cut it:
 * client/shortenedQueries.ts).
 */
export function useLimitedModalInput(isOpen: boolean, modalKey: number, maxLength: number): void {
  useEffect(() => {
    if (!isOpen) return;
    const input = findModalInput();
    if (input) input.maxLength = maxLength;
  }, [isOpen, modalKey, maxLength]);
}

/**
 * Spaces alone are no query. DocSearch 4.7 searches "   " like any query and,
 * with nothing to list, leaves an empty panel where the start screen (recent
 * and saved searches) was. A value of whitespace alone is emptied as it is
 * typed or pasted, before React reads the `input` event (React handles it at
 * its root, after the input's own listeners), so the start screen stays.
 * Emptied behind React's back (`setValueBehindReact`), so React sees the change
 * from a query it held before.
 */
export function useNoBlankModalQuery(input: HTMLInputElement | null): void {
  useEffect(() => {
    if (!input) return undefined;
    const emptyIfBlank = () => {
      if (input.value !== '' && input.value.trim() === '') setValueBehindReact(input, '');
    };
    input.addEventListener('input', emptyIfBlank);
    return () => input.removeEventListener('input', emptyIfBlank);
  }, [input]);
}

/**
 * Portal host. DocSearch 4.7 has no slot for screens of our own (start screen,
 * suggestions, error and loading screens, the status, the answer mode), and a
 * React portal needs an element to render into: this places one we own inside
 * DocSearch's DOM (with `place`, a constant per call site: the placements
 * below) and removes it when `parent` goes.
 */
export function usePortalHost(
  parent: HTMLElement | null,
  place: (parent: HTMLElement, host: HTMLElement) => void,
  className = 'katachi-search-host',
): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!parent) return undefined;
    const element = document.createElement('div');
    element.className = className;
    place(parent, element);
    setHost(element);
    return () => {
      element.remove();
      setHost(null);
    };
    // `place` and `className` are constants per call site: only a new parent moves the host.
  }, [parent]);
  return host;
}

/** In the panel, before its footer: where DocSearch's own screens are (the footer is a child of the panel). */
export const placeBeforeFooter = (modal: HTMLElement, host: HTMLElement): void => void modal.insertBefore(host, footerOf(modal));

/** In the panel, right after the search box's header (the header is a child of the panel). */
export const placeAfterSearchBar = (modal: HTMLElement, host: HTMLElement): void => {
  const searchBar = searchBarOf(modal);
  modal.insertBefore(host, searchBar ? searchBar.nextSibling : modal.firstChild);
};

/** In the no-results screen, right after its heading (the heading is a child of the screen). */
export const placeAfterTitle = (screen: HTMLElement, host: HTMLElement): void => void screen.insertBefore(host, titleOf(screen)?.nextSibling ?? null);

/** First in `parent` (the results area: above DocSearch's results). */
export const placeFirst = (parent: HTMLElement, host: HTMLElement): void => void parent.insertBefore(host, parent.firstChild);

/** Last in `parent`. */
export const placeLast = (parent: HTMLElement, host: HTMLElement): void => void parent.appendChild(host);

/**
 * Blocked storage. DocSearch 4.7 reads `window.localStorage` outside a
 * try/catch when the modal mounts, so a browser that blocks storage (the
 * getter throws) would crash the page. A storage that keeps nothing takes its
 * place: recent searches simply aren't kept, and nothing else changes
 * (Docusaurus has already warned once that storage is unavailable).
 */
export function guardBlockedStorage(): void {
  try {
    void window.localStorage;
  } catch {
    Object.defineProperty(window, 'localStorage', {configurable: true, value: createDiscardingStorage()});
  }
}

/**
 * Saved searches (recent and favourite, in localStorage), read back by DocSearch 4.7's
 * start screen without a check. Two faults of its own:
 * - An entry it cannot draw crashes the page each time the modal opens (an entry without a
 *   `hierarchy`, or `null`): the reader's only way out would be clearing the site's data.
 *   Such entries (damaged by hand, by an extension, or by another version) are dropped; one
 *   of a type it does not draw (an empty row) too.
 * - It saves a chosen hit without its highlights, and draws the hit's own `hierarchy` and
 *   `content` as HTML. Our hits carry them escaped (docsearchClient.ts, docSearchHitOf); one
 *   saved before they were carries raw text, which would be markup there (a heading that
 *   shows `<b>` in code). Such an entry, one with a raw `<` or `>` (escaped text has none),
 *   is escaped in place: kept, not dropped.
 */
const SAVED_SEARCHES_KEY = /^__DOCSEARCH_(RECENT|FAVORITE)_SEARCHES__/;
/** The hit types DocSearch's start screen draws: a heading level's text, or a section's content. */
const DRAWN_TYPES = new Set(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

type SavedHit = {objectID: string; url: string; type: string; hierarchy: Record<string, unknown>; content?: unknown};

const isTextOrNone = (value: unknown) => value === null || value === undefined || typeof value === 'string';

function isDrawableSavedHit(hit: unknown): hit is SavedHit {
  if (!hit || typeof hit !== 'object') return false;
  const {objectID, url, type, hierarchy, content} = hit as Record<string, unknown>;
  if (typeof objectID !== 'string' || typeof url !== 'string' || typeof type !== 'string' || !DRAWN_TYPES.has(type)) return false;
  if (!hierarchy || typeof hierarchy !== 'object' || !Object.values(hierarchy).every(isTextOrNone) || !isTextOrNone(content)) return false;
  return type === 'content' ? typeof content === 'string' : typeof (hierarchy as Record<string, unknown>)[type] === 'string';
}

const isRaw = (value: unknown) => typeof value === 'string' && /[<>]/.test(value);
const escapedIfText = (value: unknown) => (typeof value === 'string' ? escapeHtml(value) : value);

function escapedSavedHit(hit: SavedHit): SavedHit {
  if (!Object.values(hit.hierarchy).some(isRaw) && !isRaw(hit.content)) return hit;
  return {
    ...hit,
    hierarchy: Object.fromEntries(Object.entries(hit.hierarchy).map(([level, value]) => [level, escapedIfText(value)])),
    content: escapedIfText(hit.content),
  };
}

export function repairSavedSearches(storage: Storage): void {
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key || !SAVED_SEARCHES_KEY.test(key)) continue;
    try {
      const saved: unknown = JSON.parse(storage.getItem(key) ?? 'null');
      if (!Array.isArray(saved)) continue;
      const repaired = saved.filter(isDrawableSavedHit).map(escapedSavedHit);
      if (repaired.length !== saved.length || repaired.some((hit, n) => hit !== saved[n])) storage.setItem(key, JSON.stringify(repaired));
    } catch {
      // Unreadable (DocSearch drops what it cannot parse) or storage full: left as it is.
    }
  }
}

/**
 * Text selected on the page, as the query the modal opens with. DocSearch 4.7 takes the
 * selection itself when given no initial query, up to 512 characters with its line breaks
 * (a code block's lines run together): past the box's limit, so the notice, the engine and
 * "See all" would each read a different query. The SearchBar passes it as the initial
 * query: one line, fitted to the box by `fit` (its first 512 characters, as DocSearch's).
 */
export function selectedTextAsQuery(fit: (text: string) => string): string | undefined {
  const text = (window.getSelection()?.toString() ?? '').slice(0, 512).replace(/\s+/g, ' ').trim();
  return text ? fit(text) : undefined;
}

/**
 * "See all N results": DocSearch 4.7 adds each answer's nbHits to the total
 * it held when that query was sent (a snapshot of context.nbHits) and shows
 * the sum, so typing "hash" a key at a time would offer 492 results for 68,
 * and the meaning layer's second answer to a query would double it. Each answer
 * reports its count minus the total DocSearch held when it asked, so the
 * total DocSearch shows is the latest answer's count. One per open modal
 * (DocSearch's total starts at zero with each).
 */
export function createHitCountCorrection(): {asked(): number; answered(heldWhenAsked: number, nbHits: number): number} {
  let held = 0;
  return {
    asked: () => held,
    answered: (heldWhenAsked, nbHits) => {
      held = nbHits;
      return nbHits - heldWhenAsked;
    },
  };
}

/**
 * Where things are in DocSearch 4.7's open modal: the lookups every addition
 * and patch goes through, and the hook that keeps them current as the modal
 * re-renders. Selectors: selectors.ts.
 */
import {useEffect, useState} from 'react';
import {DOCSEARCH_SELECTOR} from './selectors';

export type ModalDom = {
  modal: HTMLElement | null;
  input: HTMLInputElement | null;
  /** DocSearch's results area (absent on the empty start screen). */
  dropdown: HTMLElement | null;
  noResults: HTMLElement | null;
  query: string;
};

const EMPTY: ModalDom = {modal: null, input: null, dropdown: null, noResults: null, query: ''};

/** The open modal's panel, or null. */
const findModal = (): HTMLElement | null => document.querySelector<HTMLElement>(DOCSEARCH_SELECTOR.modal);

/** The open modal's search box, or null. */
export const findModalInput = (): HTMLInputElement | null => document.querySelector<HTMLInputElement>(DOCSEARCH_SELECTOR.input);

/** Whether an event's target is the modal's input (client/typeahead.ts hands it the keys typed before it had focus). */
export const isModalInput = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.matches(DOCSEARCH_SELECTOR.input);

/** The query in the open modal's search box ('' when closed). */
export const modalQuery = (): string => findModalInput()?.value ?? '';

/** The backdrop around the panel. */
export const containerOf = (modal: HTMLElement): HTMLElement | null => modal.closest<HTMLElement>(DOCSEARCH_SELECTOR.container);

/** The panel's header with the search box. */
export const searchBarOf = (modal: HTMLElement): Element | null => modal.querySelector(DOCSEARCH_SELECTOR.searchBar);

/** The panel's key-hint footer. */
export const footerOf = (modal: HTMLElement): Element | null => modal.querySelector(DOCSEARCH_SELECTOR.footer);

/** The no-results screen's heading. */
export const titleOf = (screen: HTMLElement): Element | null => screen.querySelector(DOCSEARCH_SELECTOR.title);

/**
 * Where the result linking to `url` is in the modal's list (1-based), or the
 * active one when no result links there (chosen with the keyboard); 0 if neither.
 */
export function resultPosition(url: string): number {
  const hits = Array.from(document.querySelectorAll(DOCSEARCH_SELECTOR.hits));
  const found = hits.findIndex((hit) =>
    Array.from(hit.querySelectorAll('[data-href], a[href]')).some((el) => (el.getAttribute('data-href') ?? el.getAttribute('href')) === url),
  );
  if (found >= 0) return found + 1;
  // DocSearch marks the active option on the <li>; useLinkAsOption moves the mark to our link inside it.
  return hits.findIndex((hit) => hit.getAttribute('aria-selected') === 'true' || hit.querySelector('[aria-selected="true"]')) + 1;
}

/**
 * True when the reader is on the list: the pointer over it, or the keyboard
 * selection moved past the first result. The list must not change under them.
 * With no hit there is no list: a pointer resting where one will be (after
 * pressing Try again, say) must not keep the meaning layer's hits out.
 */
export function readerIsOnList(): boolean {
  const hits = Array.from(document.querySelectorAll(DOCSEARCH_SELECTOR.hits));
  if (hits.length === 0) return false;
  if (document.querySelector(`${DOCSEARCH_SELECTOR.resultsDropdown}:hover`)) return true;
  const active = hits.findIndex((hit) => hit.getAttribute('aria-selected') === 'true' || hit.querySelector('[aria-selected="true"]'));
  return active > 0;
}

/**
 * Asks DocSearch for the same query again (the meaning layer's files have
 * arrived). React reports an input event as a change only when the value
 * differs from the one it last saw, so its value tracker is told it was empty.
 */
export function requeryModal(input: HTMLInputElement): void {
  (input as HTMLInputElement & {_valueTracker?: {setValue(value: string): void}})._valueTracker?.setValue('');
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

function read(): ModalDom {
  const modal = findModal();
  if (!modal) return EMPTY;
  const input = modal.querySelector<HTMLInputElement>(DOCSEARCH_SELECTOR.input);
  return {
    modal,
    input,
    dropdown: modal.querySelector<HTMLElement>(DOCSEARCH_SELECTOR.resultsDropdown),
    noResults: modal.querySelector<HTMLElement>(DOCSEARCH_SELECTOR.noResults),
    query: input?.value ?? '',
  };
}

const same = (a: ModalDom, b: ModalDom) =>
  a.modal === b.modal && a.input === b.input && a.dropdown === b.dropdown && a.noResults === b.noResults && a.query === b.query;

/** The open modal's elements and query, kept current as DocSearch re-renders; our additions attach to these. */
export function useModalDom(isOpen: boolean, modalKey: number): ModalDom {
  const [dom, setDom] = useState<ModalDom>(EMPTY);
  useEffect(() => {
    if (!isOpen) {
      setDom(EMPTY);
      return undefined;
    }
    const update = () =>
      setDom((previous) => {
        const next = read();
        return same(previous, next) ? previous : next;
      });
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {childList: true, subtree: true});
    // After DocSearch has handled the keystroke: re-rendering during the
    // event would reset its controlled input to the previous query.
    let pending = 0;
    const afterInput = () => {
      window.clearTimeout(pending);
      pending = window.setTimeout(update, 0);
    };
    document.addEventListener('input', afterInput);
    return () => {
      observer.disconnect();
      window.clearTimeout(pending);
      document.removeEventListener('input', afterInput);
    };
  }, [isOpen, modalKey]);
  return dom;
}

/**
 * Types `value` into the modal's input the way a reader would, so DocSearch
 * searches it: its input is controlled by React, which only sees a value set
 * through the native setter followed by an `input` event.
 */
export function setModalQuery(input: HTMLInputElement, value: string): void {
  setValueBehindReact(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * Sets an input's value through the native setter, which React's value tracker
 * does not watch: the tracker keeps the value React last saw, so the next
 * `input` event reads as a change whenever the two differ.
 */
export function setValueBehindReact(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
}

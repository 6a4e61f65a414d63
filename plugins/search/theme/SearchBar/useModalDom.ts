/**
 * Where things are in the open DocSearch modal, kept current as it re-renders.
 * Our additions (start screen, suggestions, error screen) attach to these.
 */
import {useEffect, useState} from 'react';

export type ModalDom = {
  modal: HTMLElement | null;
  input: HTMLInputElement | null;
  dropdown: HTMLElement | null;
  noResults: HTMLElement | null;
  query: string;
};

const EMPTY: ModalDom = {modal: null, input: null, dropdown: null, noResults: null, query: ''};

function read(): ModalDom {
  const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
  if (!modal) return EMPTY;
  const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
  return {
    modal,
    input,
    // Our own start screen also wears the dropdown class: look for DocSearch's.
    dropdown: modal.querySelector<HTMLElement>('.DocSearch-Dropdown:not(.katachi-start)'),
    noResults: modal.querySelector<HTMLElement>('.DocSearch-NoResults'),
    query: input?.value ?? '',
  };
}

const same = (a: ModalDom, b: ModalDom) =>
  a.modal === b.modal && a.input === b.input && a.dropdown === b.dropdown && a.noResults === b.noResults && a.query === b.query;

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
 * `answer` when it answers the query on screen, else null: DocSearch keeps
 * showing an older query's results while a newer one is searched, and an
 * answer for an older query says nothing about the one in the box.
 */
export function answerOnScreen<T extends {query: string}>(dom: ModalDom, answer: T | null): T | null {
  return answer && dom.query !== '' && answer.query === dom.query ? answer : null;
}

/** Types `value` into the modal's input the way a reader would, so DocSearch searches it. */
export function setModalQuery(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/**
 * Opening and closing the search modal. Its code (DocSearch's modal and our styles) is
 * fetched on the first request only; keys typed while it loads are kept
 * (client/typeahead.ts); a request from before the page hydrated is answered on mount
 * (client/earlyIntent.ts); closing, or Escape while loading, ends the latest request, so
 * a load that settles later opens nothing. Closed without opening anything, focus goes back
 * where the reader was when they asked for it (a shortcut pressed on a link returns to the
 * link, as the APG dialog pattern asks), else to the search button. A chosen result leaves
 * focus to the page it opens: the site's focus reset after a navigation puts it on the
 * result's section (src/theme/SkipToContent).
 */
import {memo, useCallback, useEffect, useRef, useState, type MemoExoticComponent, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import {repairSavedSearches, guardBlockedStorage} from '../../client/docsearch/patches';
import {isModalInput, setModalQuery} from '../../client/docsearch/dom';
import {markBusy, takeEarlyIntent} from '../../client/earlyIntent';
import {prefetchClientCode} from '../hooks/lazySearchClient';
import {keepTypedKeys, type Typeahead} from '../../client/typeahead';
import {takeIntoBox} from '../../client/shortenedQueries';
import {MODAL_ROOT_CLASS} from './answerState';
import {focusUntilBlur} from '../../../shared/focusUntilBlur';

type ModalComponent = MemoExoticComponent<typeof DocSearchModalType>;
let DocSearchModal: ModalComponent | null = null;

/** Rejects when the modal's chunk cannot be fetched; the next call tries again. */
function importModal(): Promise<void> {
  guardBlockedStorage();
  if (DocSearchModal) return Promise.resolve();
  repairSavedSearches(window.localStorage);
  // The code that answers queries too, so the first key press waits on the index alone.
  prefetchClientCode();
  return Promise.all([import('@docsearch/react/modal'), import('./modalStyles')]).then(([{DocSearchModal: Modal}]) => {
    // Memoized: the search bar draws several times a key (its state follows the modal's
    // DOM), and each of its draws redrew DocSearch's whole modal, results and all.
    DocSearchModal = memo(Modal);
  });
}

/** DocSearch's modal once its code has arrived. */
export const loadedModal = (): ModalComponent | null => DocSearchModal;

/** Intent only (hover, focus, touch): a failure here shows nothing, opening will try again. */
export function prefetchModal(): void {
  importModal().catch(() => undefined);
}

export type ModalOpening = {
  isOpen: boolean;
  /** The modal's code could not be fetched when the reader asked to open it. */
  loadError: Error | null;
  /** The element the modal is drawn into (made on the first request). */
  container: RefObject<HTMLDivElement | null>;
  /** `typedBefore`: text the reader typed before the page hydrated. */
  open: (typedBefore?: string) => Promise<void>;
  close: () => void;
};

/**
 * Focus back where it was before the modal opened. A heading focused after a search result
 * brought the reader to it held focus through a tabindex taken away when it lost focus
 * (src/theme/SkipToContent): given back until it loses focus again, or focus would fall to the page.
 */
function focusBack(element: HTMLElement | null): void {
  if (!element) return;
  element.focus();
  if (document.activeElement !== element) focusUntilBlur(element, {preventScroll: true});
}

export function useModalOpening({
  preload,
  button,
  onClosed,
}: {
  /** Starts loading the search index. */
  preload: () => void;
  /** The navbar's search button: the early request's mark is cleared from it; focus goes to it on closing, if not back where it was. */
  button: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
}): ModalOpening {
  const container = useRef<HTMLDivElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const openRequest = useRef(0);
  const history = useHistory();
  const askedFrom = useRef<HTMLElement | null>(null);
  /** The router's entry when the modal was asked for: another one after closing means a result was opened. */
  const openedAt = useRef<string | undefined>(undefined);
  const typeahead = useRef<Typeahead | null>(null);
  const stopTypeahead = useCallback(() => {
    typeahead.current?.stop();
    typeahead.current = null;
  }, []);

  const cancel = useCallback(() => {
    openRequest.current += 1;
    stopTypeahead();
    markBusy(button.current, false);
  }, [stopTypeahead, button]);

  const open = useCallback(
    (typedBefore = ''): Promise<void> => {
      if (!container.current) {
        container.current = document.createElement('div');
        container.current.className = MODAL_ROOT_CLASS;
        document.body.insertBefore(container.current, document.body.firstChild);
      }
      const focused = document.activeElement;
      // Not a second request from inside (Try again in the load-error dialog).
      if (focused instanceof HTMLElement && focused !== document.body && !container.current.contains(focused)) {
        askedFrom.current = focused;
      } else if (!container.current.contains(focused)) askedFrom.current = null;
      openedAt.current = history.location.key;
      preload();
      typeahead.current ??= keepTypedKeys(document, {
        initial: typedBefore,
        isModalInput,
        onInputFocused: (input, typed) => {
          typeahead.current = null;
          if (typed) setModalQuery(input, takeIntoBox(typed + input.value));
        },
        onEscape: cancel,
      });
      const request = ++openRequest.current;
      // While the modal's code downloads the button shows it is busy, as it does for a request
      // from before the page hydrated: on a slow phone that takes seconds.
      if (!loadedModal()) markBusy(button.current, true);
      return importModal().then(
        () => {
          if (request !== openRequest.current) return;
          markBusy(button.current, false);
          setLoadError(null);
          setIsOpen(true);
        },
        (error: unknown) => {
          if (request !== openRequest.current) return;
          markBusy(button.current, false);
          stopTypeahead();
          setLoadError(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
    [preload, cancel, stopTypeahead, button, history],
  );

  const close = useCallback(() => {
    cancel();
    setIsOpen(false);
    setLoadError(null);
    const from = askedFrom.current;
    askedFrom.current = null;
    const closedAt = openRequest.current;
    onClosed();
    // Focus, after the event that closed it: DocSearch closes just before it opens a chosen
    // result (an in-site link changes the router's entry at once, even to the same address),
    // and a press on the backdrop moves focus to the page once its handlers have run. Not if
    // the reader has asked for it again since, nor after a result was opened.
    setTimeout(() => {
      if (openRequest.current !== closedAt || history.location.key !== openedAt.current) return;
      focusBack(from?.isConnected ? from : button.current);
    });
  }, [cancel, onClosed, button, history]);

  // A click or shortcut from before the page hydrated is answered now, with what was typed since.
  useEffect(() => {
    const typed = takeEarlyIntent(button.current);
    if (typed !== null) void open(typed);
  }, [open, button]);
  useEffect(() => stopTypeahead, [stopTypeahead]);

  return {isOpen, loadError, container, open, close};
}

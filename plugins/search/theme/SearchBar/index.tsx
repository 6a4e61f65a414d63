/**
 * The navbar search: DocSearch's button and modal, answered by the local
 * engine instead of Algolia. Nothing of the index or the modal's code is
 * loaded until the reader shows intent (hover, focus, touch, Ctrl/Cmd+K, `/`).
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import Link from '@docusaurus/Link';
import {useLocalSearchEngine, useSearchPageUrl} from '../hooks/useLocalSearch';
import {missingResultsUrlOf, useSuggestions} from '../hooks/useSuggestions';
import {
  EmptyStartScreen,
  IndexErrorScreen,
  LoadingScreen,
  NoResultsSuggestions,
  SavedSearchKeys,
  SearchStatus,
  seeAllText,
  type SearchOutcome,
} from './ModalScreens';
import {
  BUTTON_NAME_FROM_CONTENT,
  SAVED_SEARCH_KEYS,
  useLimitedModalInput,
  useNoBlankModalQuery,
  selectedTextAsQuery,
  useModalAccessibility,
} from '../../client/docsearch/patches';
import {modalQuery, useModalDom} from '../../client/docsearch/dom';
import {answerOnScreen} from './answerState';
import {useFocusTrap} from './useFocusTrap';
import {QUERY_MAX_LENGTH} from '../../shared/queryFit';
import {MODAL_RESULTS_PER_GROUP} from '../../shared/modalLayout';
import {fitQuestionsOnPaste, takeIntoBox} from '../../client/shortenedQueries';
import ModalLoadError from './ModalLoadError';
import {emitSearchClosed} from '../../../analytics/client/searchModal';
// The modal's extension point: renders nothing unless a later theme fills it (../../client/modalAddon.ts).
import SearchModalAddon from '@theme/SearchModalAddon';
import {MissingWordsContext, missingOnScreen, RelaxedQueryNotice, useRelaxedQuery} from './RelaxedQueryNotice';
import {useModalSearchClient} from './useModalSearchClient';
import {useRetryWhenOnline} from '../hooks/useRetryWhenOnline';
import {useResultLinks} from './ResultLink';
import {loadedModal, prefetchModal, useModalOpening} from './useModalOpening';
import {OWN_EARLY_TAPS_ATTRIBUTE} from '../../../shared/earlyTaps';

// The button is on every page: its small stylesheet ships with the page (with
// the few DocSearch variables it reads, styles.css); the modal's (DocSearch's
// variables and 25 kB modal.css, and ours: modalStyles.ts) waits for intent
// like the rest of search.
import '@docsearch/css/dist/button.css';
import './styles.css';

// Wording the spec fixes where DocSearch 4.7's defaults differ.
// The saved searches' buttons name the keys that do the same (useModalAccessibility).
const MODAL_TRANSLATIONS = {
  // The report link opens a new tab: said in its text, as the "Open in…" links say it (WCAG G201).
  noResultsScreen: {noResultsText: 'No results for', reportMissingResultsLinkText: 'Let us know (opens in a new tab).'},
  startScreen: {
    saveRecentSearchButtonTitle: `Save this search (${SAVED_SEARCH_KEYS.save})`,
    removeRecentSearchButtonTitle: `Remove this search from history (${SAVED_SEARCH_KEYS.remove})`,
    removeFavoriteSearchButtonTitle: `Remove this search from favorites (${SAVED_SEARCH_KEYS.remove})`,
  },
};

/** DocSearch 4.7 wants this prop; the site has no Ask AI. Stable, so the memoized modal is not redrawn. */
const NO_ASK_AI = () => undefined;

const RECENT_SEARCHES_LIMIT = 7;
const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;

/** 10 words of context, 5 on small screens (DocSearch 4.7 hard-codes 15). */
function snippetParameters() {
  const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
  const attributes = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];
  return {attributesToSnippet: attributes.map((a) => `${a}:${words}`)};
}

export default function SearchBar(): React.JSX.Element {
  const {config, load, preload} = useLocalSearchEngine();
  const searchPageUrl = useSearchPageUrl();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [indexError, setIndexError] = useState<Error | null>(null);
  const [modalKey, setModalKey] = useState(0);
  const [outcome, setOutcome] = useState<SearchOutcome>(null);

  const onClosed = useCallback(() => {
    emitSearchClosed();
    setIndexError(null);
    setOutcome(null);
  }, []);
  const {
    isOpen,
    loadError: modalLoadError,
    container: containerRef,
    open: openModal,
    close: closeModal,
  } = useModalOpening({preload, button: searchButtonRef, onClosed});

  const prepare = useCallback(() => {
    preload();
    prefetchModal();
  }, [preload]);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: () => void openModal(),
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  } as Parameters<typeof useDocSearchKeyboardEvents>[0]);

  const [relaxedQuery, recordRelaxedQuery] = useRelaxedQuery();
  const transformSearchClient = useModalSearchClient({
    load,
    container: containerRef,
    modalKey,
    isOpen,
    setIndexError,
    setOutcome,
    recordRelaxedQuery,
  });
  // Snippet length is decided when the modal opens (phone or not).
  const searchParameters = useMemo(() => (isOpen ? snippetParameters() : undefined), [isOpen]);

  const {navigator, transformItems, Hit} = useResultLinks();
  const DocSearchModal = loadedModal();

  const ResultsFooter = useCallback(
    ({state}: {state: {query: string; context: {nbHits?: number}}}) => (
      <Link to={searchPageUrl(state.query)} onClick={closeModal}>
        {seeAllText(state.context.nbHits ?? 0)}
      </Link>
    ),
    [searchPageUrl, closeModal],
  );

  const retry = useCallback(() => {
    setIndexError(null);
    // Remount the modal with the same query so DocSearch asks again.
    setInitialQuery(modalQuery());
    setModalKey((k) => k + 1);
  }, []);
  useRetryWhenOnline(!!indexError, retry);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!isOpen) setInitialQuery(undefined);
  }, [isOpen]);

  // Read once per opening: DocSearch reads both only when its modal mounts, and reading the
  // selection at every draw costs a style and layout pass on slow phones.
  const opening = useMemo(
    () => (isOpen ? {scrollY: window.scrollY, query: initialQuery ?? selectedTextAsQuery(takeIntoBox)} : null),
    // A retry mounts the modal again with the query then in the box (initialQuery).
    [isOpen, initialQuery],
  );

  useLimitedModalInput(isOpen, modalKey, QUERY_MAX_LENGTH);
  const modalDom = useModalDom(isOpen, modalKey);
  useNoBlankModalQuery(modalDom.input);
  useEffect(() => (modalDom.input ? fitQuestionsOnPaste(modalDom.input) : undefined), [modalDom.input]);
  useFocusTrap(modalDom.modal);
  useModalAccessibility(modalDom.modal);
  // Only once the engine has answered "nothing" for this query: DocSearch also
  // shows its no-results screen while a query's index parts are downloading.
  const answeredNothing = !!outcome && 'nbHits' in outcome && outcome.nbHits === 0 && outcome.query === modalDom.query;
  const suggestions = useSuggestions(modalDom.noResults && answeredNothing ? modalDom.query : null, load);

  const missingResultsUrl = useCallback(
    ({query}: {query: string}) => missingResultsUrlOf(config.missingResultsIssueUrl ?? '', query),
    [config.missingResultsIssueUrl],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={() => void openModal()}
        ref={searchButtonRef}
        translations={{buttonText: 'Search'}}
        {...BUTTON_NAME_FROM_CONTENT}
        // Its taps from before hydration are kept by client/earlyIntent.ts, not by pageSpeed's script.
        {...{[OWN_EARLY_TAPS_ATTRIBUTE]: ''}}
      />
      {isOpen &&
        DocSearchModal &&
        containerRef.current &&
        createPortal(
          <>
            <MissingWordsContext.Provider value={missingOnScreen(modalDom, relaxedQuery)}>
              <DocSearchModal
                key={modalKey}
                appId="local"
                apiKey="local"
                indexName="katachi"
                placeholder="Search docs"
                initialScrollY={opening?.scrollY ?? window.scrollY}
                initialQuery={opening?.query}
                onClose={closeModal}
                transformSearchClient={transformSearchClient}
                navigator={navigator}
                transformItems={transformItems}
                hitComponent={Hit}
                resultsFooterComponent={ResultsFooter}
                searchParameters={searchParameters}
                maxResultsPerGroup={MODAL_RESULTS_PER_GROUP}
                recentSearchesLimit={RECENT_SEARCHES_LIMIT}
                recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES_LIMIT}
                getMissingResultsUrl={config.missingResultsIssueUrl ? missingResultsUrl : undefined}
                insights={false}
                translations={MODAL_TRANSLATIONS}
                onAskAiToggle={NO_ASK_AI}
              />
            </MissingWordsContext.Provider>
            <EmptyStartScreen dom={modalDom} show={!indexError && !modalDom.dropdown && modalDom.query === ''} startQueries={config.startQueries} />
            <SavedSearchKeys dom={modalDom} />
            <NoResultsSuggestions dom={modalDom} suggestions={suggestions} />
            <RelaxedQueryNotice dom={modalDom} relaxed={relaxedQuery} />
            {indexError && <IndexErrorScreen dom={modalDom} onRetry={retry} />}
            <LoadingScreen dom={modalDom} />
            {/* Only the answer to the query in the box: never an earlier query's "No results". */}
            <SearchStatus dom={modalDom} outcome={answerOnScreen(modalDom, outcome)} />
            <SearchModalAddon modal={modalDom.modal} input={modalDom.input} query={modalDom.query} loadEngine={load} onClose={closeModal} />
          </>,
          containerRef.current,
        )}
      {modalLoadError &&
        !isOpen &&
        containerRef.current &&
        createPortal(<ModalLoadError error={modalLoadError} onRetry={() => openModal()} onClose={closeModal} />, containerRef.current)}
    </>
  );
}

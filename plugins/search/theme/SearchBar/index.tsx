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
import {useHistory} from '@docusaurus/router';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import type {DocSearchTransformClient} from '@docsearch/react';
import {useLocalSearchEngine, useResultUrl, useSearchPageUrl} from '../hooks/useLocalSearch';
import {createLocalSearchClient} from '../hooks/lazySearchClient';
import {createMeaningSettler} from './settleMeaning';
import {rememberHighlight} from '../../client/landingHighlight';
import type {AsyncSearchEngine} from '../../client/searchService';
import {EmptyStartScreen, IndexErrorScreen, LoadingScreen, NoResultsSuggestions, SearchStatus, seeAllText, type SearchOutcome} from './ModalScreens';
import {
  BUTTON_NAME_FROM_CONTENT,
  createHitCountCorrection,
  guardBlockedStorage,
  useLimitedModalInput,
  useLinkAsOption,
  useModalAccessibility,
} from '../../client/docsearch/patches';
import {modalQuery, resultPosition, useModalDom} from '../../client/docsearch/dom';
import {OWN_CLASS} from '../../client/docsearch/selectors';
import {answerOnScreen, answerStateOf, MODAL_ROOT_CLASS, setAnswerState, setMeaningJoining} from './answerState';
import {useFocusTrap} from './useFocusTrap';
import {QUERY_MAX_LENGTH} from '../queryLimit';
import {takeEarlyIntent} from '../../client/earlyIntent';
import ModalLoadError from './ModalLoadError';
import {emitSearchAnswered, emitSearchClosed, withResultOpenedEvents} from '../../../analytics/client/searchModal';
// The modal's extension point: renders nothing unless a later theme fills it (../../modalAddon.ts).
import SearchModalAddon from '@theme/SearchModalAddon';
import {MissingWords, MissingWordsContext, missingOnScreen, RelaxedQueryNotice, useMissingWords, useRelaxedQuery} from './RelaxedQueryNotice';

// The button is on every page: its small stylesheet ships with the page (with
// the few DocSearch variables it reads, styles.css); the modal's (DocSearch's
// variables and 25 kB modal.css, and ours: modalStyles.ts) waits for intent
// like the rest of search.
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = typeof DocSearchModalType;
let DocSearchModal: ModalComponent | null = null;

/** Rejects when the modal's chunk cannot be fetched; the next call tries again. */
function importModal(): Promise<void> {
  guardBlockedStorage();
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([import('@docsearch/react/modal'), import('./modalStyles')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

// Wording the spec fixes where DocSearch 4.7's defaults differ.
const MODAL_TRANSLATIONS = {
  noResultsScreen: {noResultsText: 'No results for'},
};

const RECENT_SEARCHES_LIMIT = 7;
const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;
const MAX_RESULTS_PER_GROUP = 5;

/** 10 words of context, 5 on small screens (DocSearch 4.7 hard-codes 15). */
function snippetParameters() {
  const words = window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
  const attributes = ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];
  return {attributesToSnippet: attributes.map((a) => `${a}:${words}`)};
}

/** Suggested queries for the query currently showing "No results" (null: none showing). */
function useSuggestions(query: string | null, load: () => Promise<AsyncSearchEngine>): string[] {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    setSuggestions([]);
    if (!query) return undefined;
    let live = true;
    load()
      .then((engine) => engine.suggest(query, 3))
      .then(
        (found) => live && setSuggestions(found),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [query, load]);
  return suggestions;
}

type HitProps = {hit: {url: string; objectID?: string; _matchedTerms?: string[]}; children: React.ReactNode};

/** The query's matched terms our engine puts on a hit, for highlighting them on the page opened. */
function matchedTermsOf(item?: object): string[] {
  const terms = item && '_matchedTerms' in item ? item._matchedTerms : undefined;
  return Array.isArray(terms) ? terms : [];
}

function HitLink({hit, navigate, children}: HitProps & {navigate: (item: {itemUrl: string; item: HitProps['hit']}) => void}) {
  const link = useRef<HTMLAnchorElement>(null);
  useLinkAsOption(link);
  const missingWords = useMissingWords(hit.objectID);
  const onClick = (event: React.MouseEvent) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate({itemUrl: hit.url, item: hit});
  };
  // tabIndex -1: focus stays in the input, which points at the active option.
  // aria-selected is on DocSearch's own <li> around it, which DocSearch keeps
  // current; ARIA 1.2 requires no state on an option (axe agrees).
  return (
    // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
    <a ref={link} className={OWN_CLASS.hitLink} href={hit.url} role="option" tabIndex={-1} onClick={onClick}>
      {children}
      <MissingWords words={missingWords} />
    </a>
  );
}

export default function SearchBar(): React.JSX.Element {
  const {config, load, preload} = useLocalSearchEngine();
  const resultUrl = useResultUrl();
  const searchPageUrl = useSearchPageUrl();
  const history = useHistory();
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  // The meaning layer's settling answers a query again, sometimes after the modal
  // has closed: analytics hears of each query once per opening of the modal.
  const reportedQuery = useRef<string | null>(null);
  const reportSearch = useCallback((query: string, results: number) => {
    if (reportedQuery.current === query) return;
    reportedQuery.current = query;
    emitSearchAnswered(query, results);
  }, []);
  const [isOpen, setIsOpen] = useState(false);
  const [indexError, setIndexError] = useState<Error | null>(null);
  const [modalKey, setModalKey] = useState(0);
  const [outcome, setOutcome] = useState<SearchOutcome>(null);
  // The modal's code could not be fetched when the reader asked to open it.
  const [modalLoadError, setModalLoadError] = useState<Error | null>(null);
  // Closing ends the latest request to open: a load that settles later is ignored.
  const openRequest = useRef(0);

  // Intent only: a failure here shows nothing (opening will try again).
  const prepare = useCallback(() => {
    preload();
    importModal().catch(() => undefined);
  }, [preload]);

  const openModal = useCallback((): Promise<void> => {
    if (!containerRef.current) {
      containerRef.current = document.createElement('div');
      containerRef.current.className = MODAL_ROOT_CLASS;
      document.body.insertBefore(containerRef.current, document.body.firstChild);
    }
    preload();
    const request = ++openRequest.current;
    return importModal().then(
      () => {
        if (request !== openRequest.current) return;
        setModalLoadError(null);
        setIsOpen(true);
      },
      (error: unknown) => {
        if (request !== openRequest.current) return;
        setModalLoadError(error instanceof Error ? error : new Error(String(error)));
      },
    );
  }, [preload]);

  // A click or shortcut from before the page hydrated (client/earlyIntent.ts) is answered now.
  useEffect(() => {
    if (takeEarlyIntent(searchButtonRef.current)) void openModal();
  }, [openModal]);

  const closeModal = useCallback(() => {
    openRequest.current += 1;
    emitSearchClosed();
    setIsOpen(false);
    setModalLoadError(null);
    setIndexError(null);
    setOutcome(null);
    searchButtonRef.current?.focus();
  }, []);

  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    searchButtonRef,
    isAskAiActive: false,
    onAskAiToggle: () => undefined,
  } as Parameters<typeof useDocSearchKeyboardEvents>[0]);

  // A failed index load or query is shown as our error screen (DocSearch 4.7
  // would show "No results" and leave an unhandled rejection), with no hits.
  const searchClient = useMemo(() => {
    const settle = createMeaningSettler(load);
    return createLocalSearchClient(
      () =>
        load().then(
          (engine) => {
            setIndexError(null);
            return engine;
          },
          (error: Error) => {
            setIndexError(error);
            throw error;
          },
        ),
      {
        // Each keystroke answers from the words at once; the meaning layer settles the list once.
        onMeaningPending: (query) => {
          void settle(query).then((outcome) => {
            // Settled: the list is asked again, and that answer clears the mark. Otherwise the list stays as it is.
            if (outcome === 'settled' || modalQuery() !== query) return;
            setMeaningJoining(containerRef.current, false);
            // Nothing found by words, and the meaning layer could not join: now it is "No results".
            if (answerStateOf(containerRef.current) === 'pending') {
              setAnswerState(containerRef.current, 'none');
              setOutcome({query, nbHits: 0});
              reportSearch(query, 0);
            }
          });
        },
      },
    );
  }, [load, reportSearch]);
  // Answers can arrive out of order (a query's index parts download as it
  // needs them): only the latest query's answer sets the status and screens.
  const latestQuery = useRef(0);
  const [relaxedQuery, recordRelaxedQuery] = useRelaxedQuery();
  // DocSearch totals every answer's count (patches.ts): one correction per open modal.
  const correctHitCount = useRef(createHitCountCorrection());
  useEffect(() => {
    correctHitCount.current = createHitCountCorrection();
    reportedQuery.current = null;
  }, [modalKey]);
  const safeClient = useMemo(
    () => ({
      ...searchClient,
      search: (input: Parameters<typeof searchClient.search>[0]) => {
        const query = String((Array.isArray(input) ? input[0] : input.requests[0])?.query ?? '');
        const request = ++latestQuery.current;
        const hitCount = correctHitCount.current;
        const heldWhenAsked = hitCount.asked();
        const isLatest = () => request === latestQuery.current;
        // Before DocSearch renders this query: no "No results" until it is answered.
        setAnswerState(containerRef.current, 'pending');
        return searchClient.search(input).then(
          (response) => {
            if (isLatest()) {
              const nbHits = response.results[0]?.nbHits ?? 0;
              // No word hit yet while the meaning layer loads: not "No results" yet.
              const stillLoading = response.results[0]?.meaningPending === true;
              setAnswerState(containerRef.current, nbHits > 0 ? 'hits' : stillLoading ? 'pending' : 'none');
              setMeaningJoining(containerRef.current, stillLoading);
              // Not answered yet: analytics hears of it once the meaning layer has joined.
              if (nbHits > 0 || !stillLoading) {
                setOutcome({query, nbHits});
                reportSearch(query, nbHits);
              }
              recordRelaxedQuery(query, response);
            }
            // Last, for every answer DocSearch takes, the latest or not (patches.ts).
            const first = response.results[0];
            if (first) first.nbHits = hitCount.answered(heldWhenAsked, first.nbHits);
            return response;
          },
          (error: Error) => {
            // The index loaded but a part this query needs did not (the split
            // index downloads per query): the same error screen and retry.
            if (isLatest()) {
              setAnswerState(containerRef.current, 'error');
              setMeaningJoining(containerRef.current, false);
              setIndexError(error);
              setOutcome({query, error: true});
            }
            return {results: []};
          },
        );
      },
    }),
    [searchClient, recordRelaxedQuery, reportSearch],
  );

  // The local client answers the one call DocSearch makes (search with its
  // requests); DocSearch types the whole Algolia lite client.
  const transformSearchClient = useCallback(() => safeClient as unknown as DocSearchTransformClient, [safeClient]);
  // Snippet length is decided when the modal opens (phone or not).
  const searchParameters = useMemo(() => (isOpen ? snippetParameters() : undefined), [isOpen]);

  const navigator = useMemo(
    () =>
      withResultOpenedEvents(
        {
          navigate({itemUrl, item}: {itemUrl: string; item?: object}) {
            if (resultUrl.isExternal(itemUrl)) {
              window.location.href = itemUrl;
              return;
            }
            rememberHighlight(itemUrl, matchedTermsOf(item));
            history.push(itemUrl);
          },
          navigateNewTab({itemUrl}: {itemUrl: string}) {
            window.open(itemUrl, '_blank', 'noopener')?.focus();
          },
          navigateNewWindow({itemUrl}: {itemUrl: string}) {
            // `popup` asks for a separate window rather than a tab.
            window.open(itemUrl, '_blank', 'noopener,popup');
          },
        },
        // Where the opened result is, read from DocSearch's modal (analytics knows nothing of its markup).
        (itemUrl) => ({query: modalQuery(), position: resultPosition(itemUrl)}),
      ),
    [history, resultUrl],
  );

  const transformItems = useCallback(
    <T extends {url: string}>(items: T[]) => items.map((item) => ({...item, url: resultUrl.process(item.url)})),
    [resultUrl],
  );

  // A result is a real link (see useLinkAsOption): plain clicks navigate in
  // the page (keeping the landing highlight), while Ctrl/Cmd/Shift/middle
  // clicks and the context menu are left to the browser, as for any link.
  const Hit = useCallback(
    ({hit, children}: HitProps) => (
      <HitLink hit={hit} navigate={navigator.navigate}>
        {children}
      </HitLink>
    ),
    [navigator],
  );

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
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!isOpen) setInitialQuery(undefined);
  }, [isOpen]);

  useLimitedModalInput(isOpen, modalKey, QUERY_MAX_LENGTH);
  const modalDom = useModalDom(isOpen, modalKey);
  useFocusTrap(modalDom.modal);
  useModalAccessibility(modalDom.modal);
  // Only once the engine has answered "nothing" for this query: DocSearch also
  // shows its no-results screen while a query's index parts are downloading.
  const answeredNothing = !!outcome && !('error' in outcome) && outcome.nbHits === 0 && outcome.query === modalDom.query;
  const suggestions = useSuggestions(modalDom.noResults && answeredNothing ? modalDom.query : null, load);

  const missingResultsUrl = useCallback(
    ({query}: {query: string}) => (config.missingResultsIssueUrl ?? '').replace('{query}', encodeURIComponent(query)),
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
                initialScrollY={window.scrollY}
                initialQuery={initialQuery?.slice(0, QUERY_MAX_LENGTH)}
                onClose={closeModal}
                transformSearchClient={transformSearchClient}
                navigator={navigator}
                transformItems={transformItems}
                hitComponent={Hit}
                resultsFooterComponent={ResultsFooter}
                searchParameters={searchParameters}
                maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
                recentSearchesLimit={RECENT_SEARCHES_LIMIT}
                recentSearchesWithFavoritesLimit={RECENT_SEARCHES_WITH_FAVORITES_LIMIT}
                getMissingResultsUrl={config.missingResultsIssueUrl ? missingResultsUrl : undefined}
                insights={false}
                translations={MODAL_TRANSLATIONS}
                onAskAiToggle={() => undefined}
              />
            </MissingWordsContext.Provider>
            <EmptyStartScreen dom={modalDom} show={!indexError && !modalDom.dropdown && modalDom.query === ''} />
            <NoResultsSuggestions dom={modalDom} suggestions={suggestions} />
            <RelaxedQueryNotice dom={modalDom} relaxed={relaxedQuery} />
            {indexError && <IndexErrorScreen dom={modalDom} onRetry={retry} />}
            <LoadingScreen dom={modalDom} />
            {/* Only the answer to the query in the box: never an earlier query's "No results". */}
            <SearchStatus dom={modalDom} outcome={answerOnScreen(modalDom, outcome)} />
            <SearchModalAddon modal={modalDom.modal} input={modalDom.input} loadEngine={load} onClose={closeModal} />
          </>,
          containerRef.current,
        )}
      {modalLoadError &&
        !isOpen &&
        containerRef.current &&
        createPortal(<ModalLoadError error={modalLoadError} onRetry={openModal} onClose={closeModal} />, containerRef.current)}
    </>
  );
}

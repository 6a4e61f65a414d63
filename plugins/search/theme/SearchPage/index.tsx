/**
 * /search?q=…: every result for a query, with highlights and snippets, on the
 * same engine as the modal. The query lives in the URL, so reloading or sharing
 * the address shows the same results.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocalSearchEngine, useResultUrl} from '../hooks/useLocalSearch';
import {missingResultsUrlOf, useSuggestions} from '../hooks/useSuggestions';
import type {FusedResult} from '../../client/fusedEngine';
import type {AsyncSearchEngine} from '../../client/searchService';
import {queryPrefillScript, readQueryParam, searchPageTitle} from './queryParam';
import {placeOf, usePlaceInList} from './placeInList';
import {QueryLimitNotice} from '../queryLimit';
import {QUERY_MAX_LENGTH} from '../../shared/queryFit';
import {fitQuestionsOnPaste} from '../../client/shortenedQueries';
import styles from './styles.module.css';
import {useSettledText} from '../hooks/useSettledText';
import {useRetryWhenOnline} from '../hooks/useRetryWhenOnline';
import {keptByAll, RelaxedQueryText} from '../SearchBar/RelaxedQueryNotice';
import NoResults, {QueryLinks, type NoResultsOffer} from './NoResults';
import ResultItem from './ResultItem';

const PAGE_SIZE = 20;

type LoadState = {status: 'loading'} | {status: 'ready'; engine: AsyncSearchEngine} | {status: 'error'; error: Error};

/**
 * The engine's answer for the query (null until it arrives); the latest query
 * wins. A query can fail on its own (a part of the split index it needs does
 * not download): `onError` then shows the error screen, whose retry reloads.
 */
function useSearchResult(state: LoadState, query: string, shown: number, onError: (error: Error) => void): FusedResult | null {
  const [result, setResult] = useState<{query: string; shown: number; value: FusedResult} | null>(null);
  useEffect(() => {
    if (state.status !== 'ready' || !query.trim()) return undefined;
    let live = true;
    state.engine.search(query, {limit: shown}).then(
      (value) => live && setResult({query, shown, value}),
      (error: Error) => live && onError(error),
    );
    return () => {
      live = false;
    };
  }, [state, query, shown, onError]);
  if (!result || result.query !== query) return null;
  return result.value;
}

export default function SearchPage(): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const {config, load} = useLocalSearchEngine();
  // The server renders the page without a query: the first browser render must
  // match it (else React reports a hydration error), so read the URL after.
  const isBrowser = useIsBrowser();
  // Condensing a long query is not free: once per URL, not on every render (results arriving, Show more).
  const urlQuery = useMemo(() => (isBrowser ? readQueryParam(location.search) : ''), [isBrowser, location.search]);
  const [input, setInput] = useState(urlQuery);
  // Keep the box in step with the URL (back/forward, a shared link), in the same render: set
  // in an effect, the render between (the first after hydration reads the URL) drew the box
  // empty over the query the prefill script had put there.
  const [inputOfUrl, setInputOfUrl] = useState(urlQuery);
  if (inputOfUrl !== urlQuery) {
    setInputOfUrl(urlQuery);
    setInput(urlQuery);
  }
  // As many as were shown when the reader left for a result, on Back (placeInList.ts).
  const [shown, setShown] = useState(() => placeOf(location.state)?.shown ?? PAGE_SIZE);
  const [state, setState] = useState<LoadState>({status: 'loading'});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    setShown(placeOf(history.location.state)?.shown ?? PAGE_SIZE);
  }, [urlQuery, history]);

  useEffect(() => {
    let live = true;
    setState({status: 'loading'});
    load().then(
      (engine) => live && setState({status: 'ready', engine}),
      (error: Error) => live && setState({status: 'error', error}),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const onSearchError = useCallback((error: Error) => setState({status: 'error', error}), []);
  const result = useSearchResult(state, urlQuery, shown, onSearchError);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useRetryWhenOnline(state.status === 'error' || result?.meaningFailed === true, retry);
  const suggestions = useSuggestions(result?.total === 0 ? urlQuery : null, load);

  const onChange = (value: string) => {
    setInput(value);
    const params = new URLSearchParams(location.search);
    if (value) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : ''});
  };

  // Words typed before the page hydrated are in the box but in no state yet: the
  // next render would clear them, so they become the query. Runs before the
  // render that reads the URL (useIsBrowser turns true in an ancestor's effect).
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = box.current?.value ?? '';
    if (typed && !readQueryParam(window.location.search)) onChange(typed);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => (box.current ? fitQuestionsOnPaste(box.current) : undefined), []);

  const title = searchPageTitle(urlQuery);
  return (
    <Layout title={title} description="Search the Katachi documentation">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`} data-hydrated={isBrowser || undefined}>
        {/* The prefill script may have written the query's heading already (queryParam.ts): the same text. */}
        <h1 id="search-page-title" suppressHydrationWarning>
          {title}
        </h1>
        {/* Before the page hydrates (or without JavaScript) the form is a plain GET of ?q=. */}
        <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
          <label htmlFor="search-page-input" className={styles.label}>
            Search query
          </label>
          <input
            id="search-page-input"
            ref={box}
            name="q"
            type="search"
            className={styles.input}
            value={input}
            maxLength={QUERY_MAX_LENGTH}
            placeholder="Search docs"
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => onChange(e.target.value)}
          />
          {/* In a build only: the dev server renders in the browser, where React never runs a script (and says so). */}
          {process.env.NODE_ENV === 'production' && (
            <script data-query-prefill="" dangerouslySetInnerHTML={{__html: queryPrefillScript('search-page-input', 'search-page-title')}} />
          )}
        </form>
        <QueryLimitNotice query={input} className={styles.status} />
        <SearchPageBody
          state={state}
          query={urlQuery}
          result={result}
          noResults={{
            suggestions,
            pathname: location.pathname,
            reportUrl: config.missingResultsIssueUrl ? missingResultsUrlOf(config.missingResultsIssueUrl, urlQuery) : null,
          }}
          startQueries={config.startQueries}
          onMore={() => setShown((n) => n + PAGE_SIZE)}
          onRetry={retry}
        />
      </main>
    </Layout>
  );
}

/**
 * The status line: loading, the count (and how many are shown once more have loaded) or
 * "No results", drawn at once. Screen readers hear `said` from the page's one live region,
 * once typing stops (useSettledText); the region stays mounted and only its text changes,
 * so each is announced (one inserted with its text already in it is not; WCAG 4.1.3). The
 * line itself is hidden from them, as the region says the same.
 */
function SearchStatus({said, children}: {said: string; children: React.ReactNode}) {
  const announced = useSettledText(said);
  return (
    <>
      <p className={styles.status} aria-hidden="true">
        {children}
      </p>
      <p className={styles.visuallyHidden} aria-live="polite" data-testid="search-page-status">
        {announced}
      </p>
    </>
  );
}

function SearchPageBody({
  state,
  query,
  result,
  noResults,
  startQueries,
  onMore,
  onRetry,
}: {
  state: LoadState;
  query: string;
  result: FusedResult | null;
  noResults: NoResultsOffer;
  startQueries: string[];
  onMore: () => void;
  onRetry: () => void;
}) {
  const resultUrl = useResultUrl();
  const list = useRef<HTMLOListElement>(null);
  const place = usePlaceInList();
  useEffect(() => {
    if (result) place.restore(result.hits.length, result.total);
  }, [result, place]);
  // "Load more results": focus moves to the first result it added, so it is not lost when the
  // button goes (the last page) and the reader lands on what was loaded (WCAG 2.4.3).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || !result || result.hits.length <= focusFrom) return;
    list.current?.querySelectorAll<HTMLAnchorElement>(':scope > li h2 a')[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, result]);
  if (!query.trim()) {
    return (
      <div className={`${styles.status} ${styles.emptyHint}`}>
        <p>
          Type a word, a method such as <code>any_of</code>, or a question to search the documentation.
        </p>
        {startQueries.length > 0 && <QueryLinks queries={startQueries} pathname={noResults.pathname} labelId="search-page-start-queries" />}
      </div>
    );
  }
  // Nothing found by words, and the meaning layer's files did not download: not "No results".
  if (state.status === 'error' || (result?.meaningFailed && result.total === 0)) {
    return (
      <div className={styles.status} role="alert">
        <p>
          <strong>Unable to fetch results</strong>
        </p>
        <p>You might want to check your network connection.</p>
        <button type="button" className="button button--primary" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status === 'loading' || !result) {
    // In a fragment, as the answers below are, so React keeps the one status element (and
    // the screen reader its live region) from loading to the answer.
    return (
      <>
        <SearchStatus said="Loading search…">Loading search…</SearchStatus>
      </>
    );
  }
  if (result.total === 0) {
    return (
      <>
        <SearchStatus said={`No results for "${query}".`}>
          No results for "<span className={styles.query}>{query}</span>".
        </SearchStatus>
        <NoResults offer={noResults} />
      </>
    );
  }
  // A list longer than a page says how much of it is shown; loading more changes that, and is heard.
  const shown = result.total > PAGE_SIZE ? `, ${result.hits.length} shown` : '';
  const count = result.total === 1 ? '1 result' : `${result.total} results`;
  return (
    <>
      <SearchStatus said={`${count} for "${query}"${shown}`}>
        {count} for "<span className={styles.query}>{query}</span>"{shown}
      </SearchStatus>
      {result.meaningFailed && (
        <p className={styles.status} role="alert" data-testid="meaning-failed">
          Results related by meaning could not be downloaded: these are the results that contain your words.{' '}
          <button type="button" className={`button button--link ${styles.inlineButton}`} onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
      {result.droppedWords?.length > 0 && (
        <p className={styles.status} data-testid="relaxed-query">
          <RelaxedQueryText
            kept={keptByAll(
              result.hits.map((hit) => ({missing: hit.missingWords, byMeaning: hit.byMeaning})),
              result.words.join(' '),
            )}
          />
        </p>
      )}
      <ol className={styles.results} ref={list}>
        {result.hits.map((hit) => (
          <ResultItem key={hit.record.objectID} hit={hit} url={resultUrl.process(hit.record.url)} onOpen={() => place.save(result.hits.length)} />
        ))}
      </ol>
      {result.hits.length < result.total && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setFocusFrom(result.hits.length);
            onMore();
          }}>
          Load more results
        </button>
      )}
    </>
  );
}

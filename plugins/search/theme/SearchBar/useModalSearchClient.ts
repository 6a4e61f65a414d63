/**
 * The client DocSearch's modal asks: the local engine, each of whose answers also
 * marks the modal's state (answerState.ts) and screens, tells analytics once per
 * query, corrects DocSearch's running hit total (patches.ts) and lets the meaning
 * layer settle the list once (settleMeaning.ts).
 */
import {useCallback, useEffect, useMemo, useRef, type MutableRefObject} from 'react';
import type {DocSearchTransformClient} from '@docsearch/react';
import {createLocalSearchClient} from '../hooks/lazySearchClient';
import {answeredByLatest} from '../../client/latestAnswer';
import {createMeaningSettler} from './settleMeaning';
import {createHitCountCorrection} from '../../client/docsearch/patches';
import {modalQuery} from '../../client/docsearch/dom';
import {answerStateOf, setAnswerState, setMeaningJoining} from './answerState';
import {emitSearchAnswered} from '../../../analytics/client/searchModal';
import type {AsyncSearchEngine} from '../../client/searchService';
import type {SearchOutcome} from './ModalScreens';

type ModalSearchClientOptions = {
  load: () => Promise<AsyncSearchEngine>;
  /** The modal's root, which carries the answer's marks. */
  container: MutableRefObject<HTMLDivElement | null>;
  /** Changes when the modal is mounted again (a retry): a new hit total, a new analytics record. */
  modalKey: number;
  /** The modal is open; each time it closes, the next one's hit total starts afresh. */
  isOpen: boolean;
  setIndexError: (error: Error | null) => void;
  setOutcome: (outcome: SearchOutcome) => void;
  recordRelaxedQuery: (query: string, response: unknown) => void;
};

/** DocSearch's own: it reports a search stalled after this long without an answer. */
const STALL_DELAY_MS = 300;

export function useModalSearchClient({
  load,
  container,
  modalKey,
  isOpen,
  setIndexError,
  setOutcome,
  recordRelaxedQuery,
}: ModalSearchClientOptions): () => DocSearchTransformClient {
  // The meaning layer's settling answers a query again, sometimes after the modal
  // has closed: analytics hears of a query again only when its count changed
  // (searchSettle.ts keeps that one search, with the count the reader saw last).
  const reported = useRef<{query: string; results: number} | null>(null);
  const reportSearch = useCallback((query: string, results: number) => {
    if (reported.current?.query === query && reported.current.results === results) return;
    reported.current = {query, results};
    emitSearchAnswered(query, results);
  }, []);

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
            setMeaningJoining(container.current, false);
            if (answerStateOf(container.current) !== 'pending') return;
            if (outcome === 'failed') {
              // Nothing found by words, and the meaning layer's files did not download: not
              // "No results" (meaning may well have found something), the error screen and its retry.
              setAnswerState(container.current, 'error');
              setIndexError(new Error('The files of the search by meaning could not be downloaded.'));
              setOutcome({query, error: true});
              return;
            }
            // The list could not be asked again (the reader is on it): what the words found, nothing, stands.
            setAnswerState(container.current, 'none');
            setOutcome({query, nbHits: 0});
            reportSearch(query, 0);
          });
        },
      },
    );
  }, [load, container, setIndexError, setOutcome, reportSearch]);

  // Answers can arrive out of order (a query's index parts download as it
  // needs them): only the latest query's answer sets the status and screens.
  const latestQuery = useRef(0);
  // DocSearch totals every answer's count (patches.ts): one correction per mounted modal,
  // its total at zero (opened again, or remounted by a retry). Renewed while rendering:
  // DocSearch asks for a retry's query from its own effects, which run before this hook's.
  // An answer still on its way keeps the correction it was asked with.
  const correctHitCount = useRef(createHitCountCorrection());
  const mountedModal = `${modalKey}:${isOpen}`;
  const correctedModal = useRef(mountedModal);
  if (correctedModal.current !== mountedModal) {
    correctedModal.current = mountedModal;
    correctHitCount.current = createHitCountCorrection();
  }
  useEffect(() => {
    reported.current = null;
  }, [modalKey]);

  // DocSearch draws every answer: each is the latest query's, so the list is drawn once per burst of keys.
  const searchLatest = useMemo(
    () => answeredByLatest(searchClient.search, (response) => ({...response, results: response.results.map((result) => ({...result}))})),
    [searchClient],
  );

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
        setAnswerState(container.current, 'pending');
        // Unanswered past DocSearch's stall delay, the loading screen shows: the status says so too.
        const loading = setTimeout(() => {
          if (isLatest() && query.trim()) setOutcome({query, loading: true});
        }, STALL_DELAY_MS);
        return searchLatest(input).then(
          (response) => {
            clearTimeout(loading);
            if (isLatest() && !query.trim()) {
              setAnswerState(container.current, 'blank');
              setOutcome(null);
            } else if (isLatest()) {
              const nbHits = response.results[0]?.nbHits ?? 0;
              // No word hit yet while the meaning layer loads: not "No results" yet.
              const stillLoading = response.results[0]?.meaningPending === true;
              setAnswerState(container.current, nbHits > 0 ? 'hits' : stillLoading ? 'pending' : 'none');
              setMeaningJoining(container.current, stillLoading);
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
            clearTimeout(loading);
            // The index loaded but a part this query needs did not (the split
            // index downloads per query): the same error screen and retry.
            if (isLatest()) {
              setAnswerState(container.current, 'error');
              setMeaningJoining(container.current, false);
              setIndexError(error);
              setOutcome({query, error: true});
            }
            return {results: []};
          },
        );
      },
    }),
    [searchClient, searchLatest, container, setIndexError, setOutcome, recordRelaxedQuery, reportSearch],
  );

  // The local client answers the one call DocSearch makes (search with its
  // requests); DocSearch types the whole Algolia lite client.
  return useCallback(() => safeClient as unknown as DocSearchTransformClient, [safeClient]);
}

/**
 * When no section has every word of a query, the engine relaxes it
 * (plugins/search/client/engine/relaxation.ts) and each hit says which words it lacks. Like
 * web search engines, the modal and the /search page then say so: a notice
 * above the results ("Showing results for …" when every result lacks the
 * same words, else that each result shows what it lacks), and a "Missing: …"
 * line on each result found without some of the words.
 *
 * The modal learns this from the answer: `queryAfterRemoval` (Algolia's name
 * for the words the first results are for, set by docsearchClient.ts) and
 * each hit's `_missingWords`. It draws the notice at the top of DocSearch's
 * result list; the lines inside its hits are drawn by HitLink (ResultLink.tsx). A query
 * cut at the length cap or shortened to fit it is said in the same place (queryLimit.tsx).
 */
import React, {createContext, useCallback, useContext, useState} from 'react';
import {createPortal} from 'react-dom';
import type {ModalDom} from '../../client/docsearch/dom';
import {placeFirst, usePortalHost} from '../../client/docsearch/patches';
import {answerOnScreen} from './answerState';
import {hasQueryLimitNotice, QueryLimitNotice} from '../queryLimit';

type HitWithMissing = {objectID?: string; _missingWords?: string[]; _byMeaning?: true};

export type RelaxedQuery = {
  query: string;
  /** The words every shown result was found for; '' when results lack different words. */
  kept: string;
  /** True when the first result lacks some words (the notice is shown). */
  relaxed: boolean;
  /** Each shown result's missing words, by objectID. */
  missing: ReadonlyMap<string, string[]>;
};

/** What a result lacks of the query, and whether it was found by meaning alone. */
export type ResultWords = {missing?: readonly string[]; byMeaning?: boolean};

/**
 * The words all results were found for, when they all lack the same words
 * (`keptOfFirst`: the words the first has); '' when they differ, so the notice
 * never names words some results do not have. Results found by meaning alone
 * are left out: they say "Related by meaning" instead of what they lack.
 */
export function keptByAll(results: readonly ResultWords[], keptOfFirst: string): string {
  const key = (missing: readonly string[] | undefined) => (missing ?? []).join('\u0000');
  const byWords = results.filter((result) => !result.byMeaning);
  return byWords.every((result) => key(result.missing) === key(byWords[0]?.missing)) ? keptOfFirst : '';
}

/** The notice's sentence, shared by the modal and the /search page. */
export function RelaxedQueryText({kept}: {kept: string}) {
  if (!kept) return <>No result had every word: each result shows the words it is missing.</>;
  return (
    <>
      Showing results for "<strong>{kept}</strong>": no results had every word.
    </>
  );
}

/** "Missing: even pass" under a result found without some of the query's words. */
export function MissingWords({words}: {words: readonly string[] | undefined}) {
  if (!words?.length) return null;
  return (
    <span className="katachi-missing-words" data-testid="missing-words">
      Missing:{' '}
      {words.map((word, i) => (
        <React.Fragment key={word}>
          {i > 0 && ' '}
          <s>{word}</s>
        </React.Fragment>
      ))}
    </span>
  );
}

/** The latest answer's relaxation (null for a query with no hits), and the callback that records it. */
export function useRelaxedQuery(): [RelaxedQuery | null, (query: string, response: unknown) => void] {
  const [relaxed, setRelaxed] = useState<RelaxedQuery | null>(null);
  const record = useCallback((query: string, response: unknown) => {
    const first = (response as {results?: Array<{queryAfterRemoval?: unknown; hits?: HitWithMissing[]}>}).results?.[0];
    const hits = Array.isArray(first?.hits) ? first.hits : [];
    const keptOfFirst = typeof first?.queryAfterRemoval === 'string' ? first.queryAfterRemoval : '';
    const missing = new Map<string, string[]>();
    for (const hit of hits) if (hit.objectID && hit._missingWords?.length) missing.set(hit.objectID, hit._missingWords);
    setRelaxed(
      hits.length > 0
        ? {
            query,
            kept:
              keptOfFirst &&
              keptByAll(
                hits.map((hit) => ({missing: hit._missingWords, byMeaning: hit._byMeaning})),
                keptOfFirst,
              ),
            relaxed: keptOfFirst !== '',
            missing,
          }
        : null,
    );
  }, []);
  return [relaxed, record];
}

/**
 * What a result in the modal lacks. Recent and favourite searches are drawn
 * with the same hit component: only the results of the query on screen have
 * missing words.
 */
export const MissingWordsContext = createContext<ReadonlyMap<string, string[]> | null>(null);

export function useMissingWords(objectID: string | undefined): string[] | undefined {
  const missing = useContext(MissingWordsContext);
  return objectID ? missing?.get(objectID) : undefined;
}

/** The missing words of the results of the query on screen. */
export function missingOnScreen(dom: ModalDom, relaxed: RelaxedQuery | null): ReadonlyMap<string, string[]> | null {
  return answerOnScreen(dom, relaxed)?.missing ?? null;
}

export function RelaxedQueryNotice({dom, relaxed}: {dom: ModalDom; relaxed: RelaxedQuery | null}) {
  const host = usePortalHost(dom.dropdown, placeFirst);
  const shown = answerOnScreen(dom, relaxed);
  const relaxedShown = shown?.relaxed && !dom.noResults ? shown : null;
  // A question cut at the cap or shortened to fit is said even when it found nothing.
  if (!host || (!relaxedShown && !hasQueryLimitNotice(dom.query))) return null;
  return createPortal(
    <>
      <QueryLimitNotice query={dom.query} className="katachi-relaxed-query" />
      {relaxedShown && (
        <p className="katachi-relaxed-query" data-testid="relaxed-query">
          <RelaxedQueryText kept={relaxedShown.kept} />
        </p>
      )}
    </>,
    host,
  );
}

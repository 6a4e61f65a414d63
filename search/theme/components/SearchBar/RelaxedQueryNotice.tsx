/**
 * "Showing results for …": when no section had every word of a query, the
 * engine relaxes it (search/runtime/engine.ts) and says which words it kept.
 * Like hosted search engines, the modal and the /search page then say so, so
 * a reader knows the results are for fewer words than were typed.
 *
 * The modal learns the kept words from the answer's `queryAfterRemoval`
 * (Algolia's name for the same thing, set by docsearchClient.ts) and draws
 * the notice at the top of DocSearch's result list.
 */
import React, {useCallback, useLayoutEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import type {ModalDom} from './useModalDom';

export type RelaxedQuery = {query: string; kept: string};

/** The sentence itself, shared by the modal and the /search page. */
export function RelaxedQueryText({kept}: {kept: string}) {
  return (
    <>
      Showing results for "<strong>{kept}</strong>": no results had every word.
    </>
  );
}

/** The latest answer's relaxed query (null when it had every word), and the callback that records it. */
export function useRelaxedQuery(): [RelaxedQuery | null, (query: string, response: unknown) => void] {
  const [relaxed, setRelaxed] = useState<RelaxedQuery | null>(null);
  const record = useCallback((query: string, response: unknown) => {
    const first = (response as {results?: Array<{queryAfterRemoval?: unknown}>}).results?.[0];
    const kept = typeof first?.queryAfterRemoval === 'string' ? first.queryAfterRemoval : '';
    setRelaxed(kept ? {query, kept} : null);
  }, []);
  return [relaxed, record];
}

export function RelaxedQueryNotice({dom, relaxed}: {dom: ModalDom; relaxed: RelaxedQuery | null}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const dropdown = dom.dropdown;
  useLayoutEffect(() => {
    if (!dropdown) return undefined;
    const element = document.createElement('div');
    element.className = 'katachi-search-host';
    dropdown.insertBefore(element, dropdown.firstChild);
    setHost(element);
    return () => {
      element.remove();
      setHost(null);
    };
  }, [dropdown]);
  // Only for the query on screen: an answer for an older query says nothing about it.
  if (!host || !relaxed || relaxed.query !== dom.query || dom.noResults) return null;
  return createPortal(
    <p className="katachi-relaxed-query" data-testid="relaxed-query">
      <RelaxedQueryText kept={relaxed.kept} />
    </p>,
    host,
  );
}

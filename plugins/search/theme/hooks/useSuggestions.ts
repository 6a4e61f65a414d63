/**
 * "Try searching for": the queries the engine suggests for one that found nothing,
 * shared by the modal's no-results screen and the search page's.
 */
import {useEffect, useState} from 'react';
import type {AsyncSearchEngine} from '../../client/searchService';

/** Up to 3 suggested queries for `query` (null: none asked); empty until they arrive, and when suggesting fails. */
export function useSuggestions(query: string | null, load: () => Promise<AsyncSearchEngine>): string[] {
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

/** The "Let us know." link for a query that found nothing, from the theme's `missingResultsIssueUrl` template. */
export const missingResultsUrlOf = (template: string, query: string): string => template.replace('{query}', encodeURIComponent(query));

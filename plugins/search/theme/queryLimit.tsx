/**
 * The sentence under a search box whose question reached the 64-character cap or was
 * shortened to fit it (client/shortenedQueries.ts): a question that lost words or its end
 * without a word would look searched when it was not.
 */
import React from 'react';
import {QUERY_MAX_LENGTH} from '../shared/queryFit';
import {howShortened} from '../client/shortenedQueries';

/** Whether QueryLimitNotice has something to say about `query`. */
export const hasQueryLimitNotice = (query: string): boolean => howShortened(query) !== null || query.length >= QUERY_MAX_LENGTH;

export function QueryLimitNotice({query, className}: {query: string; className?: string}) {
  if (!hasQueryLimitNotice(query)) return null;
  return (
    <p className={className} data-testid="query-limit">
      {howShortened(query) === 'condensed'
        ? `Shortened to fit ${QUERY_MAX_LENGTH} characters: words such as “how” and “the” were left out first.`
        : `Only the first ${QUERY_MAX_LENGTH} characters are searched: the key words of a question are enough.`}
    </p>
  );
}

/**
 * The spec caps a query at 64 characters, in the modal and on the /search
 * page. The browser stops typing and cuts a pasted question at the cap
 * without a word, so a reader whose question ran longer would not know
 * that the end of it was never searched: both places say so.
 */
import React from 'react';

export const QUERY_MAX_LENGTH = 64;

export const isAtQueryLimit = (query: string): boolean => query.length >= QUERY_MAX_LENGTH;

/** A query as the search box keeps it: its first QUERY_MAX_LENGTH characters (UTF-16 units, as `maxLength` counts). */
export const cutToQueryLimit = (query: string): string => query.slice(0, QUERY_MAX_LENGTH);

/** The sentence shown under a query that reached the cap, or nothing. */
export function QueryLimitNotice({query, className}: {query: string; className?: string}) {
  if (!isAtQueryLimit(query)) return null;
  return (
    <p className={className} data-testid="query-limit">
      Only the first {QUERY_MAX_LENGTH} characters are searched: the key words of a question are enough.
    </p>
  );
}

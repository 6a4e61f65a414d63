/**
 * What /search offers when a query found nothing, after "No results" (which the page's
 * live region says): as the modal does, queries to try and where to report it. The same
 * list of queries to try offers the site's `startQueries` on the empty page.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Queries to try (links to /search) and where to report a query that should have found something. */
export type NoResultsOffer = {suggestions: string[]; pathname: string; reportUrl: string | null};

/** Queries as links to this page's results for them, named by their lead-in (WCAG 1.3.1). */
export function QueryLinks({queries, pathname, labelId}: {queries: string[]; pathname: string; labelId: string}) {
  return (
    <>
      <p id={labelId}>Try searching for:</p>
      <ul className={styles.suggestions} aria-labelledby={labelId}>
        {queries.map((query) => (
          <li key={query}>
            <Link to={`${pathname}?q=${encodeURIComponent(query)}`}>{query}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function NoResults({offer}: {offer: NoResultsOffer}) {
  return (
    <div className={styles.status}>
      {offer.suggestions.length > 0 && <QueryLinks queries={offer.suggestions} pathname={offer.pathname} labelId="search-page-suggestions" />}
      {offer.reportUrl && (
        <p>
          Believe this query should return results?{' '}
          <a className={styles.inlineLink} href={offer.reportUrl} target="_blank" rel="noopener noreferrer">
            Let us know (opens in a new tab).
          </a>
        </p>
      )}
    </div>
  );
}

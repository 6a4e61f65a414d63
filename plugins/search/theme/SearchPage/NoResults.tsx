/**
 * What /search offers when a query found nothing, after "No results" (which the page's
 * live region says): as the modal does, queries to try and where to report it.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** Queries to try (links to /search) and where to report a query that should have found something. */
export type NoResultsOffer = {suggestions: string[]; pathname: string; reportUrl: string | null};

export default function NoResults({offer}: {offer: NoResultsOffer}) {
  return (
    <div className={styles.status}>
      {offer.suggestions.length > 0 && (
        <>
          <p id="search-page-suggestions">Try searching for:</p>
          <ul className={styles.suggestions} aria-labelledby="search-page-suggestions">
            {offer.suggestions.map((suggestion) => (
              <li key={suggestion}>
                <Link to={`${offer.pathname}?q=${encodeURIComponent(suggestion)}`}>{suggestion}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
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

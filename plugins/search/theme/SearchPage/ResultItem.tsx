/**
 * One result on /search: where it is (with "Related by meaning" when only meaning found it),
 * its heading as a link with the matched words marked, a snippet, and the query's words it lacks.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import type {FusedResult} from '../../client/fusedEngine';
import {docSearchHitOf, RELATED_BY_MEANING} from '../../client/docsearchClient';
import {escapeHtml} from '../../../shared/escapeHtml';
import {rememberHighlight} from '../../client/landingHighlight';
import {recordHeading, HIERARCHY_LEVELS} from '../../shared/record';
import {MissingWords} from '../SearchBar/RelaxedQueryNotice';
import styles from './styles.module.css';

const SNIPPET_WORDS = 30;

type Props = {
  hit: FusedResult['hits'][number];
  /** The hit's address as this site links it. */
  url: string;
  /** Called as the reader opens the result (before the page changes). */
  onOpen: () => void;
};

export default function ResultItem({hit, url, onOpen}: Props): React.JSX.Element {
  const shownHit = docSearchHitOf(hit, SNIPPET_WORDS);
  const level = hit.record.type === 'content' ? 'lvl1' : hit.record.type;
  const trail = HIERARCHY_LEVELS.slice(0, HIERARCHY_LEVELS.indexOf(level))
    .map((l) => hit.record.hierarchy[l])
    .filter(Boolean);
  return (
    <li className={styles.result}>
      <p className={styles.trail}>
        {trail.join(' › ')}
        {/* The space keeps the label a word of its own when read out or copied. */}
        {hit.byMeaning && (
          <>
            {' '}
            <span className={styles.byMeaning}>{RELATED_BY_MEANING}</span>
          </>
        )}
      </p>
      <h2 className={styles.resultTitle}>
        <Link
          to={url}
          onClick={() => {
            rememberHighlight(url, hit.terms);
            onOpen();
          }}>
          <span dangerouslySetInnerHTML={{__html: shownHit._highlightResult.hierarchy[level]?.value ?? escapeHtml(recordHeading(hit.record))}} />
        </Link>
      </h2>
      {hit.record.content && <p className={styles.snippet} dangerouslySetInnerHTML={{__html: shownHit._snippetResult.content.value}} />}
      {hit.missingWords.length > 0 && (
        <p className={styles.missing}>
          <MissingWords words={hit.missingWords} />
        </p>
      )}
    </li>
  );
}

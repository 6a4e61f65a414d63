/**
 * "Copy page" and "View as Markdown" for a doc page: two plain controls (a
 * button and a link), so they work with the keyboard and screen readers as
 * they are. The result of a copy is announced in a polite live region.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {markdownUrlOf} from '../shared/markdownUrl';
import {copyMarkdown, MarkdownUnavailableError} from '../client/copyMarkdown';
import OpenIn from './OpenIn';
import {NO_PRINT_CLASS} from '../../shared/print';
import styles from './CopyPage.module.css';

type State = {kind: 'idle'} | {kind: 'copying'} | {kind: 'copied'} | {kind: 'pressAgain'} | {kind: 'failed'; reason: string};

/**
 * A tap kept from before the page loaded (plugins/pageSpeed's early taps) is replayed
 * after hydration; browsers allow the clipboard only within a few seconds of a real
 * press, so a slow load ends with no user activation left: not a fault to report.
 */
const pressWasTooLongAgo = () => typeof navigator !== 'undefined' && navigator.userActivation?.isActive === false;

const COPIED_FOR_MS = 2500;

export default function CopyPage({permalink}: {permalink: string}): ReactNode {
  const markdownUrl = markdownUrlOf(permalink);
  const [state, setState] = useState<State>({kind: 'idle'});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    if (state.kind === 'copying') return;
    clearTimeout(timer.current);
    setState({kind: 'copying'});
    try {
      await copyMarkdown(markdownUrl);
      setState({kind: 'copied'});
      timer.current = setTimeout(() => setState({kind: 'idle'}), COPIED_FOR_MS);
    } catch (error) {
      if (!(error instanceof MarkdownUnavailableError) && pressWasTooLongAgo()) {
        setState({kind: 'pressAgain'});
        return;
      }
      const reason =
        error instanceof MarkdownUnavailableError
          ? error.message
          : 'the browser did not allow writing to the clipboard; use "View as Markdown" and copy from there';
      setState({kind: 'failed', reason});
    }
  };

  return (
    <div className={clsx(styles.copyPage, NO_PRINT_CLASS)}>
      {/* The page's Markdown, findable by tools that read the HTML page's head. */}
      <Head>
        <link rel="alternate" type="text/markdown" href={markdownUrl} />
      </Head>
      {/* aria-disabled, not disabled: a disabled button loses focus to <body> (WCAG 2.4.3). */}
      <button type="button" className={styles.control} onClick={copy} aria-disabled={state.kind === 'copying'}>
        <CopyIcon />
        {state.kind === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.control} href={markdownUrl} type="text/markdown">
        <MarkdownIcon />
        <span>
          <span className={styles.wideOnly}>View as </span>Markdown
        </span>
      </a>
      <OpenIn markdownUrl={markdownUrl} />
      <p role="status" className={clsx(styles.status, state.kind === 'failed' && styles.failed)}>
        {state.kind === 'copied' && 'Page copied as Markdown.'}
        {state.kind === 'pressAgain' && 'The page has finished loading: press Copy page again to copy it.'}
        {state.kind === 'failed' && `Could not copy the page: ${state.reason}.`}
      </p>
    </div>
  );
}

function CopyIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

function MarkdownIcon(): ReactNode {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M6 15V9l3 3 3-3v6M16 9v6m-2-2 2 2 2-2" />
    </svg>
  );
}

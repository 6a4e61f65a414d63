/**
 * What a finished (or unfinished) run shows below the Run toolbar (see Runner.tsx): each
 * `# =>` line's verdict, what the code printed, an exception, or Retry after a failure.
 */
import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import type {PrintedOutput, RanOutcome, RunOutcome} from '../client/protocol';
import {terminalText} from '../client/terminalText';
import {PRINT_LIMIT_CHARS} from '../shared/runLimit';
import shared from './RunnableExample.module.css';
import styles from './Runner.module.css';

/**
 * Why the results shown may not be this code's: a new run is under way (and has printed
 * nothing yet), or the code was edited since they were made. Null when they are.
 */
export function staleNoteFor(running: boolean, codeChanged: boolean): string | null {
  if (running) return 'From the previous run: this run has printed nothing yet.';
  if (codeChanged) return 'From the last run; the code has changed since.';
  return null;
}

/**
 * A failed run's sentence is the status above; its box holds what the run printed before it
 * failed, and Retry when retrying can help. A run stopped by the reader or the time limit keeps
 * what it printed.
 */
export function Outcome({
  outcome,
  code,
  name,
  onRetry,
  staleNote,
}: {
  outcome: RunOutcome;
  code: string;
  name: string;
  onRetry: () => void;
  staleNote: string | null;
}): ReactNode {
  const note = staleNote && <p className={styles.stale}>{staleNote}</p>;
  if (outcome.kind === 'ran') return <RanResult outcome={outcome} code={code} note={note} />;
  const cutShort = outcome.kind !== 'download' && outcome.printed.length > 0 && (
    <PrintedFigure output={outcome} caption="Printed before it stopped" />
  );
  if (outcome.kind === 'timeout' || outcome.kind === 'stopped') {
    return cutShort ? (
      <div className={styles.results} data-outcome={outcome.kind}>
        {note}
        {cutShort}
      </div>
    ) : null;
  }
  return (
    <div className={styles.results} data-outcome={outcome.kind}>
      {note}
      {cutShort}
      <button type="button" className={shared.secondary} onClick={onRetry} aria-label={`Retry ${name}`}>
        Retry
      </button>
    </div>
  );
}

/** More pieces than this (a piece is a run of one stream) are shown as plain text. */
const STYLED_PIECES_MAX = 2_000;

/**
 * What a run printed, stdout and stderr told apart. While it grows, it stays scrolled to its
 * end unless the reader has scrolled up to read.
 */
export function PrintedFigure({
  output: {printed, printedCut, omittedChars = 0},
  caption,
}: {
  output: PrintedOutput & {omittedChars?: number};
  caption: string;
}): ReactNode {
  const box = useRef<HTMLPreElement>(null);
  const atEnd = useRef(true);
  useLayoutEffect(() => {
    if (box.current && atEnd.current) box.current.scrollTop = box.current.scrollHeight;
  }, [printed]);
  const onScroll = () => {
    const b = box.current;
    if (b) atEnd.current = b.scrollTop + b.clientHeight >= b.scrollHeight - 4;
  };
  return (
    <figure className={styles.printed}>
      <figcaption>{caption}</figcaption>
      {omittedChars > 0 && (
        <p className={styles.note}>
          While it runs, the last {printed.reduce((n, p) => n + p.text.length, 0).toLocaleString('en')} characters show; all of it shows when it ends.
        </p>
      )}
      <pre ref={box} tabIndex={0} onScroll={onScroll}>
        {printed.length > STYLED_PIECES_MAX
          ? // Tens of thousands of pieces (stdout and stderr alternating) took the page most of a
            // second to lay out as elements: plain text, each stderr line still marked.
            printed.map((p) => (p.stream === 'stderr' ? terminalText(p.text).replace(/^(?=.)/gmu, 'stderr: ') : terminalText(p.text))).join('')
          : printed.map((p, i) =>
              p.stream === 'stderr' ? (
                // Every line marked, not the first only: colour alone does not tell the streams apart.
                <span key={i} className={styles.stderr}>
                  {terminalText(p.text)
                    .split(/(?<=\n)/)
                    .map((line, j) => (
                      <React.Fragment key={j}>
                        <span className={styles.streamLabel}>stderr: </span>
                        {line}
                      </React.Fragment>
                    ))}
                </span>
              ) : (
                <span key={i}>{terminalText(p.text)}</span>
              ),
            )}
      </pre>
      {printedCut && <p className={styles.note}>Only the first {PRINT_LIMIT_CHARS.toLocaleString('en')} characters printed are shown.</p>}
    </figure>
  );
}

/** The statement on an annotated line, without its `# =>` comment. */
function statementText(code: string, line: number): string {
  const text = code.split('\n')[line - 1] ?? '';
  return text.replace(/#\s*=>.*$/, '').trim();
}

function RanResult({outcome, code, note}: {outcome: RanOutcome; code: string; note: ReactNode}): ReactNode {
  const {annotations, problems, report, printed} = outcome;
  return (
    <div className={styles.results} data-outcome="ran">
      {note}
      {annotations.length > 0 && (
        <ul className={styles.checks} aria-label="Values of the annotated lines">
          {annotations.map((a) => {
            const check = report.checks.find((c) => c.line === a.line);
            const verdict = !check ? 'unreached' : check.ok ? 'match' : 'differs';
            return (
              <li key={a.line} className={styles[verdict]} data-line={a.line} data-verdict={verdict}>
                <span className={styles.where}>
                  line {a.line}: <code>{statementText(code, a.line)}</code>
                </span>
                <span className={styles.verdict}>
                  {verdict === 'match' && (
                    <>
                      <span aria-hidden="true">✓ </span>
                      <code data-actual>{check!.actual}</code> matches
                    </>
                  )}
                  {verdict === 'differs' && (
                    <>
                      <span aria-hidden="true">✗ </span>
                      <code data-actual>{check!.actual}</code> differs from the annotation <code>{a.expected}</code>
                    </>
                  )}
                  {verdict === 'unreached' && (
                    <>
                      <span aria-hidden="true">– </span>not reached (expected <code>{a.expected}</code>)
                    </>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {problems.map((p) => (
        <p key={`p${p.line}`} className={styles.note}>
          line {p.line}: not checked: {p.message}
        </p>
      ))}
      {report.raised && (
        <p className={styles.failure} data-raised>
          <span aria-hidden="true">⚠ </span>
          Exception on line {report.raised.line}: <code>{report.raised.errorClass}</code>: {report.raised.message}
        </p>
      )}
      {printed.length > 0 && <PrintedFigure output={outcome} caption="Printed" />}
      {annotations.length === 0 && printed.length === 0 && !report.raised && (
        <p className={styles.note}>Ran; it printed nothing and has no annotated lines.</p>
      )}
    </div>
  );
}

/**
 * The Run UI of one example, loaded on the first Run or Edit (see RunnableExample.tsx):
 * runs the code, shows each `# =>` line's actual value beside it, what the
 * code printed (as it prints) and any exception; lets the reader edit the code in place, run
 * it again and reset it; Stop ends a run, keeping what it printed. One live region says where
 * a run stands (waiting, downloading Ruby, running) and then its result.
 */
import clsx from 'clsx';
import React, {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import type {RunnerAssets} from '../shared/assets';
import type {PrintedOutput, RanOutcome, RunOutcome} from '../client/protocol';
import {runExample, type Phase} from '../client/runnerClient';
import type {PrintedSoFar} from '../client/printedSoFar';
import {terminalText} from '../client/terminalText';
import {summarize} from '../client/summary';
import {PRINT_LIMIT_CHARS} from '../shared/runLimit';
import {NO_PRINT_CLASS} from '../../shared/print';
import shared from './RunnableExample.module.css';
import styles from './Runner.module.css';

const PHASE_TEXT: Record<Phase, (waitingFor?: string) => string> = {
  waiting: (waitingFor) => `Waiting for ${waitingFor ?? 'another example'} to finish…`,
  downloading: () => 'Downloading Ruby (once per visit)…',
  starting: () => 'Starting Ruby (once per visit)…',
  running: () => 'Running…',
};

type Props = {
  code: string;
  /** "example 3: Making a key optional": the end of each button's accessible name (RunnableExample.tsx). */
  name: string;
  assets: RunnerAssets;
  /** What the reader pressed before this module loaded: Run, or Edit. */
  first: 'run' | 'edit';
  /**
   * Whether the editor shows instead of the code block. RunnableExample holds it: the code
   * block stays where it was, mounted, so pressing Run does not render it again (unhighlighted
   * for a moment: its highlighting is the server's, kept only while it stays mounted).
   */
  editing: boolean;
  setEditing: (editing: boolean) => void;
};

export default function Runner({code: originalCode, name, assets, first, editing, setEditing}: Props): ReactNode {
  const [code, setCode] = useState(originalCode);
  const [phase, setPhase] = useState<{phase: Phase; waitingFor?: string} | null>(null);
  /** How far Ruby's download has got, 0 to 1, while it downloads. */
  const [downloaded, setDownloaded] = useState(0);
  const [result, setResult] = useState<{outcome: RunOutcome; code: string} | null>(null);
  /** What the unfinished run has printed so far: shown instead of the last result once it prints. */
  const [printedSoFar, setPrintedSoFar] = useState<PrintedSoFar | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const runButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const busy = phase !== null;
  const failed = !busy && result !== null && result.outcome.kind !== 'ran' && result.outcome.kind !== 'stopped';
  // Set at the press itself: the phase comes a moment later, and a second press must not run it twice.
  // It is the unfinished run's Stop.
  const unfinishedRun = useRef<AbortController | null>(null);
  /** Counts Resets: a run that Reset ended shows no result (the example is back to its start). */
  const resets = useRef(0);

  const run = useCallback(() => {
    if (unfinishedRun.current) return;
    const stop = new AbortController();
    unfinishedRun.current = stop;
    const ran = code;
    const resetsBefore = resets.current;
    setPrintedSoFar(null);
    runExample(assets, ran, {
      onPhase: (next, waitingFor) => setPhase({phase: next, waitingFor}),
      onPrinted: setPrintedSoFar,
      onDownload: setDownloaded,
      stop: stop.signal,
      name,
    }).then((outcome) => {
      unfinishedRun.current = null;
      // Stop goes away with the run: focus on it goes to Run, not to the page.
      if (stopButton.current && document.activeElement === stopButton.current) runButton.current?.focus();
      setPhase(null);
      setPrintedSoFar(null);
      if (resets.current !== resetsBefore) return;
      setResult({outcome, code: ran});
      setAnnouncement(summarize(outcome));
    });
  }, [assets, code, name]);

  // A run still going when the reader leaves the page would hold the next page's runs. Checked
  // a moment later: React's strict mode unmounts and mounts again at once, which is no leaving.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const unfinished = unfinishedRun.current;
      setTimeout(() => mounted.current || unfinished?.abort());
    };
  }, []);

  // Stop goes away once pressed: focus goes to Run, as after Retry.
  const stop = () => {
    runButton.current?.focus();
    unfinishedRun.current?.abort();
  };

  // The reader pressed Run before this module loaded: run now, and keep focus on Run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || first !== 'run') return;
    started.current = true;
    runButton.current?.focus();
    run();
  }, [run, first]);

  useEffect(() => {
    if (editing) editor.current?.focus();
  }, [editing]);

  // Retry goes away once pressed: focus goes to Run, as after Reset, not to the page.
  const retry = () => {
    runButton.current?.focus();
    run();
  };

  // Back to the example as written: an unfinished run of other code ends too.
  const reset = () => {
    resets.current += 1;
    unfinishedRun.current?.abort();
    setCode(originalCode);
    setEditing(false);
    setResult(null);
    setAnnouncement('Code reset to the original example.');
    runButton.current?.focus();
  };

  const changed = editing || code !== originalCode;
  const lines = code.split('\n').length;

  return (
    <>
      {editing && (
        <textarea
          ref={editor}
          className={styles.editor}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              run();
            }
          }}
          rows={Math.min(Math.max(lines, 3), 30)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          aria-label={`Ruby code of ${name} (editable; Ctrl+Enter runs it)`}
        />
      )}
      <div className={clsx(shared.toolbar, NO_PRINT_CLASS)}>
        <button ref={runButton} type="button" className={shared.run} onClick={run} aria-disabled={busy} aria-label={`Run ${name}`}>
          Run
        </button>
        {!editing && (
          <button type="button" className={shared.secondary} onClick={() => setEditing(true)} aria-label={`Edit ${name}`}>
            Edit
          </button>
        )}
        <button type="button" className={shared.secondary} onClick={reset} disabled={!changed} aria-label={`Reset ${name}`}>
          Reset
        </button>
        {/* Last: when it goes (pressed, or the run ended as it was pressed), no other button moves
            under the pointer, so a double press cannot Reset the reader's code. */}
        {busy && (
          <button ref={stopButton} type="button" className={shared.secondary} onClick={stop} aria-label={`Stop ${name}`}>
            Stop
          </button>
        )}
      </div>
      {/* Never removed between runs (a region added with its text may go unheard); the run's stage while it runs.
          A run that failed says so here only, styled as a failure: the box below holds only Retry. */}
      <div role="status" className={clsx(styles.summary, failed && styles.failure)} data-testid="run-summary">
        {phase ? PHASE_TEXT[phase.phase](phase.waitingFor) : announcement}
      </div>
      {/* Outside the status, whose words would be said again at each step: a progress bar is read when reached. */}
      {phase?.phase === 'downloading' && (
        <div className={styles.download}>
          <progress max={1} value={downloaded} aria-label="Ruby downloaded" />
          <span aria-hidden="true">{Math.floor(downloaded * 100)}%</span>
        </div>
      )}
      {busy && printedSoFar ? (
        <div className={styles.results} data-outcome="running">
          <PrintedFigure output={printedSoFar} caption="Printed so far" />
        </div>
      ) : (
        result && (
          <Outcome outcome={result.outcome} code={result.code} name={name} onRetry={retry} staleNote={staleNoteFor(busy, result.code !== code)} />
        )
      )}
    </>
  );
}

/**
 * Why the results shown may not be this code's: a new run is under way (and has printed
 * nothing yet), or the code was edited since they were made. Null when they are.
 */
function staleNoteFor(running: boolean, codeChanged: boolean): string | null {
  if (running) return 'From the previous run: this run has printed nothing yet.';
  if (codeChanged) return 'From the last run; the code has changed since.';
  return null;
}

/**
 * A failed run's sentence is the status above; its box holds what the run printed before it
 * failed, and Retry when retrying can help. A run stopped by the reader or the time limit keeps
 * what it printed.
 */
function Outcome({
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
function PrintedFigure({
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

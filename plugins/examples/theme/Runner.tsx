/**
 * The Run UI of one example, loaded on the first Run or Edit (see RunnableExample.tsx):
 * runs the code, shows each `# =>` line's actual value beside it, what the
 * code printed (as it prints) and any exception; lets the reader edit the code in place, run
 * it again and reset it; Stop ends a run, keeping what it printed. One live region says where
 * a run stands (waiting, downloading Ruby, running) and then its result.
 */
import clsx from 'clsx';
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import type {RunnerAssets} from '../shared/assets';
import type {RunOutcome} from '../client/protocol';
import {runExample, type Phase} from '../client/runnerClient';
import type {PrintedSoFar} from '../client/printedSoFar';
import {summarize} from '../client/summary';
import {NO_PRINT_CLASS} from '../../shared/print';
import shared from './RunnableExample.module.css';
import styles from './Runner.module.css';
import {Outcome, PrintedFigure, staleNoteFor} from './RunOutcome';

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

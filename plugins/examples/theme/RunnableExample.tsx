/**
 * Wraps a runnable Ruby example (added by plugins/examples/node/remarkRunnable.ts):
 * the code block as the theme renders it, plus Run and Edit buttons. This part is on
 * every page with an example, so it stays tiny: the editor and the results load when
 * the reader first presses Run or Edit, and the Ruby runtime on the first run.
 */
import React, {useState, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {EXAMPLES_PLUGIN_NAME, type ExamplesGlobalData} from '../shared/assets';
import type RunnerType from './Runner';
import clsx from 'clsx';
import {NO_PRINT_CLASS} from '../../shared/print';
import styles from './RunnableExample.module.css';

type RunnerComponent = typeof RunnerType;

type Props = {
  code: string;
  /** "example 3: Making a key optional" (remarkRunnable.ts): the buttons' accessible names end with it. */
  name: string;
  children: ReactNode;
};

export default function RunnableExample({code, name, children}: Props): ReactNode {
  const data = usePluginData(EXAMPLES_PLUGIN_NAME, undefined, {failfast: false}) as ExamplesGlobalData | undefined;
  const [Runner, setRunner] = useState<RunnerComponent | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [first, setFirst] = useState<'run' | 'edit'>('run');
  const [editing, setEditing] = useState(false);

  if (!data) return children; // built without the gem: no Run control

  const start = (action: 'run' | 'edit') => {
    if (state === 'loading') return;
    setFirst(action);
    setState('loading');
    import('./Runner').then(
      (m) => {
        setRunner(() => m.default);
        // The editor replaces the code block only once it is here.
        setEditing(action === 'edit');
      },
      () => setState('failed'),
    );
  };
  return (
    <div className={styles.example}>
      {/* Always here, in the same place: the code block keeps its highlighting when Run loads. */}
      <div className={styles.code} hidden={editing}>
        {children}
      </div>
      {Runner ? (
        <Runner code={code} name={name} assets={data.assets} first={first} editing={editing} setEditing={setEditing} />
      ) : (
        <Toolbar name={name} state={state} onStart={start} />
      )}
    </div>
  );
}

/** Run and Edit before the Run UI has loaded (they load it). */
function Toolbar({
  name,
  state,
  onStart: start,
}: {
  name: string;
  state: 'idle' | 'loading' | 'failed';
  onStart: (action: 'run' | 'edit') => void;
}): ReactNode {
  return (
    <div className={clsx(styles.toolbar, NO_PRINT_CLASS)}>
      <button type="button" className={styles.run} onClick={() => start('run')} aria-disabled={state === 'loading'} aria-label={`Run ${name}`}>
        Run
      </button>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => start('edit')}
        aria-disabled={state === 'loading'}
        aria-label={`Edit ${name}`}>
        Edit
      </button>
      {state === 'failed' && (
        <span role="alert" className={styles.note}>
          Could not load the runner. Check the connection and press Run or Edit again.
        </span>
      )}
    </div>
  );
}

/**
 * Shown instead of the search modal when its code (a chunk loaded on first
 * use) could not be fetched: a small dialog with the error and a Retry that
 * asks for the chunk again (webpack forgets a failed chunk, so the next
 * `import()` requests it anew), pressed or when the browser comes back online.
 */
import React, {useEffect, useId, useRef, useState} from 'react';
import {useFocusTrap} from './useFocusTrap';
import {useRetryWhenOnline} from '../hooks/useRetryWhenOnline';
import {MODAL_LOAD_ERROR_CSS} from './ModalLoadError.styles';

type Props = {
  error: Error;
  /** Loads the modal again and opens it; settles either way. */
  onRetry: () => Promise<void>;
  onClose: () => void;
};

export default function ModalLoadError({error, onRetry, onClose}: Props): React.JSX.Element {
  const titleId = useId();
  const messageId = useId();
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const [retrying, setRetrying] = useState(false);

  useFocusTrap(dialog);

  useEffect(() => {
    retryRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const retry = () => {
    if (retrying) return;
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  // Back online, it tries again by itself.
  useRetryWhenOnline(!retrying, retry);

  return (
    // A click on the backdrop closes, as DocSearch's own does: a pointer
    // shortcut; from the keyboard, Escape and the Close button do the same.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="katachi-load-error-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      <style href="katachi-load-error" precedence="katachi">
        {MODAL_LOAD_ERROR_CSS}
      </style>
      <div ref={setDialog} className="katachi-load-error" role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={messageId}>
        <h2 id={titleId} className="katachi-load-error__title">
          Search could not load
        </h2>
        <div id={messageId}>
          <p>Check your connection, then try again.</p>
          <p className="katachi-load-error__message">{error.message || String(error)}</p>
        </div>
        <div className="katachi-load-error__actions">
          <button type="button" className="button button--secondary button--outline" onClick={onClose}>
            Close
          </button>
          <button ref={retryRef} type="button" className="button button--primary" onClick={retry} aria-busy={retrying || undefined}>
            {retrying ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      </div>
    </div>
  );
}

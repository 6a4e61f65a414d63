/**
 * DocSearch's own "Unable to fetch results" screen never shows for a failing
 * client in 4.7, so we render the same screen (same classes and wording) inside
 * the open modal's dropdown, plus a retry button, and hide the misleading
 * "No results" screen underneath while it is shown.
 */
import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';

const ERRORED_CLASS = 'DocSearch-Modal--IndexError';

export function IndexErrorScreen({onRetry}: {onRetry: () => void}): React.JSX.Element | null {
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const modal = document.querySelector<HTMLElement>('.DocSearch-Modal');
    setDropdown(document.querySelector<HTMLElement>('.DocSearch-Dropdown'));
    modal?.classList.add(ERRORED_CLASS);
    return () => modal?.classList.remove(ERRORED_CLASS);
  }, []);

  if (!dropdown) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen katachi-search-error" role="alert">
      <div className="DocSearch-Screen-Icon" aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.4">
          <path d="M10 6v5M10 14h.01M2 10a8 8 0 1 0 16 0 8 8 0 0 0-16 0z" strokeLinecap="round" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
      <button type="button" className="katachi-search-retry" onClick={onRetry}>
        Try again
      </button>
    </div>,
    dropdown,
  );
}

import {useEffect} from 'react';
import {QUERY_MAX_LENGTH} from '../queryLimit';

/**
 * Holds the open modal's input to the spec's query cap (QUERY_MAX_LENGTH in
 * queryLimit.tsx): DocSearch 4.7 sets its own maxLength of 512.
 */
export function useLimitedModalInput(isOpen: boolean, modalKey: number): void {
  useEffect(() => {
    if (!isOpen) return;
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    // React sets maxLength once at mount and never again (its prop never
    // changes), so overriding the DOM property here sticks; the browser then
    // truncates typing and pasting alike.
    if (input) input.maxLength = QUERY_MAX_LENGTH;
  }, [isOpen, modalKey]);
}

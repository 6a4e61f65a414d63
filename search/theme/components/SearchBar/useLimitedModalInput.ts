import {useEffect} from 'react';
import {QUERY_MAX_LENGTH} from '../queryLimit';

/** The spec caps the modal's query at 64 characters (queryLimit.tsx); DocSearch 4.7 sets 512. */

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

import {useEffect, useState} from 'react';

/**
 * How long a live region's text must stay the same before it is announced. A reader
 * typing "hash" would otherwise hear an answer per key, each queued behind the last;
 * GOV.UK's accessible-autocomplete waits longer still (1.4 s) before its status.
 */
const ANNOUNCE_DELAY_MS = 1000;

/**
 * `text` once it has stayed the same for ANNOUNCE_DELAY_MS ('' at once: there is nothing to
 * say). '' at first, so a live region mounted with its first text still announces it.
 */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    if (text === '') {
      setSettled('');
      return undefined;
    }
    const timer = setTimeout(() => setSettled(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

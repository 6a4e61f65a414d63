/**
 * A question pasted into the search box keeps only the box's first 64 characters (the
 * spec's cap on a search query). The answer box takes 500, so a reader who pasted a long
 * question and then switches to Ask AI gets the whole of it as the draft, not its cut.
 */
import {useEffect, useRef, type MutableRefObject} from 'react';

/** What the box would hold after a paste with no cap: the selection replaced by `text`, line breaks as spaces. */
export function valueAfterPaste(value: string, selectionStart: number | null, selectionEnd: number | null, text: string): string {
  const start = selectionStart ?? value.length;
  const end = selectionEnd ?? start;
  return value.slice(0, start) + text.replace(/\r\n?|\n/g, ' ') + value.slice(end);
}

/**
 * The draft question: `uncut` (what the last paste would have made of the box) while the box
 * holds exactly its first `boxLimit` characters, so nothing typed since is undone; otherwise
 * the box's own text (so too with no limit: -1, as an input without maxlength reports it).
 * Cut to the answer box's `draftLimit`.
 */
export function draftQuestion(boxValue: string, uncut: string | null, boxLimit: number, draftLimit: number): string {
  const whole = uncut !== null && boxLimit >= 0 && uncut.length > boxLimit && uncut.slice(0, boxLimit) === boxValue ? uncut : boxValue;
  return whole.trim().slice(0, draftLimit);
}

/**
 * The draft on switching to Ask AI: the search box's question (`fromSearch`), unless the
 * reader has written in the question box since it was last filled from the search box
 * (`lastFilled`), or the search box is empty.
 */
export function draftOnSwitch(draft: string, lastFilled: string | null, fromSearch: string): string {
  const untouched = draft === '' || draft === lastFilled;
  return untouched && fromSearch ? fromSearch : draft;
}

/**
 * What the search box's last paste would have held without its cap, from the moment the
 * box exists: used by the modal's add-on itself, not by the answer mode's chunk, which may
 * still be downloading when the reader pastes.
 */
export function useUncutPaste(input: HTMLInputElement | null): MutableRefObject<string | null> {
  const uncut = useRef<string | null>(null);
  useEffect(() => {
    if (!input) return undefined;
    const remember = (event: ClipboardEvent) => {
      uncut.current = valueAfterPaste(input.value, input.selectionStart, input.selectionEnd, event.clipboardData?.getData('text/plain') ?? '');
    };
    input.addEventListener('paste', remember);
    return () => input.removeEventListener('paste', remember);
  }, [input]);
  return uncut;
}

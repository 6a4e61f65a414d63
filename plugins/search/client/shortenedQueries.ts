/**
 * Questions that arrived in a search box longer than it takes (pasted, selected on the page,
 * a `q` in a URL an assistant wrote), fitted by shared/queryFit.ts and remembered: the notice
 * under the box says how a question was shortened, and Ask AI drafts the whole of it, while
 * the box holds exactly what it was shortened to (typed over, the words are the reader's own).
 */
import {fitToQueryLimit, QUERY_MAX_LENGTH, spacedOut} from '../shared/queryFit';
import {setModalQuery} from './docsearch/dom';

type Shortening = {
  /** Words left out (stop words first), or only the end cut (a cut at a word's end can stop short of the cap). */
  how: 'condensed' | 'cut';
  whole: string;
};

const shortenedHere = new Map<string, Shortening>();

/** fitToQueryLimit for a question arriving whole in a box, remembered when words were lost. */
export function takeIntoBox(query: string): string {
  const fitted = fitToQueryLimit(query);
  const whole = spacedOut(query);
  if (fitted !== whole) shortenedHere.set(fitted, {how: whole.startsWith(fitted) ? 'cut' : 'condensed', whole});
  return fitted;
}

/** How the question a box holds was shortened, or null when it was not (or was typed over since). */
export const howShortened = (boxValue: string): Shortening['how'] | null => shortenedHere.get(boxValue)?.how ?? null;

/** The whole question a box's value was shortened from, or null. */
export const wholeQuestionBehind = (boxValue: string): string | null => shortenedHere.get(boxValue)?.whole ?? null;

/**
 * A paste that would run past the cap is condensed, not cut as the browser would. The whole
 * value (typed before and after the paste included) goes in as a reader's typing would, so
 * React and DocSearch see it. Returns the cleanup.
 */
export function fitQuestionsOnPaste(input: HTMLInputElement): () => void {
  const onPaste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData?.getData('text/plain') ?? '';
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const whole = input.value.slice(0, start) + pasted + input.value.slice(end);
    if (whole.length <= QUERY_MAX_LENGTH) return;
    event.preventDefault();
    setModalQuery(input, takeIntoBox(whole));
  };
  input.addEventListener('paste', onPaste);
  return () => input.removeEventListener('paste', onPaste);
}

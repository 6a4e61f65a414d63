/**
 * Whether the modal's latest query has been answered, written as an attribute
 * on our modal root so CSS (modal.css) can act before the next paint.
 *
 * DocSearch 4.7 shows its "No results for …" screen for any query whose
 * results have not arrived yet: on a slow network, seconds of a false answer
 * while the index downloads. We mark the query pending synchronously when the
 * modal asks our client (before React renders the new query), and "none" only
 * once the engine has answered with zero hits; CSS shows the no-results
 * screen only then, and a loading screen when DocSearch reports the search
 * stalled (300 ms without an answer). A query of spaces alone is no query:
 * the box empties one as it is typed (useNoBlankModalQuery), and one that
 * reaches DocSearch before that patch holds the box is answered "blank",
 * never "No results for \" \"".
 */
const ANSWER_ATTRIBUTE = 'data-katachi-answer';
export const MODAL_ROOT_CLASS = 'katachi-search-root';

export type AnswerState = 'pending' | 'hits' | 'none' | 'error' | 'blank';

export function answerStateOf(root: HTMLElement | null): AnswerState | null {
  return (root?.getAttribute(ANSWER_ATTRIBUTE) as AnswerState | null) ?? null;
}

export function setAnswerState(root: HTMLElement | null, state: AnswerState): void {
  if (root && root.getAttribute(ANSWER_ATTRIBUTE) !== state) root.setAttribute(ANSWER_ATTRIBUTE, state);
}

/**
 * Set while the latest answer came from the words alone and the meaning layer
 * is still to join it (settleMeaning.ts): the list may settle once more. Tests
 * wait for it to go before they read the list; nothing is styled by it.
 */
export const MEANING_ATTRIBUTE = 'data-katachi-meaning';

export function setMeaningJoining(root: HTMLElement | null, joining: boolean): void {
  if (!root) return;
  if (joining) root.setAttribute(MEANING_ATTRIBUTE, 'joining');
  else root.removeAttribute(MEANING_ATTRIBUTE);
}

/**
 * `answer` when it answers the query on screen, else null: DocSearch keeps
 * showing an older query's results while a newer one is searched, and an
 * answer for an older query says nothing about the one in the box.
 */
export function answerOnScreen<T extends {query: string}>(dom: {query: string}, answer: T | null): T | null {
  return answer && dom.query !== '' && answer.query === dom.query ? answer : null;
}

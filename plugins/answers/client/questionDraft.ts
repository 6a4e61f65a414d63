/**
 * The draft question on switching to Ask AI. The search box takes 64 characters (the spec's
 * cap on a search query) and shortens a longer question to fit; the answer box takes 500,
 * so a reader whose question was shortened gets the whole of it as the draft.
 */

/**
 * The draft from the search box: `whole` (the question the box's value was shortened from,
 * search's client/shortenedQueries.ts; null when it was not, or was typed over since), else
 * the box's own text; cut to the answer box's `draftLimit`.
 */
export function draftQuestion(boxValue: string, whole: string | null, draftLimit: number): string {
  return (whole ?? boxValue).trim().slice(0, draftLimit);
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

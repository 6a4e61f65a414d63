/**
 * A run longer than this is stopped: in the page (the worker is ended and a
 * new one started) and in `npm run check:ruby` alike, so an example the
 * checker passes can also finish in a reader's browser.
 */
export const RUN_LIMIT_MS = 10_000;

/** What a run may print and still be shown: the page lays out every character (20 million froze it for seconds). */
export const PRINT_LIMIT_CHARS = 100_000;

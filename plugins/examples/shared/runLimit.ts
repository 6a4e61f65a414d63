/**
 * A run longer than this is stopped: in the page (the worker is ended and a
 * new one started) and in `npm run check:ruby` alike, so an example the
 * checker passes can also finish in a reader's browser.
 */
export const RUN_LIMIT_MS = 10_000;

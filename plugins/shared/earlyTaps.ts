/**
 * A button the page's inline early-taps script (plugins/pageSpeed/client/earlyTaps.ts)
 * leaves alone because it keeps its own taps from before hydration (the navbar search,
 * plugins/search/client/earlyIntent.ts). Plain TypeScript, no dependencies.
 */
export const OWN_EARLY_TAPS_ATTRIBUTE = 'data-own-early-taps';

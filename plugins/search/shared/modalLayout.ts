/**
 * How the search modal lays out a page of hits. Shared by the search bar (eager), the
 * modal's client (lazy) and the tools that replay the modal, so none restates them.
 */

/** Hits the modal asks for at once: DocSearch 4.7's hitsPerPage, as it sends it. */
export const MODAL_HITS_PER_PAGE = 20;

/** At most this many hits a group: the bar's maxResultsPerGroup. */
export const MODAL_RESULTS_PER_GROUP = 5;

/**
 * The class of a control a printed page leaves out (Copy page, Run, the feedback
 * question): static/css/print.css hides it, a stylesheet linked with media="print" so it
 * never delays a page's first paint. Plain TypeScript, no dependencies.
 */
export const NO_PRINT_CLASS = 'katachi-no-print';

/**
 * Client module: Docusaurus' link prefetching, moved to idle time (registered
 * by plugins/pageSpeed/index.ts).
 *
 * Docusaurus' <Link> prefetches a page's chunks as soon as the link scrolls
 * into view (an IntersectionObserver per link calls
 * `window.docusaurus.prefetch`). Right after a page hydrates that is every
 * link on screen at once (sidebar, navbar, breadcrumbs, pagination), and each
 * call matches the route against every route and adds a
 * `<link rel="prefetch">` per chunk: one 150–230 ms task under 4× CPU
 * slowdown (profiled on /docs/Features/Hashes), which counts in Total
 * Blocking Time and delays the first tap.
 *
 * Here `window.docusaurus.prefetch` queues the route instead, and the queue
 * is worked through when the browser is idle, one route per idle callback,
 * so that no task grows long even on a slow phone. Everything is prefetched
 * as before, only later; hover and touch (`preload`) are left immediate.
 *
 * Docusaurus assigns `window.docusaurus` in its client entry, after the client
 * modules have run, so the property's setter is where the wrapping happens.
 */
import {createIdleQueue} from './idleQueue';

type DocusaurusGlobal = {prefetch(routePath: string): unknown; preload(routePath: string): unknown};

export function deferPrefetch(docusaurus: DocusaurusGlobal): DocusaurusGlobal {
  const queue = createIdleQueue();
  // Routes waiting in the queue: one asked for again meanwhile is not queued twice.
  const queued = new Set<string>();
  return Object.freeze({
    ...docusaurus,
    prefetch(routePath: string) {
      if (!queued.has(routePath)) {
        queued.add(routePath);
        queue.add(() => {
          queued.delete(routePath);
          docusaurus.prefetch(routePath);
        });
      }
      return true;
    },
  });
}

/** Wraps whatever Docusaurus assigns to `target.docusaurus` from now on. */
export function installIdlePrefetch(target: object): void {
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = value && deferPrefetch(value);
    },
  });
}

if (typeof window !== 'undefined') installIdlePrefetch(window);

export default {};

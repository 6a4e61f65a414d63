/**
 * A queue of small jobs run when the browser is idle, one job per idle
 * callback, so that deferred start-up work (link prefetching, code block
 * buttons) never adds up to one long task, even on a slow phone. Shared by
 * plugins/pageSpeed/client/idlePrefetch.ts and src/theme/CodeBlock/Buttons.
 */
export type IdleQueue = {
  /** Runs `job` in a later idle callback, after the jobs added before it. */
  add(job: () => void): void;
};

/** A browser without requestIdleCallback (Safari) waits a little between jobs instead. */
const whenIdle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function' ? (callback) => requestIdleCallback(callback, {timeout: 5000}) : (callback) => setTimeout(callback, 50);

export function createIdleQueue(schedule: (callback: () => void) => void = whenIdle): IdleQueue {
  const jobs: (() => void)[] = [];
  let scheduled = false;
  const runOne = () => {
    scheduled = false;
    const job = jobs.shift();
    try {
      job?.();
    } finally {
      next();
    }
  };
  const next = () => {
    if (scheduled || jobs.length === 0) return;
    scheduled = true;
    schedule(runOne);
  };
  return {
    add(job) {
      jobs.push(job);
      next();
    },
  };
}

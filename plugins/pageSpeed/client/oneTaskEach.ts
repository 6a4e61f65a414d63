/** The behaviour of plugins/pageSpeed/client/stagedClientEntry.ts, apart from the modules it loads (so it can be unit tested). */
import {nextTask} from './nextTask';

type Stage = () => Promise<unknown>;

/**
 * Runs each stage in a task of its own, in order. A stage that fails is
 * thrown from a task of its own too, as an uncaught error: what a failing
 * module did when it ran in main.js' evaluation (the page's error handlers and
 * the console see it), and the stages after it do not run, as the modules
 * after a throwing one did not.
 */
export async function oneTaskEach(
  stages: readonly Stage[],
  wait: () => Promise<void> = nextTask,
  fail: (error: unknown) => void = throwInATask,
): Promise<void> {
  try {
    for (const stage of stages) {
      await wait();
      await stage();
    }
  } catch (error) {
    fail(error);
  }
}

function throwInATask(error: unknown): void {
  setTimeout(() => {
    throw error;
  }, 0);
}

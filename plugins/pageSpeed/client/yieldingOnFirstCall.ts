/** The behaviour of plugins/pageSpeed/client/yieldingPreload.ts, apart from the module it wraps (so it can be unit tested). */
import {nextTask} from './nextTask';

type Preload = (pathname: string) => Promise<unknown>;

/** `preload`, except that its first call runs after the current task. */
export function yieldingOnFirstCall(preload: Preload, wait: () => Promise<void> = nextTask): Preload {
  let firstCall = true;
  return (pathname) => {
    if (!firstCall) return preload(pathname);
    firstCall = false;
    return wait().then(() => preload(pathname));
  };
}

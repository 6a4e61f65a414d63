/**
 * A promise that resolves in a fresh task, after the current one and its
 * microtasks. A MessageChannel message rather than setTimeout(0): nested
 * timers are clamped to 4 ms (the staged client entry chains six), and React's
 * scheduler posts its tasks the same way for the same reason. One helper for
 * every page-load patch that yields (oneTaskEach.ts, yieldingOnFirstCall.ts).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // Closed, or the open port would keep a Node process (the unit tests) alive.
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

/**
 * Answers every call with the answer to the newest call made before it.
 *
 * DocSearch 4.7 draws each answer it gets, older queries' too, in the order they
 * arrive. On a slow phone a question typed fast left a queue of answers behind it:
 * after the reader stopped, the list changed four or five times, under a finger
 * about to tap it. Every call still runs at once (no answer waits on another's
 * download); a call answered while a newer one is on its way waits for that one,
 * and they are answered together, so the list is drawn once, for the query in the
 * box. Each caller gets its own copy (`copy`): DocSearch's hit total is corrected
 * per answer (docsearch/patches.ts, createHitCountCorrection).
 */
export function answeredByLatest<Arg, Result>(run: (arg: Arg) => Promise<Result>, copy: (result: Result) => Result): (arg: Arg) => Promise<Result> {
  let newest = 0;
  let waiting: Array<{resolve: (result: Result) => void; reject: (error: unknown) => void}> = [];
  const settle = (call: number, answer: () => Result) => {
    if (call !== newest) return;
    const callers = waiting;
    waiting = [];
    for (const caller of callers) {
      try {
        caller.resolve(answer());
      } catch (error) {
        caller.reject(error);
      }
    }
  };
  return (arg) =>
    new Promise<Result>((resolve, reject) => {
      const call = ++newest;
      waiting.push({resolve, reject});
      run(arg).then(
        (result) => settle(call, () => copy(result)),
        (error: unknown) =>
          settle(call, () => {
            throw error;
          }),
      );
    });
}

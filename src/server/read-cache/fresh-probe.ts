/**
 * Wraps a query so that each caller gets the result of a run that *started after* its call, while
 * callers that arrive together share one run: at most one runs, and at most one more waits to
 * start when it ends. Under load that is one round trip per round-trip time, not one per request,
 * and each answer still reflects every commit made before its caller asked.
 */
export function freshProbe<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let waiting: Promise<T> | undefined;
  const start = () => {
    const p = run();
    running = p;
    const done = () => {
      if (running === p) running = undefined;
    };
    p.then(done, done);
    return p;
  };
  return () => {
    if (!running) return start();
    waiting ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        waiting = undefined;
        return start();
      });
    return waiting;
  };
}

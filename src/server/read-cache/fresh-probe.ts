type Defer = (start: () => void) => void;

/** After the I/O callbacks of this turn of the event loop: the requests read in it, together. */
const afterThisTurn: Defer = (start) => void setImmediate(start);

/**
 * Wraps a query so that each caller gets the result of a run that *started after* its call, while
 * callers that arrive together share one run. A run starts only once the current turn of the
 * event loop has read every request waiting on its sockets (`defer`), and never while another
 * runs: at most one runs and one group waits for it. Under load that is one round trip per batch
 * of requests, not one per request, and each answer still reflects every commit made before its
 * caller asked.
 */
export function freshProbe<T>(
  run: () => Promise<T>,
  defer: Defer = afterThisTurn,
): () => Promise<T> {
  let running: Promise<unknown> = Promise.resolve();
  let waiting: Promise<T> | undefined;
  return () => {
    waiting ??= new Promise<void>((resolve) => defer(resolve))
      .then(() => running)
      .then(() => {
        // From here on, a new caller may have seen a commit this run predates: it waits for the next.
        waiting = undefined;
        const p = run();
        running = p.then(
          () => undefined,
          () => undefined,
        );
        return p;
      });
    return waiting;
  };
}

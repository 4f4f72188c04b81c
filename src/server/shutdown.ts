import { constants } from 'node:os';
import type { AppInstance } from './app-types';

// Once asked to stop, requests in flight get this long to finish; then the connections still
// open (a client trickling a body, a stalled upload) are closed, so none can hold the stop.
export const DRAIN_DEADLINE_MS = 8_000;
// A last resort, if closing still hangs after that (a database that no longer answers).
const EXIT_DEADLINE_MS = 9_500;
// While draining, a kept-alive connection whose request has just been answered is closed
// within this long, rather than lingering idle until its keep-alive timeout.
const IDLE_SWEEP_MS = 100;
// `npm start` forwards the signal it gets to the server, so a group signal (Ctrl-C, systemd's
// stop) arrives twice at once: a repeat this soon is the same request to stop.
const REPEAT_WINDOW_MS = 1_000;

/**
 * SIGTERM or SIGINT: stop accepting connections, let requests in flight finish (at most
 * DRAIN_DEADLINE_MS), close the database, exit 0. A second signal (later than a launcher's
 * forwarded copy) stops at once, with 128 + its number, as an unhandled signal would.
 */
export function stopOnSignals(app: AppInstance, closeDatabase: () => Promise<unknown>): void {
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < REPEAT_WINDOW_MS) return;
      app.log.warn(`${signal} again: stopping now, cutting requests in flight`);
      process.exit(128 + constants.signals[signal]);
    }
    stoppingSince = Date.now();
    app.log.info(
      `${signal} received: finishing requests in flight (at most ${DRAIN_DEADLINE_MS / 1000} s; send ${signal} again to stop at once)`,
    );
    setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    setTimeout(() => {
      app.log.warn('requests still in flight at the drain deadline: closing their connections');
      app.server.closeAllConnections();
    }, DRAIN_DEADLINE_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting anyway');
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    app
      .close()
      .then(closeDatabase)
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}

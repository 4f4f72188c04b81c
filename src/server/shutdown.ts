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
 * SIGTERM or SIGINT: first a grace (`graceMs`) in which the server still accepts and answers,
 * /healthz says 503 so a load balancer sends elsewhere, and every answer says Connection: close;
 * closing the listener at once would reset the connections still waiting in its queue. Then stop
 * accepting, let requests in flight finish (at most DRAIN_DEADLINE_MS after the signal), close
 * the database, exit 0. A second signal (later than a launcher's forwarded copy) stops at once,
 * with 128 + its number, as an unhandled signal would.
 */
export function stopOnSignals(
  app: AppInstance,
  closeDatabase: () => Promise<unknown>,
  graceMs: number,
): void {
  let stoppingSince: number | undefined;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      if (Date.now() - stoppingSince < REPEAT_WINDOW_MS) return;
      app.log.warn(`${signal} again: stopping now, cutting requests in flight`);
      process.exit(128 + constants.signals[signal]);
    }
    stoppingSince = Date.now();
    app.lifecycle.stopping = true;
    app.log.info(
      `${signal} received: answering for ${graceMs} ms more (/healthz 503), then finishing requests in flight (at most ${DRAIN_DEADLINE_MS / 1000} s in all; send ${signal} again to stop at once)`,
    );
    setTimeout(() => {
      app.log.warn('requests still in flight at the drain deadline: closing their connections');
      app.server.closeAllConnections();
    }, DRAIN_DEADLINE_MS).unref();
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting anyway');
      process.exit(1);
    }, EXIT_DEADLINE_MS).unref();
    // Idle connections are swept only after the grace: closing one while its client sends a
    // request on it is the reset the grace is there to avoid.
    new Promise((resolve) => setTimeout(resolve, graceMs))
      .then(() => {
        setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
        return app.close();
      })
      .then(closeDatabase)
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}

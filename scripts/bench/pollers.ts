import type { Answer } from '../../tests/support/http-client';

export type Polled = { longestMs: number; answers: number; failures: string[] };

/**
 * Sends `call` again `everyMs` after each answer until stop(): the longest a client waited for
 * an answer while something else ran (an import holding SQLite's one connection, say). A poll
 * still waiting at stop() is waited for: it was sent during the work. Failures: answers not 2xx.
 */
export function poller(call: () => Promise<Answer>, everyMs = 25) {
  let running = true;
  const polled: Polled = { longestMs: 0, answers: 0, failures: [] };
  const loop = (async () => {
    while (running) {
      const sentAt = performance.now();
      const res = await call();
      polled.longestMs = Math.max(polled.longestMs, performance.now() - sentAt);
      polled.answers++;
      if (res.status < 200 || res.status > 299)
        polled.failures.push(`${res.status} ${res.text.slice(0, 80)}`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** Stops polling and resolves once the last poll has its answer. */
    stop: async (): Promise<Polled> => {
      running = false;
      await loop;
      return polled;
    },
  };
}

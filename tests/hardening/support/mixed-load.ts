import type { HttpClient } from '../../support/http-client';
import { sleep } from '../../support/processes';

export type Outcome = {
  kind: 'write' | 'read';
  status: number;
  /** performance.now() when the answer (or the connection failure) arrived. */
  at: number;
  text: string;
  retryAfter: string | null;
};

/**
 * `width` workers, each alternating a page creation (POST /api/v1/pages) with a read that reaches
 * the database (the overview counts), until stop(). Every answer is kept with its arrival time,
 * so a test can look at the ones that arrived during an outage.
 */
export function mixedLoad(client: HttpClient, width: number) {
  const outcomes: Outcome[] = [];
  let running = true;
  let next = 0;
  const worker = async () => {
    while (running) {
      const i = next++;
      const kind = i % 2 === 0 ? 'write' : 'read';
      const res =
        kind === 'write'
          ? await client.call('POST', '/api/v1/pages', { page: { title: `Load ${i}` } })
          : await client.call('GET', '/api/v1/overview');
      const at = performance.now();
      outcomes.push({
        kind,
        status: res.status,
        at,
        text: res.text,
        retryAfter: res.headers.get('retry-after'),
      });
      // Like a polite client, pause briefly on 503 rather than spin on an outage.
      if (res.status === 503) await sleep(50);
    }
  };
  const workers = Promise.all(Array.from({ length: width }, worker));
  return {
    outcomes,
    /**
     * The first write answered 201 after `since`; undefined at the deadline, or as soon as
     * `hopeless()` says waiting is pointless (the server died).
     */
    async firstCreatedAfter(
      since: number,
      deadlineMs: number,
      hopeless: () => boolean = () => false,
    ): Promise<Outcome | undefined> {
      const deadline = performance.now() + deadlineMs;
      for (;;) {
        const hit = outcomes.find((o) => o.kind === 'write' && o.status === 201 && o.at > since);
        if (hit || performance.now() > deadline || hopeless()) return hit;
        await sleep(20);
      }
    },
    stop: async () => {
      running = false;
      await workers;
    },
  };
}

/** The statuses seen, as "201×812, 503×40", for a failure message or a figure. */
export function statusCounts(outcomes: Outcome[]): string {
  const counts = new Map<number, number>();
  for (const o of outcomes) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(', ');
}

/** Whether an answer is the documented outage answer: 503, a JSON message and Retry-After. */
export function isOutageAnswer(o: Outcome): boolean {
  if (o.status !== 503 || !o.retryAfter) return false;
  try {
    const body = JSON.parse(o.text) as { message?: unknown };
    return typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

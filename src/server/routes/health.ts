import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { healthChecksRepository } from '../repositories/health-checks';

// A load balancer's probe wants a prompt answer: a database slower than this counts as down.
const CHECK_TIMEOUT_MS = 2000;

/** Rejects when `work` has not settled within `ms` (the work itself carries on, its result unused). */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

// A passed check is reused this long: a probe every few ms (anyone may call /healthz) costs one
// committed write a second, not one each. A failure is never reused: the next probe checks again.
const REUSE_MS = 1000;

export default async function healthRoutes(app: AppInstance) {
  const checks = healthChecksRepository(app.db);
  let recent: { at: number; done: Promise<void> } | undefined;
  /** The database check, or the one that started less than REUSE_MS ago (still running, or passed). */
  function checked(): Promise<void> {
    const now = Date.now();
    // A clock set back (NTP) must not make an old result look recent: the age must be ≥ 0.
    if (recent && now >= recent.at && now - recent.at < REUSE_MS) return recent.done;
    const done = within(checks.check(CHECK_TIMEOUT_MS, now), CHECK_TIMEOUT_MS);
    const entry = { at: now, done };
    recent = entry;
    done.catch(() => {
      if (recent === entry) recent = undefined;
    });
    return done;
  }
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Health: the database answers a read and a committed write',
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z
            .object({ status: z.enum(['unavailable', 'stopping']) })
            .describe('The database cannot serve, or the server is stopping: send elsewhere'),
        },
      },
    },
    async (request, reply) => {
      // Stopping: a load balancer takes this instance out while it still answers (shutdown.ts).
      if (app.lifecycle.stopping) return reply.status(503).send({ status: 'stopping' as const });
      try {
        // Reads AND a committed write: a read-only or full database cannot serve the app.
        await checked();
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'database health check failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
}

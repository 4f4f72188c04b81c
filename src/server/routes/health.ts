import { z } from 'zod';
import type { AppInstance } from '../app-types';
import { ping } from '../db/database';

export default async function healthRoutes(app: AppInstance) {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.db);
        return { status: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );
}

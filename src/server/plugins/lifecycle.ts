import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Whether the server has been asked to stop (shutdown.ts sets it; /healthz reads it). */
export type Lifecycle = { stopping: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

/**
 * Once stopping, every answer carries `Connection: close`: a client (or proxy) opens its next
 * request elsewhere instead of reusing a connection that is about to go, and Node closes each
 * connection after its answer, so the drain that follows has nothing idle left to wait for.
 */
export default fp(async function lifecycle(app: FastifyInstance) {
  app.decorate('lifecycle', { stopping: false });
  app.addHook('onRequest', (_request, reply, done) => {
    if (app.lifecycle.stopping) reply.header('Connection', 'close');
    done();
  });
});

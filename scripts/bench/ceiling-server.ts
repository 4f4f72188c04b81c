/**
 * The bench's ceiling: a bare Fastify server answering the very JSON the real server answered,
 * from memory (no database, no session, no validation). Run as a child process so it and the
 * real server are measured alike, on the same machine state, by the same autocannon.
 *
 * Usage: node --import tsx scripts/bench/ceiling-server.ts <routes.json>, where routes.json is
 * [{ method, path, status, body }] (body: the answer's text). Prints "listening <port>".
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

type Route = { method: 'GET' | 'POST'; path: string; status: number; body: string };
const routes = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Route[];

const app = Fastify({ logger: false });
const declared = new Set<string>();
for (const route of routes) {
  // Two scenarios may share a call (the page list, anonymous and signed in): one route serves both.
  if (declared.has(`${route.method} ${route.path}`)) continue;
  declared.add(`${route.method} ${route.path}`);
  app.route({
    method: route.method,
    url: route.path,
    // A POST still parses its JSON body (Fastify's default parser), as the real one must.
    handler: async (_request, reply) =>
      reply.code(route.status).type('application/json; charset=utf-8').send(route.body),
  });
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());

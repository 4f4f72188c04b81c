/**
 * The bench's ceiling: a bare Fastify server answering the very JSON the real server answered,
 * from memory (no database, no session, no validation). Run as a child process so it and the
 * real server are measured alike, on the same machine state, by the same autocannon.
 *
 * Usage: node --import tsx scripts/bench/ceiling-server.ts <routes.json>, where routes.json is
 * [{ method, path, url?, status, body }] (body: the answer's text). Prints "listening <port>".
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

type Route = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  url?: string;
  status: number;
  body: string;
};
const routes = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Route[];

const app = Fastify({ logger: false });
const byPath = new Map<string, Route[]>();
for (const route of routes) {
  const key = `${route.method} ${route.path}`;
  byPath.set(key, [...(byPath.get(key) ?? []), route]);
}
for (const [, shared] of byPath) {
  // Scenarios may share a path: the page list anonymous and signed in (one answer), or the
  // activity's first and 1000th page (told apart by their query, as the real server does).
  const byUrl = new Map(shared.filter((r) => r.url).map((r) => [r.url!, r]));
  app.route({
    method: shared[0]!.method,
    url: shared[0]!.path,
    // A POST or PUT still parses its JSON body (Fastify's default parser), as the real one must.
    handler: async (request, reply) => {
      const route = byUrl.get(request.url) ?? shared[0]!;
      return reply.code(route.status).type('application/json; charset=utf-8').send(route.body);
    },
  });
}
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${new URL(address).port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close());

import { Socket } from 'node:net';

/**
 * Counts the writes to every socket of this process from now on: a corked batch of messages is
 * one write. Under Fastify's inject (no HTTP socket) they are the database's round trips, the
 * figure that held statements (src/server/db/held-statements.ts) bring down on PostgreSQL.
 */
export function countSocketWrites(): { readonly count: number } {
  const counter = { count: 0 };
  const proto = Socket.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const method of ['_write', '_writev']) {
    const original = proto[method]!;
    proto[method] = function (this: unknown, ...args: unknown[]) {
      counter.count += 1;
      return original.apply(this, args);
    };
  }
  return counter;
}

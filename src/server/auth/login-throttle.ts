import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { loginThrottleRepository } from '../repositories/login-throttle';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_ADDRESS = 20;

type Keys = { account: string; address: string };

/** Failed logins are limited per account and per client address (429 with Retry-After). */
export function loginThrottle(db: Database) {
  const repo = loginThrottleRepository(db);
  return {
    keysFor: (identifier: string, ip: string): Keys => ({
      account: `account:${identifier.trim().toLowerCase()}`,
      address: `address:${ip}`,
    }),
    async assertAllowed(keys: Keys, reply: FastifyReply) {
      const [account, address] = await Promise.all([
        repo.failures(keys.account, WINDOW_MS),
        repo.failures(keys.address, WINDOW_MS),
      ]);
      const blocked = [
        account.failures >= MAX_PER_ACCOUNT ? account.retryAfterMs : 0,
        address.failures >= MAX_PER_ADDRESS ? address.retryAfterMs : 0,
      ];
      const wait = Math.max(...blocked);
      if (wait > 0) {
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, 'Too many failed sign-in attempts. Try again later.');
      }
    },
    recordFailure: async (keys: Keys) => {
      await repo.recordFailure(keys.account, WINDOW_MS);
      await repo.recordFailure(keys.address, WINDOW_MS);
    },
    clearAccount: (keys: Keys) => repo.clear(keys.account),
  };
}

import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { loginThrottleRepository, type Hit } from '../repositories/login-throttle';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_ADDRESS = 20;

export type ThrottleKeys = { account: string; address: string };

/**
 * Limits password checks per account and per client address (429 with Retry-After).
 *
 * An attempt is counted BEFORE its password is checked, atomically, so a burst of concurrent
 * guesses gets at most the limit checked. The address budget is meant for failed checks only: an
 * attempt the account limit refuses, or one that signs in, gives its address count back (so
 * people behind one NAT signing in do not lock each other out, and a locked account does not also
 * lock its owner's address). The account count is cleared by a successful sign-in.
 */
export function loginThrottle(db: Database) {
  const repo = loginThrottleRepository(db);
  const refuse = (reply: FastifyReply, hit: Hit): never => {
    reply.header('Retry-After', String(Math.ceil(hit.retryAfterMs / 1000)));
    throw new HttpError(429, 'Too many failed sign-in attempts. Try again later.');
  };
  return {
    /**
     * The account key is the user's id when the identifier names a user, so the username and the
     * email address of one account share one count; otherwise the normalised identifier, so
     * unknown names are limited alike (and a 429 tells nothing about whether the name exists).
     */
    keysFor: (identifier: string, userId: number | undefined, ip: string): ThrottleKeys => ({
      account:
        userId !== undefined ? `account:id:${userId}` : `account:name:${normalise(identifier)}`,
      address: `address:${ip}`,
    }),
    /** Counts the attempt against both budgets; throws 429 (without a check) past either. */
    async begin(keys: ThrottleKeys, reply: FastifyReply) {
      const address = await repo.hit(keys.address, WINDOW_MS);
      if (address.count > MAX_PER_ADDRESS) refuse(reply, address);
      const account = await repo.hit(keys.account, WINDOW_MS);
      if (account.count > MAX_PER_ACCOUNT) {
        await repo.refund(keys.address);
        refuse(reply, account);
      }
    },
    /**
     * The password was right but a second step must follow: the address gets its count back, the
     * account keeps it until the code is right, so wrong codes (and fresh passwords in between)
     * share the account's five attempts.
     */
    passwordAccepted: (keys: ThrottleKeys) => repo.refund(keys.address),
    async succeeded(keys: ThrottleKeys) {
      await repo.clear(keys.account);
      await repo.refund(keys.address);
    },
  };
}

const normalise = (identifier: string) => identifier.trim().toLowerCase();

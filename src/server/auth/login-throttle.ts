import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http-error';
import { loginThrottleRepository, type Hit } from '../repositories/login-throttle';

const WINDOW_MS = 15 * 60 * 1000;
const MAX_PER_ACCOUNT = 5;
const MAX_PER_ADDRESS = 20;

export type ThrottleKeys = {
  address: string;
  /** The names the attempt counts on: the one typed at sign-in, or both of the account's. */
  names: string[];
  /** The account's own count, when the attempt is for an existing account. */
  account?: string;
  /**
   * The sign-in form: past the account's own count, `begin` answers false instead of a 429, and
   * the route checks the dummy hash and answers as for a wrong password.
   */
  quiet: boolean;
};

/**
 * Limits password (and code) checks per name, per account and per client address (429 with
 * Retry-After).
 *
 * An attempt is counted BEFORE its password is checked, atomically, so a burst of concurrent
 * guesses gets at most the limit checked. The address budget is meant for failed checks only: an
 * attempt a name or account limit refuses, or one that signs in, gives its address count back (so
 * people behind one NAT signing in do not lock each other out, and a locked account does not also
 * lock its owner's address). A successful check clears the counts it was made on.
 *
 * At the sign-in form the 429 comes from the name as typed only (lower-cased), never from the
 * account, so it tells nothing about whether a username and an email address are one account's
 * (docs/security.md). The account's own count still caps the passwords checked through both its
 * names at five: past it, the attempt is refused exactly as a wrong password is.
 */
export function loginThrottle(db: Database) {
  const repo = loginThrottleRepository(db);
  const refuse = (reply: FastifyReply, hit: Hit): never => {
    reply.header('Retry-After', String(Math.ceil(hit.retryAfterMs / 1000)));
    throw new HttpError(429, 'Too many failed sign-in attempts. Try again later.');
  };
  return {
    /**
     * The sign-in form: the name as typed (known or not, so a 429 tells nothing about whether the
     * name exists) and, for an existing account, its own count, which answers quietly.
     */
    signInKeys: (identifier: string, userId: number | undefined, ip: string): ThrottleKeys => ({
      address: address(ip),
      names: [name(identifier)],
      account: userId === undefined ? undefined : account(userId),
      quiet: true,
    }),
    /**
     * A check made by whoever already holds the account's password or a session (codes after the
     * password, the current password on My account or to turn two-step sign-in on or off): its
     * caller knows both names, so it counts on both and on the account, and answers 429 past any.
     */
    accountKeys: (
      user: { id: number; username: string; email_address: string },
      ip: string,
    ): ThrottleKeys => ({
      address: address(ip),
      names: [name(user.username), name(user.email_address)],
      account: account(user.id),
      quiet: false,
    }),
    /**
     * Counts the attempt against every budget; throws 429 (without a check) past the address or a
     * name, or past the account unless quiet. False: past the account's count at the sign-in form,
     * where the caller must check nothing real and answer as for a wrong password (the attempt
     * stays counted, as a failed check).
     */
    async begin(keys: ThrottleKeys, reply: FastifyReply): Promise<boolean> {
      const addressHit = await repo.hit(keys.address, WINDOW_MS);
      if (addressHit.count > MAX_PER_ADDRESS) refuse(reply, addressHit);
      for (const [i, key] of keys.names.entries()) {
        const hit = await repo.hit(key, WINDOW_MS);
        if (hit.count > MAX_PER_ACCOUNT) {
          // Nothing is checked: the address and the names counted before get their count back.
          for (const counted of [keys.address, ...keys.names.slice(0, i)])
            await repo.refund(counted);
          refuse(reply, hit);
        }
      }
      if (keys.account === undefined) return true;
      const accountHit = await repo.hit(keys.account, WINDOW_MS);
      if (accountHit.count <= MAX_PER_ACCOUNT) return true;
      if (keys.quiet) return false;
      for (const counted of [keys.address, ...keys.names]) await repo.refund(counted);
      return refuse(reply, accountHit);
    },
    /**
     * The password was right but a second step must follow: the address gets its count back, the
     * name and the account keep theirs until the code is right, so wrong codes (and fresh
     * passwords in between) share the account's five attempts.
     */
    passwordAccepted: (keys: ThrottleKeys) => repo.refund(keys.address),
    /**
     * A bearer token that does not work: counted on its address like a failed sign-in, 429 past
     * the address's limit. Only failures count: a working token costs the throttle nothing.
     */
    async failedToken(ip: string, reply: FastifyReply) {
      const hit = await repo.hit(address(ip), WINDOW_MS);
      if (hit.count > MAX_PER_ADDRESS) refuse(reply, hit);
    },
    async succeeded(keys: ThrottleKeys) {
      for (const key of keys.names) await repo.clear(key);
      if (keys.account !== undefined) await repo.clear(keys.account);
      await repo.refund(keys.address);
    },
  };
}

const address = (ip: string) => `address:${ip}`;
const name = (identifier: string) => `account:name:${identifier.trim().toLowerCase()}`;
const account = (userId: number) => `account:id:${userId}`;

import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

// A real hash to verify against when the account does not exist, so that a login
// takes the same time whether or not the username is known. Made once, on first need or when the
// server has started (warmPasswordCheck), not while it starts: it costs as much as a login.
let dummy: Promise<string> | undefined;
const dummyHash = () => (dummy ??= hash('not-a-real-password', PARAMS));

/** Makes the hash unknown usernames are checked against, so no login waits for it. */
export function warmPasswordCheck(): Promise<unknown> {
  return dummyHash();
}

export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await dummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** A password made for someone (the CLI, the Users screen): 96 random bits, 16 URL-safe characters. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

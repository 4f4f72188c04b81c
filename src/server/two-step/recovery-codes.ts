import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: codes are read off paper and typed by hand.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random codes like "k7dq2-m9xwa" (10 characters from 31: about 50 bits each). */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`);
}

/** The form a code is compared in: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (text: string): string =>
  text.toLowerCase().replace(/[\s-]/g, '');

/**
 * What is stored: SHA-256 of the normalised code. A fast hash is enough for random codes of this
 * length (nothing to guess from a dictionary), and it lets a lookup find the row directly.
 */
export const hashRecoveryCode = (text: string): string =>
  createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(text)}`)
    .digest('base64url');

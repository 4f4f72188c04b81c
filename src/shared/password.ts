import { z } from 'zod';

/** The longest password taken anywhere: argon2 hashes any length, a sign-in need not. */
export const PASSWORD_MAX = 1024;

/**
 * A password typed to prove who you are (sign-in, the current one): any text up to PASSWORD_MAX.
 * Each check names its own message, so a long one is not answered with the type's "is required".
 */
export const enteredPassword = () =>
  z
    .string({ error: 'is required' })
    .min(1, 'is required')
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

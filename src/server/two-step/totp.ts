import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
// One step either side: a code typed just before it rolled over, or a phone clock up to ~30 s off.
export const DRIFT_STEPS = 1;
export const ISSUER = 'Northwire Systems';

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A fresh random secret (160 bits, RFC 4226's recommended length), in base32 for the apps. */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app reads from the QR code. */
export const otpauthUrl = (secret: string, label: string): string => totp(secret, label).toString();

/** The time-step a moment falls in. */
export const stepAt = (now: number): number => Math.floor(now / 1000 / PERIOD);

/** True when the text looks like an authenticator code (six digits, spaces allowed). */
export const looksLikeCode = (text: string): boolean => /^\d{6}$/.test(text.replace(/\s/g, ''));

/**
 * The time-step the code belongs to when it is valid at `now` (within the drift window), else
 * null. The caller refuses a step it has already accepted (replay).
 */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : stepAt(now) + delta;
}

/** The code for a moment (tests and the setup screen's example only; never sent to a client). */
export const codeAt = (secret: string, now: number): string =>
  totp(secret).generate({ timestamp: now });

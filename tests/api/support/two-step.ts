import { expect } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { ApiClient } from './api';
import { PASSWORD } from './test-app';

/** The code an authenticator app shows for this secret at this moment (computed by otpauth). */
export const codeFor = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/**
 * Turns two-step sign-in on for the signed-in client (whose password is PASSWORD); answers the
 * secret and recovery codes.
 */
export async function turnOn(c: ApiClient) {
  const setup = await c.post('/api/v1/account/two-step/setup');
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const body = { code: codeFor(secret), current_password: PASSWORD };
  const confirm = await c.post('/api/v1/account/two-step', body);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, recoveryCodes: (confirm.json() as { recovery_codes: string[] }).recovery_codes };
}

/** A moment at the start of a 30 s step, so a test can move whole steps. */
export const stepStart = (t: number) => t - (t % 30_000);

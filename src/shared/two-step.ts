import { z } from 'zod';
import { enteredPassword } from './password';

/** A six-digit authenticator code, or a recovery code ("k7dq2-m9xwa"). */
export const twoStepCodeSchema = z.object({
  code: z.string({ error: 'is required' }).trim().min(1, 'is required').max(64),
});
export type TwoStepCodeInput = z.infer<typeof twoStepCodeSchema>;

/**
 * Turning two-step sign-in on: one code from the app, and the account's current password, so a
 * stolen session alone cannot turn it on (and lock the owner out with a secret they do not have).
 */
export const confirmTwoStepSchema = twoStepCodeSchema.extend({
  current_password: enteredPassword(),
});
export type ConfirmTwoStepInput = z.input<typeof confirmTwoStepSchema>;

/** Turning two-step sign-in off takes a current code or the account's password. */
export const turnOffTwoStepSchema = z
  .object({
    code: z.string().trim().min(1, 'is required').max(64).optional(),
    password: enteredPassword().optional(),
  })
  .refine((v) => v.code !== undefined || v.password !== undefined, {
    message: 'is required (a current code or your password)',
    path: ['code'],
  });

export const twoStepStatusSchema = z.object({
  /** Two-step sign-in is on for this account. */
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recovery_codes_left: z.number().int(),
  /** REQUIRE_TWO_STEP_FOR_ADMINS is on and this account is an admin: it cannot be turned off. */
  required: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** The start of setup: the secret as text for manual entry, and as a QR code (an SVG data URL). */
export const twoStepSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_data_url: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetupSchema>;

/** Setup confirmed: the recovery codes, shown this once and never again. */
export const twoStepEnabledSchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type TwoStepEnabled = z.infer<typeof twoStepEnabledSchema>;

/** The 403 `code` of every route but the setup's while an admin must still set it up. */
export const SETUP_REQUIRED = 'two_step_setup_required';

import { z } from 'zod';
import { enteredPassword } from './password';

// Kept local (not from fields.ts) so the login chunk stays small.
const noNul = (v: string) => !v.includes('\u0000');
const NUL = 'must not contain NUL characters';

/** POST /session body: one identifier (username, or email_address when it holds an @) + password. */
export const loginSchema = z
  .object({
    username: z.string().trim().min(1, 'is required').max(200).refine(noNul, NUL).optional(),
    email_address: z.string().trim().min(1, 'is required').max(254).refine(noNul, NUL).optional(),
    password: enteredPassword(),
  })
  .refine((v) => v.username !== undefined || v.email_address !== undefined, {
    message: 'is required',
    path: ['username'],
  });
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email_address: z.string(),
  admin: z.boolean(),
  superuser: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The answer of POST and GET /session. Signed out: active false, user null. */
export const sessionResponseSchema = z.object({
  message: z.string(),
  active: z.boolean(),
  admin: z.boolean(),
  superuser: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** The password was right; the sign-in now waits for a two-step code (POST /session/two-step). */
  two_step_required: z.literal(true).optional(),
  /** Signed in, but this admin must set up two-step sign-in before anything else. */
  two_step_setup_required: z.literal(true).optional(),
  /** Signed in: the days a deleted record waits in the trash before the server erases it. */
  trash_days: z.number().int().optional(),
  /** Signed in: the company's time zone (TIME_ZONE), whose date decides what is overdue. */
  time_zone: z.string().optional(),
  /** Signed in: the currency of every amount (CURRENCY, ISO 4217). */
  currency: z.string().optional(),
  /** Signed in: the locale amounts are written in (LOCALE, such as de-DE). */
  locale: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Decides which field the login form's single text goes into (product.md §5). */
export function credentialsFor(identifier: string, password: string): LoginInput {
  const text = identifier.trim();
  return text.includes('@') ? { email_address: text, password } : { username: text, password };
}

import { z } from 'zod';
import { requiredEmail, withoutNul } from './fields';
import { PASSWORD_MAX } from './password';

/** /register's form (only when ALLOW_REGISTRATION is on): an ordinary, non-admin account. */
export const registrationFields = z.object({
  username: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .refine((v) => !v.includes('@'), 'must not contain @')
    .refine(withoutNul, 'must not contain NUL characters'),
  email_address: requiredEmail(),
  password: z
    .string({ error: 'must be text' })
    .min(8, 'must be at least 8 characters')
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
});
export type RegistrationInput = z.input<typeof registrationFields>;

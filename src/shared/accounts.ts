import { z } from 'zod';
import { idSchema, requiredEmail, withoutNul } from './fields';
import { PASSWORD_MAX, enteredPassword } from './password';

/**
 * Accounts as the dashboard manages them (product.md §6): the Users screen (superusers), My
 * account (everyone signed in). Shared by the forms and the routes.
 */
export const ROLES = ['ordinary', 'admin', 'superuser'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  ordinary: 'Ordinary',
  admin: 'Admin',
  superuser: 'Superuser',
};

/** The rule the users CLI and registration keep: at least 8 characters. */
export const PASSWORD_MIN = 8;
export const newPassword = () =>
  z
    .string({ error: 'must be text' })
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`);

export const username = () =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters')
    .refine((v) => !v.includes('@'), 'must not contain @')
    .refine(withoutNul, 'must not contain NUL characters');

const role = z.enum(ROLES, { error: 'must be ordinary, admin or superuser' });

/** An account as the Users screen sees it; never its password hash. */
export const userAccountSchema = z.object({
  id: z.number(),
  username: z.string(),
  email_address: z.string(),
  role,
  disabled: z.boolean(),
  /** The client an ordinary account is linked to ("My projects"), or null. */
  client: z.object({ id: z.number(), organization_name: z.string() }).nullable(),
  created_at: z.string(),
  /** Who changed the account last and when (a superuser; null for the CLI or the first start). */
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type UserAccount = z.infer<typeof userAccountSchema>;

/** POST /users: an empty or missing password means "generate one" (shown once). */
export const newUserFields = z.object({
  username: username(),
  email_address: requiredEmail(),
  role,
  password: z.union([z.literal(''), newPassword()]).optional(),
});
export type NewUserInput = z.input<typeof newUserFields>;

/** POST /users and a password reset: the generated password, present only when one was made. */
export const createdUserSchema = z.object({
  user: userAccountSchema,
  password: z.string().optional(),
});

export const roleFields = z.object({ role });
export const disabledFields = z.object({ disabled: z.boolean({ error: 'must be true or false' }) });
export const clientLinkFields = z.object({
  client_id: idSchema.nullable(),
});

/** A superuser's password reset: a password they chose, or { generate: true }. */
export const passwordResetFields = z
  .object({ password: newPassword().optional(), generate: z.literal(true).optional() })
  .refine((v) => (v.password === undefined) !== (v.generate === undefined), {
    message: 'give a new password, or ask for one to be generated',
    path: ['password'],
  });

/** My account: the current password proves it is you; the new one follows the same rule. */
export const passwordChangeFields = z.object({
  current_password: enteredPassword(),
  new_password: newPassword(),
});
export type PasswordChangeInput = z.input<typeof passwordChangeFields>;

/** GET /my-projects: the linked client's projects, read-only, with their tasks. */
export const myProjectsSchema = z.object({
  client: z.object({ organization_name: z.string() }).nullable(),
  projects: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      project_class: z.string(),
      tasks_done: z.number(),
      tasks_total: z.number(),
      tasks: z.array(z.object({ id: z.number(), name: z.string(), completed: z.boolean() })),
    }),
  ),
});
export type MyProjects = z.infer<typeof myProjectsSchema>;

import { z } from 'zod';
import { idSchema, requiredEmail, withoutNul } from './fields';
import { enteredPassword } from './password';
import { newPassword, username, ROLES } from './accounts';

/**
 * What the mails of the product ask and answer (docs/product.md, "Mail"): a forgotten password,
 * invitations, the waitlist's confirmation, a new email address, and the superusers' outbox.
 */

// ── A forgotten password ────────────────────────────────────────────────────────────────────
/** POST /password-resets: a username or an email address. */
export const passwordResetRequestFields = z.object({
  login: z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'is required')
    .max(254)
    .refine(withoutNul, 'must not contain NUL characters'),
});
/** The one answer, whether or not an account matched (202). */
export const RESET_REQUESTED =
  'If an account matches, we sent a link to its email address. It works for 30 minutes.';
export const RESET_LINK_MINUTES = 30;
/** GET /password-resets/{token}: whose password the link resets. */
export const passwordResetLinkSchema = z.object({ username: z.string() });
/** POST /password-resets/{token}: the new password, under the same rules as everywhere. */
export const newPasswordFields = z.object({ password: newPassword() });

// ── Invitations ─────────────────────────────────────────────────────────────────────────────
export const INVITATION_DAYS = 7;
/** POST /invitations: a client only for an ordinary account (optional). */
export const invitationFields = z.object({
  email_address: requiredEmail(),
  role: z.enum(ROLES, { error: 'must be ordinary, admin or superuser' }),
  client_id: idSchema.nullable().optional(),
});
export type InvitationInput = z.input<typeof invitationFields>;

export const INVITATION_STATES = ['pending', 'accepted', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
export const invitationSchema = z.object({
  id: z.number(),
  email_address: z.string(),
  role: z.enum(ROLES),
  client: z.object({ id: z.number(), organization_name: z.string() }).nullable(),
  state: z.enum(INVITATION_STATES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  /** When the link stops working (pending), or stopped (expired). */
  expires_at: z.string(),
  /** Accepted: when, and the account it made. */
  accepted_at: z.string().nullable(),
  accepted_user: z.object({ id: z.number(), username: z.string() }).nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** GET /invitations/{token}: what the invitee is about to accept. */
export const invitationLinkSchema = z.object({
  email_address: z.string(),
  role: z.enum(ROLES),
});
/** POST /invitations/{token}: the invitee's own username and password. */
export const invitationAcceptFields = z.object({ username: username(), password: newPassword() });
export type InvitationAcceptInput = z.input<typeof invitationAcceptFields>;

// ── A new email address (My account) ───────────────────────────────────────────────────────
/** PUT /account/email: the new address, and the current password to prove it is you (202). */
export const emailChangeFields = z.object({
  email_address: requiredEmail(),
  current_password: enteredPassword(),
});
export type EmailChangeInput = z.input<typeof emailChangeFields>;
export const EMAIL_CHANGE_HOURS = 24;

// ── The waitlist's links ────────────────────────────────────────────────────────────────────
export const WAITLIST_UNCONFIRMED_DAYS = 30;

// ── The outbox (superusers) ─────────────────────────────────────────────────────────────────
export const OUTBOX_STATES = ['waiting', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const outboxEntrySchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  /** The plain-text part, links and all. */
  text: z.string(),
  links: z.array(z.string()),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number(),
  /** Why the last attempt failed (the mail server's answer), or null. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Waiting: when the next attempt is due. */
  next_attempt_at: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxSchema = z.object({
  /** false: no SMTP_URL, so mails wait here until a superuser passes them on. */
  mail_configured: z.boolean(),
  entries: z.array(outboxEntrySchema),
});
export type Outbox = z.infer<typeof outboxSchema>;
export const outboxQuery = z.object({
  state: z.enum(OUTBOX_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const messageSchema = z.object({ message: z.string() });

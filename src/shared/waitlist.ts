import { z } from 'zod';
import { requiredEmail } from './fields';

/** The release-alert advert's form: one email address. */
export const waitlistFields = z.object({ email_address: requiredEmail() });
export type WaitlistInput = z.input<typeof waitlistFields>;

export const waitlistEntrySchema = z.object({
  id: z.number(),
  email_address: z.string(),
  created_at: z.string(),
  /** The address's owner followed the confirmation link: only then does it count. */
  confirmed: z.boolean(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The form's answer: the address counts once its owner confirms it. */
export const WAITLIST_JOINED =
  'Almost done: we sent you an email. Follow its link to confirm your address.';
export const WAITLIST_CONFIRMED = "Thanks! Your address is confirmed: you're on the list.";
export const WAITLIST_LEFT = 'Your address is off the list. We will not write to you again.';

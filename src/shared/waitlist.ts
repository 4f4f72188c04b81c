import { z } from 'zod';
import { requiredEmail } from './fields';

/** The release-alert advert's form: one email address. */
export const waitlistFields = z.object({ email_address: requiredEmail() });
export type WaitlistInput = z.input<typeof waitlistFields>;

export const waitlistEntrySchema = z.object({
  id: z.number(),
  email_address: z.string(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

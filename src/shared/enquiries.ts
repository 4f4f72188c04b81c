import { z } from 'zod';
import { requiredEmail, requiredText } from './fields';
import { SERVICE_SLUGS } from './public-routes';
import {
  ENQUIRY_HONEYPOT,
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_NAME_MAX,
  ENQUIRY_STATUSES,
  OTHER_SERVICE,
} from './enquiry-words';

const statusField = z.enum(ENQUIRY_STATUSES, {
  error: `must be one of ${ENQUIRY_STATUSES.join(', ')}`,
});
const serviceField = z.enum([OTHER_SERVICE, ...SERVICE_SLUGS], {
  error: `must be one of the services (${SERVICE_SLUGS.join(', ')}) or empty`,
});

/** What the contact form sends; the honeypot is allowed, and must be empty to be kept. */
export const enquiryFields = z.object({
  name: requiredText(ENQUIRY_NAME_MAX),
  email_address: requiredEmail(),
  service: serviceField.default(OTHER_SERVICE),
  message: requiredText(ENQUIRY_MESSAGE_MAX),
  [ENQUIRY_HONEYPOT]: z.string().max(2_000).optional(),
});
export type EnquiryInput = z.input<typeof enquiryFields>;

export const enquiryCreateBody = z.object(
  { enquiry: enquiryFields },
  { error: 'must be a JSON object' },
);
export const enquiryUpdateBody = z.object(
  { enquiry: z.object({ status: statusField }) },
  { error: 'must be a JSON object' },
);

export const enquirySchema = z.object({
  id: z.number(),
  name: z.string(),
  email_address: z.string(),
  service: z.string(),
  message: z.string(),
  status: statusField,
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListQuery = z.object({ status: statusField.optional() });
export const enquirySent = z.object({ message: z.string() });

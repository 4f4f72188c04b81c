import type { FieldErrors } from '../../lib/http-client';
import { contactCopy } from '../../content/contact';

export type ContactValues = {
  name: string;
  email_address: string;
  service: string;
  message: string;
};
export const FIELD_LABELS: Record<keyof ContactValues, string> = {
  name: contactCopy.name,
  email_address: contactCopy.email,
  service: contactCopy.service,
  message: contactCopy.message,
};
/** The order errors are focused in: the form's own. */
export const FIELD_ORDER = ['name', 'email_address', 'service', 'message'] as const;

// The browser's own check of an address's shape, loosely: the server has the last word (zod).
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What can be told before sending: the required fields and the address's shape. The server checks
 * everything again and names fields the same way (a 422's `errors`), so one display serves both.
 */
export function checkContact(values: ContactValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = [contactCopy.required];
  if (!values.email_address.trim()) errors.email_address = [contactCopy.required];
  else if (!EMAIL_SHAPE.test(values.email_address.trim()))
    errors.email_address = [contactCopy.invalidEmail];
  if (!values.message.trim()) errors.message = [contactCopy.required];
  return errors;
}

/** "is required" → "Your name is required": each message names its field, read alone. */
export const fieldMessage = (field: keyof ContactValues, errors: FieldErrors) => {
  const first = errors[field]?.[0];
  return first ? `${FIELD_LABELS[field]} ${first}` : '';
};

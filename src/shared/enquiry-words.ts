/**
 * The contact form's constants, without zod: the public form imports them, and the homepage's
 * bundle must not bring zod in (src/web/homepage-imports.test.ts). The schemas are in enquiries.ts.
 */
export const ENQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};

export const ENQUIRY_NAME_MAX = 200;
export const ENQUIRY_MESSAGE_MAX = 5_000;
/** "Something else": no service of the site's. */
export const OTHER_SERVICE = '';
/**
 * The field people never see (hidden from view and from screen readers): a bot fills it, and its
 * enquiry is answered as sent but kept nowhere.
 */
export const ENQUIRY_HONEYPOT = 'website';

/** The answer to a sent enquiry, and the thank-you the form shows. */
export const ENQUIRY_SENT =
  'Thank you: your message has reached us. We answer within two working days.';

/**
 * The contact page's words (/contact). The thank-you is ENQUIRY_SENT (src/shared/enquiry-words.ts),
 * which the server also answers with.
 */
export const CONTACT_PATH = '/contact';
/** /contact?service=cctv: the form with that service chosen. */
export const contactPath = (service?: string) =>
  service ? `${CONTACT_PATH}?service=${encodeURIComponent(service)}` : CONTACT_PATH;

export const contactCopy = {
  title: 'Contact us',
  lead: 'Tell us what you need and where. We answer within two working days.',
  name: 'Your name',
  email: 'Email address',
  service: 'Service',
  otherService: 'Something else',
  message: 'Message',
  messageHint: 'The building or business, what you need, and any dates that matter.',
  submit: 'Send message',
  pending: 'Sending…',
  sentTitle: 'Message sent',
  sendAnother: 'Send another message',
  privacy: 'We use your details only to answer your message.',
  privacyLink: 'How we keep them and how to be removed',
  /** Shown above the form when a field needs fixing. */
  fixFields: 'Please check the fields marked below.',
  required: 'is required',
  invalidEmail: 'must be a valid email address',
} as const;

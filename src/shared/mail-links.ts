/**
 * The web pages a mail links to, shared by the server (which writes the links and serves these
 * pages' shell) and the web app (which routes them). Each ends in an opaque token; every page that
 * changes something asks for one button first, so a mail scanner that follows links changes nothing.
 */
export const FORGOT_PASSWORD_PATH = '/forgot-password';

export const MAIL_LINK_PAGES = {
  /** A forgotten password: choose a new one (30 minutes, once). */
  passwordReset: '/reset-password',
  /** An invitation: choose a username and password (7 days, once). */
  invitation: '/invitation',
  /** A waitlist sign-up: confirm the address. */
  waitlistConfirm: '/waitlist/confirm',
  /** Any waitlist mail: leave the list. */
  waitlistLeave: '/waitlist/leave',
  /** A new email address on My account: confirm it. */
  emailChange: '/confirm-email',
} as const;
export type MailLinkPage = keyof typeof MAIL_LINK_PAGES;

/** What a link's token looks like: 32 random bytes, base64url (43 characters). */
export const TOKEN_TEXT = /^[A-Za-z0-9_-]{16,128}$/;

export const mailLinkPath = (page: MailLinkPage, token: string) =>
  `${MAIL_LINK_PAGES[page]}/${token}`;

/** Whether a path is one of these pages (or the forgotten-password form): rendered in the browser. */
export function isMailPagePath(path: string): boolean {
  if (path === FORGOT_PASSWORD_PATH) return true;
  return Object.values(MAIL_LINK_PAGES).some((prefix) => {
    if (!path.startsWith(`${prefix}/`)) return false;
    return TOKEN_TEXT.test(path.slice(prefix.length + 1));
  });
}

/** What a link that no longer works answers (404 made-up, 410 expired or used). */
export const LINK_PROBLEMS = {
  unknown: 'This link is not valid. Check that you copied all of it, or ask for a new one.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link has already been used. Ask for a new one if you still need it.',
} as const;

import { ROLE_LABELS, type Role } from '../../shared/accounts';
import { SITE_NAME } from '../../shared/site';
import { mailLinkPath, type MailLinkPage } from '../../shared/mail-links';
import { EMAIL_CHANGE_HOURS, INVITATION_DAYS, RESET_LINK_MINUTES } from '../../shared/mail';
import { composeMail, type ComposedMail } from './compose';
import { NOTIFICATION_TYPE_LABELS, type NotificationType } from '../../shared/notifications';

/** Builds a link to one of the web app's mail pages on the site's own origin (never the Host sent). */
export type LinkTo = (page: MailLinkPage, token: string) => string;
export const linksFrom =
  (origin: string): LinkTo =>
  (page, token) =>
    `${origin}${mailLinkPath(page, token)}`;

export function passwordResetMail(link: LinkTo, to: string, username: string, token: string) {
  return composeMail({
    to,
    subject: `Reset your ${SITE_NAME} password`,
    paragraphs: [
      `Hello ${username},`,
      'Someone (we hope you) asked to reset the password of your account. Choose a new one here:',
    ],
    action: { label: 'Choose a new password', url: link('passwordReset', token) },
    after: [
      `The link works once, for ${RESET_LINK_MINUTES} minutes.`,
      'If you did not ask, ignore this mail: your password stays as it is.',
    ],
  });
}

export function invitationMail(
  link: LinkTo,
  invite: { to: string; role: Role; invitedBy: string | null; token: string },
): ComposedMail {
  const who = invite.invitedBy ?? 'An administrator';
  return composeMail({
    to: invite.to,
    subject: `You are invited to ${SITE_NAME}`,
    paragraphs: [
      `${who} invited you to the ${SITE_NAME} dashboard (role: ${ROLE_LABELS[invite.role]}).`,
      'Choose your username and password to accept:',
    ],
    action: { label: 'Accept the invitation', url: link('invitation', invite.token) },
    after: [`The link works for ${INVITATION_DAYS} days.`],
  });
}

/** The waitlist's mails all end with a one-click way off the list (and its mail header). */
function leaveParts(link: LinkTo, leaveToken: string, apiOrigin: string) {
  return {
    footerLink: { label: 'Take me off the list', url: link('waitlistLeave', leaveToken) },
    // RFC 8058: a mail program's own "Unsubscribe" posts here, without opening any page.
    headers: {
      'List-Unsubscribe': `<${apiOrigin}/api/v1/waitlist/leave/${leaveToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function waitlistConfirmMail(
  link: LinkTo,
  origin: string,
  to: string,
  tokens: { confirm: string; leave: string },
) {
  return composeMail({
    to,
    subject: `Confirm your place on the ${SITE_NAME} waitlist`,
    paragraphs: [
      `This address was put on the ${SITE_NAME} release waitlist.`,
      'If it was you, confirm it: we write only to addresses whose owners did.',
    ],
    action: { label: 'Confirm my address', url: link('waitlistConfirm', tokens.confirm) },
    after: ['If it was not you, do nothing: an address nobody confirms is removed after 30 days.'],
    ...leaveParts(link, tokens.leave, origin),
  });
}

export function emailChangeMail(link: LinkTo, to: string, username: string, token: string) {
  return composeMail({
    to,
    subject: `Confirm your new ${SITE_NAME} email address`,
    paragraphs: [
      `Hello ${username},`,
      'You asked to use this address for your account. Confirm it here:',
    ],
    action: { label: 'Confirm this address', url: link('emailChange', token) },
    after: [
      `The link works once, for ${EMAIL_CHANGE_HOURS} hours. Until then your old address stays.`,
    ],
  });
}

export function emailChangeNotice(to: string, username: string, newAddress: string) {
  return composeMail({
    to,
    subject: `Your ${SITE_NAME} email address is about to change`,
    paragraphs: [
      `Hello ${username},`,
      `Someone signed in to your account asked to change its email address to ${newAddress}. It changes when the link sent there is followed.`,
      'If it was not you, change your password now and tell an administrator.',
    ],
  });
}

/** A notification someone chose to have by email too (ADR 0030): what it says, and its record. */
export function notificationMail(
  origin: string,
  to: { email: string; username: string },
  n: { type: NotificationType; text: string; path: string | null },
) {
  return composeMail({
    to: to.email,
    subject: n.text,
    paragraphs: [`Hello ${to.username},`, `${n.text}.`],
    action: { label: 'Open it in the dashboard', url: `${origin}${n.path ?? '/dashboard'}` },
    after: [
      `You get this mail because you chose it on My account: ${NOTIFICATION_TYPE_LABELS[n.type].toLowerCase()}.`,
    ],
    footerLink: {
      label: 'Choose which notifications come by email',
      url: `${origin}/dashboard/account`,
    },
  });
}

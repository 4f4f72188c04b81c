import { SITE_NAME } from '../../shared/site';

/** A mail as the product writes it: short paragraphs, at most one button, a plain sign-off. */
export type MailSpec = {
  to: string;
  subject: string;
  paragraphs: string[];
  /** The one thing to do, as a button in HTML and a bare link in text. */
  action?: { label: string; url: string };
  /** Said after the button: how long the link works, what to do if it was not you. */
  after?: string[];
  /** A second, smaller link below (the waitlist's way off the list). */
  footerLink?: { label: string; url: string };
  headers?: Record<string, string>;
};

/** What the outbox keeps and the sender sends: both parts, and the links for the outbox screen. */
export type ComposedMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  headers: Record<string, string>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The site's look (src/web/styles/tokens.css) in the few styles mail programs keep: its ink, its
// accent, its muted grey, system fonts. Inline
// only, no remote images or fonts, nothing that reports an opening.
const INK = '#0b1b2b';
const ACCENT = '#0a5cd6';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

function htmlPart(mail: MailSpec): string {
  // `extra`: a long address breaks anywhere (a token has no other place to break).
  const p = (text: string, muted = false, extra = '') =>
    `<p style="margin:0 0 16px;font:16px/1.5 ${FONT};color:${muted ? '#5b6b7c' : INK}${extra}">${escapeHtml(text)}</p>`;
  const button = mail.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(mail.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:${ACCENT};color:#ffffff;font:600 16px ${FONT};text-decoration:none">${escapeHtml(mail.action.label)}</a></p>` +
      p(`Or open this address: ${mail.action.url}`, true, ';word-break:break-all')
    : '';
  const footer = mail.footerLink
    ? `<p style="margin:24px 0 0;font:13px/1.5 ${FONT};color:#5b6b7c"><a href="${escapeHtml(mail.footerLink.url)}" style="color:#5b6b7c">${escapeHtml(mail.footerLink.label)}</a></p>`
    : '';
  return [
    '<!doctype html><html><body style="margin:0;padding:24px;background:#f4f7fb">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:8px">',
    `<p style="margin:0 0 24px;font:700 18px ${FONT};color:${INK}">${escapeHtml(SITE_NAME)}</p>`,
    ...mail.paragraphs.map((text) => p(text)),
    button,
    ...(mail.after ?? []).map((text) => p(text, true)),
    footer,
    '</div></body></html>',
  ].join('');
}

function textPart(mail: MailSpec): string {
  const blocks = [...mail.paragraphs];
  if (mail.action) blocks.push(`${mail.action.label}:\n${mail.action.url}`);
  blocks.push(...(mail.after ?? []));
  if (mail.footerLink) blocks.push(`${mail.footerLink.label}:\n${mail.footerLink.url}`);
  blocks.push(`— ${SITE_NAME}`);
  return `${blocks.join('\n\n')}\n`;
}

/** Both parts of a mail from one spec, so the text and the HTML always say the same. */
export function composeMail(mail: MailSpec): ComposedMail {
  return {
    to: mail.to,
    subject: mail.subject,
    text: textPart(mail),
    html: htmlPart(mail),
    links: [mail.action?.url, mail.footerLink?.url].filter((url): url is string => !!url),
    headers: mail.headers ?? {},
  };
}

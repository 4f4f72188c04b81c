import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The same for every attempt of one mail, so a mail program can tell a repeat. */
  messageId: string;
};

/** Where the sender hands mails over: SMTP in the product, anything in a test. */
export type MailTransport = {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

/**
 * SMTP through nodemailer, from SMTP_URL. Short timeouts: a mail server that hangs fails the
 * attempt (retried later) well within the sender's lease on the mail.
 */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ ...mail, from });
    },
    close: () => transporter.close(),
  };
}

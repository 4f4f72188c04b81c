import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { freePort } from './processes';

const rawHeaders = (parsed: ParsedMail) =>
  new Map(
    parsed.headerLines.map(({ key, line }) => [
      key,
      line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n\s+/g, ' ')
        .trim(),
    ]),
  );

/** A mail as the test mail server received it. */
export type ReceivedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Each header as sent (lower-case name → its unfolded text): mailparser's own map regroups some. */
  headers: Map<string, string>;
  messageId: string | undefined;
  /** Every http(s) link in the plain-text part. */
  links: string[];
};

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives. It can
 * be stopped and started again on the same port, as a mail server that goes down for a while.
 */
export async function smtpInbox() {
  const port = await freePort();
  const mails: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            const text = parsed.text ?? '';
            mails.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: rawHeaders(parsed),
              messageId: parsed.messageId,
              links: text.match(/https?:\/\/\S+/g) ?? [],
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
  }
  await start();

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to `address` so far. */
    to: (address: string) => mails.filter((m) => m.to.includes(address)),
    /** Waits (up to `timeoutMs`) until `count` mails to `address` have come; answers them. */
    async waitFor(address: string, count = 1, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (mails.filter((m) => m.to.includes(address)).length < count) {
        if (Date.now() > until)
          throw new Error(`waited ${timeoutMs} ms for ${count} mail(s) to ${address}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return mails.filter((m) => m.to.includes(address));
    },
    start,
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof smtpInbox>>;

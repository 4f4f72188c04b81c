import type { NewSuperuser } from './seed';

/** The address to open: a wildcard host is reached as localhost. */
export function siteUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * What `npm start` ends with in a terminal: one box with the address and, on the start that made
 * the first superuser, its username and, when generated, its password (shown this once).
 */
export function welcomeBox(url: string, admin: NewSuperuser | null, notes: string[] = []): string {
  const lines = [`Systems that work is running at ${url}`];
  if (admin) {
    lines.push('', `Sign in as  ${admin.username}`);
    if (admin.password) {
      lines.push(
        `Password    ${admin.password}`,
        '            shown this once: keep it, or set another with',
        `            npm run users -- passwd ${admin.username}`,
      );
    } else lines.push('Password    the one in ADMIN_PASSWORD');
  }
  if (notes.length) lines.push('', ...notes);
  return box(lines);
}

/** What the box says of mail: not configured (mails wait), and where links point without PUBLIC_URL. */
export function mailNotes(config: { SMTP_URL?: string; PUBLIC_URL?: string }, url: string) {
  const notes: string[] = [];
  if (!config.SMTP_URL)
    notes.push(
      'Mail        not configured: mails wait at /dashboard/outbox',
      '            until SMTP_URL is set (docs/operations.md)',
    );
  if (!config.PUBLIC_URL) notes.push(`Links       in mails point to ${url} (set PUBLIC_URL)`);
  return notes;
}

/** The password alone, boxed: for a start that made it but then could not listen. */
export const passwordBox = (admin: NewSuperuser & { password: string }) =>
  box([
    `Created superuser ${admin.username}, password ${admin.password}`,
    `(shown this once; change it with npm run users -- passwd ${admin.username})`,
  ]);

function box(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = '─'.repeat(width + 2);
  return [`┌${rule}┐`, ...lines.map((line) => `│ ${line.padEnd(width)} │`), `└${rule}┘`].join('\n');
}

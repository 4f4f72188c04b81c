import { describe, expect, it } from 'vitest';
import { mailNotes, passwordBox, siteUrl, welcomeBox } from './welcome';

describe('the welcome box', () => {
  it('gives the address, and on the first start the username and the generated password', () => {
    const text = welcomeBox('http://localhost:3000', { username: 'admin', password: 'Xy7-secret' });
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^┌─+┐$/);
    expect(lines.at(-1)).toMatch(/^└─+┘$/);
    // One box: every line as wide as the others.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(text).toContain('running at http://localhost:3000');
    expect(text).toContain('Sign in as  admin');
    expect(text).toContain('Password    Xy7-secret');
    expect(text).toContain('npm run users -- passwd admin');
  });

  it('names ADMIN_PASSWORD instead when the password was chosen, and only the address later', () => {
    expect(welcomeBox('http://localhost:3000', { username: 'boss' })).toContain(
      'Password    the one in ADMIN_PASSWORD',
    );
    const later = welcomeBox('http://localhost:3000', null);
    expect(later.split('\n')).toHaveLength(3);
    expect(later).not.toContain('Password');
  });

  it('says when mail is not configured, and where mail links point without PUBLIC_URL', () => {
    const url = 'http://localhost:3000';
    const bare = welcomeBox(url, null, mailNotes({}, url));
    expect(bare).toContain('Mail        not configured: mails wait at /dashboard/outbox');
    expect(bare).toContain('Links       in mails point to http://localhost:3000 (set PUBLIC_URL)');
    expect(new Set(bare.split('\n').map((line) => line.length)).size).toBe(1);
    const configured = { SMTP_URL: 'smtp://mail:587', PUBLIC_URL: 'https://example.com' };
    expect(mailNotes(configured, url)).toEqual([]);
  });

  it('still shows a generated password when the server could not start', () => {
    expect(passwordBox({ username: 'admin', password: 'Xy7-secret' })).toContain(
      'password Xy7-secret',
    );
  });

  it('opens a wildcard host as localhost, and brackets an IPv6 address', () => {
    expect(siteUrl('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(siteUrl('::', 8080)).toBe('http://localhost:8080');
    expect(siteUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(siteUrl('localhost', 3000)).toBe('http://localhost:3000');
  });
});

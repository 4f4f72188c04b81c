import { describe, expect, it } from 'vitest';
import { passwordBox, siteUrl, welcomeBox } from './welcome';

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

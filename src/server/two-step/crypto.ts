import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets are encrypted at rest with AES-256-GCM, under a key derived (HKDF-SHA256)
 * from the session secret: a copy of the database alone (a backup, a leaked dump) does not give
 * anyone the codes. Changing the session secret makes stored secrets unreadable: those users then
 * sign in with a recovery code, or a superuser resets their second step (docs/security.md).
 */
export function secretBox(sessionSecret: string) {
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'two-step', 'authenticator secret at rest', 32),
  );
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url')).join('.');
    },
    /** The plain text, or null when it was sealed under another key or altered. */
    open(sealed: string): string | null {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

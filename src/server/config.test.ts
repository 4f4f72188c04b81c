import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      HOST: 'localhost',
      DATABASE_URL: 'sqlite:./data/app.db',
      dialect: 'sqlite',
      ADMIN_USERNAME: 'admin',
      ADMIN_EMAIL: 'admin@example.com',
      ALLOW_REGISTRATION: false,
      TRUST_PROXY: false,
      COOKIE_SECURE: false,
    });
    expect(c.ADMIN_PASSWORD).toBeUndefined();
  });

  it('reads flags and numbers', () => {
    const c = loadConfig({ PORT: '8080', ALLOW_REGISTRATION: 'on', NODE_ENV: 'production' });
    expect(c.PORT).toBe(8080);
    expect(c.ALLOW_REGISTRATION).toBe(true);
    expect(c.COOKIE_SECURE).toBe(true);
  });

  it('names the variable in a one-line error', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT .*"abc"/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start/);
    expect(() => loadConfig({ ALLOW_REGISTRATION: 'maybe' })).toThrow(/ALLOW_REGISTRATION/);
  });

  it('requires SESSION_SECRET with PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/SESSION_SECRET/);
    const c = loadConfig({
      DATABASE_URL: 'postgres://localhost/x',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect(c.dialect).toBe('postgres');
  });
});

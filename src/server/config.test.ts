import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyOption } from './config';

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
      REQUIRE_TWO_STEP_FOR_ADMINS: false,
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
    expect(loadConfig({ REQUIRE_TWO_STEP_FOR_ADMINS: 'on' }).REQUIRE_TWO_STEP_FOR_ADMINS).toBe(
      true,
    );
    expect(() => loadConfig({ REQUIRE_TWO_STEP_FOR_ADMINS: 'always' })).toThrow(
      /^Invalid configuration: REQUIRE_TWO_STEP_FOR_ADMINS /,
    );
  });

  it('reads TIME_ZONE as an IANA name, UTC by default', () => {
    expect(loadConfig({}).TIME_ZONE).toBe('UTC');
    expect(loadConfig({ TIME_ZONE: 'Europe/Berlin' }).TIME_ZONE).toBe('Europe/Berlin');
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /^Invalid configuration: TIME_ZONE must be an IANA time zone name/,
    );
  });

  it('reads CURRENCY as an ISO 4217 code, USD by default', () => {
    expect(loadConfig({}).CURRENCY).toBe('USD');
    expect(loadConfig({ CURRENCY: ' eur ' }).CURRENCY).toBe('EUR');
    expect(() => loadConfig({ CURRENCY: 'XYZ' })).toThrow(
      'Invalid configuration: CURRENCY must be an ISO 4217 currency code such as USD or EUR (got "XYZ")',
    );
    expect(() => loadConfig({ CURRENCY: 'euro' })).toThrow(/^Invalid configuration: CURRENCY/);
  });

  it('reads LOCALE as a locale Intl formats numbers in, en-US by default', () => {
    expect(loadConfig({}).LOCALE).toBe('en-US');
    expect(loadConfig({ LOCALE: 'de-de' }).LOCALE).toBe('de-DE');
    for (const bad of ['xx-YY', 'en_US', 'German'])
      expect(() => loadConfig({ LOCALE: bad })).toThrow(
        `Invalid configuration: LOCALE must be a locale such as en-US or de-DE (got "${bad}")`,
      );
  });

  it('reads TRUST_PROXY as a hop count or the proxies, never "every hop"', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ TRUST_PROXY }).TRUST_PROXY;
    for (const off of ['off', '0', 'false', 'no', 'OFF']) expect(trust(off)).toBe(false);
    for (const on of ['on', '1', 'true', 'yes', ' On ']) expect(trust(on)).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(trust('10.0.0.1, 10.1.0.0/16,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(trust('loopback')).toEqual(['loopback']);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1,', '300.1.1.1', '-1', '1.5'])
      expect(() => trust(bad), bad).toThrow(/^Invalid configuration: TRUST_PROXY /);
  });

  it('hands Fastify a hop count as a function (a bare number trusts no hop in Fastify 5.12)', () => {
    expect(trustProxyOption(false)).toBe(false);
    expect(trustProxyOption(['10.0.0.1'])).toEqual(['10.0.0.1']);
    const twoHops = trustProxyOption(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('192.0.2.1', hop))).toEqual([true, true, false]);
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
    const cli = loadConfig(
      { DATABASE_URL: 'postgres://localhost/x' },
      { needsSessionSecret: false },
    );
    expect(cli.dialect).toBe('postgres');
  });
});

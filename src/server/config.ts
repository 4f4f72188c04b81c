import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { isCurrency, isLocale } from '../shared/money-format';

/** Environment switch: unset/0/false/off/no → false; 1/true/on/yes → true. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['', '0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'].includes(v), {
    message: 'must be on or off (1/0, true/false, yes/no)',
  })
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

// proxy-addr's names for address ranges, handy for a proxy on the same host or network.
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (v: string) => {
  if (RANGE_NAMES.includes(v)) return true;
  const [ip = '', bits, ...rest] = v.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};

/**
 * Which X-Forwarded-For hops to believe, as Fastify's trustProxy: off/0/false/no → none (the
 * socket's address is the client); on/true/yes → 1 hop; a number → that many hops; otherwise a
 * comma-separated list of the proxies' addresses or CIDR ranges. Never "every hop": the first
 * entries of X-Forwarded-For are whatever the client sent, so trusting them lets anyone pick the
 * address that per-address limits count.
 */
const trustProxy = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v, ctx): false | number | string[] => {
    if (['', '0', 'false', 'off', 'no'].includes(v)) return false;
    if (['true', 'on', 'yes'].includes(v)) return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const proxies = v.split(',').map((p) => p.trim());
    if (proxies.every(isProxyAddress)) return proxies;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be off, on, a hop count, or the proxies' addresses (IPs or CIDRs, comma-separated)",
    });
    return z.NEVER;
  });

/** A name Intl knows as a time zone (Europe/Berlin, UTC). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const databaseUrl = z
  .string()
  .trim()
  .refine((v) => v.startsWith('sqlite:') || /^postgres(ql)?:\/\//.test(v), {
    message: 'must start with sqlite: or postgres://',
  });

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: databaseUrl.default('sqlite:./data/app.db'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).max(200).default('admin'),
  ADMIN_EMAIL: z.email('must be an email address').default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ALLOW_REGISTRATION: flag.default(false),
  /** Admins and superusers without two-step sign-in are taken to set it up at sign-in. */
  REQUIRE_TWO_STEP_FOR_ADMINS: flag.default(false),
  TRUST_PROXY: trustProxy.default(false),
  /** Off: every read goes to the database (to measure the queries themselves, or to rule it out). */
  RESPONSE_CACHE: flag.default(true),
  COOKIE_SECURE: flag.optional(),
  /**
   * The site's public origin (https://example.com): robots.txt and sitemap.xml name it and may be
   * kept by shared caches. Without it they name the Host the client sent, so only it may keep them.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://example.com' })
    .transform((url) => new URL(url).origin)
    .optional(),
  /**
   * Where mail goes (smtp://user:pass@host:587, or smtps://… for TLS from the first byte). Unset:
   * mails wait in the outbox (/dashboard/outbox) and are sent once it is set.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The sender of every mail: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .trim()
    .max(320)
    .refine((v) => /^[^<>@\s]+@[^<>@\s]+$|^[^<>]*<[^<>@\s]+@[^<>@\s]+>$/.test(v), {
      message: 'must be an email address, or "Name <address>"',
    })
    .optional(),
  /** Webhooks may call http:// and private, loopback or link-local addresses (a company's own network, tests). */
  WEBHOOK_ALLOW_PRIVATE: flag.default(false),
  // After SIGTERM: keep answering this long (with /healthz at 503) before the listener closes.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(5_000).default(1_000),
  // Deleted records stay restorable this many days, then the server erases them.
  TRASH_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * The company's time zone (an IANA name such as Europe/Berlin): the day it is there decides
   * which tasks are overdue.
   */
  TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, { message: 'must be an IANA time zone name such as Europe/Berlin or UTC' })
    .default('UTC'),
  /** The currency of every amount (ISO 4217), shown beside each one and in the XLSX formats. */
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCurrency, { message: 'must be an ISO 4217 currency code such as USD or EUR' })
    .default('USD'),
  /** How amounts are written (a BCP 47 locale tag): de-DE writes 1.250,50 €. */
  LOCALE: z
    .string()
    .trim()
    .refine(isLocale, { message: 'must be a locale such as en-US or de-DE' })
    .transform((tag) => Intl.getCanonicalLocales(tag)[0]!)
    .default('en-US'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'COOKIE_SECURE'> & {
  COOKIE_SECURE: boolean;
  dialect: 'sqlite' | 'postgres';
};

export class ConfigError extends Error {}

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count is given as a function: Fastify 5.12 reads a
 * bare number as "trust no hop" (it cannot tell the proxy from a direct client), so the count is
 * only safe when the server is reachable through the proxies alone (see README).
 */
export function trustProxyOption(value: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/**
 * Validates the environment once at start; a bad value is one clear line naming the variable.
 * `needsSessionSecret: false` is for tools that sign nothing (the users CLI).
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { needsSessionSecret = true }: { needsSessionSecret?: boolean } = {},
): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    // A secret (a password inside SMTP_URL too) is not repeated into the log.
    const got = /SECRET|PASSWORD|SMTP_URL/.test(name) ? 'the value given' : `"${env[name]}"`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${got})`);
  }
  const c = parsed.data;
  const dialect = c.DATABASE_URL.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  if (dialect === 'postgres' && !c.SESSION_SECRET && needsSessionSecret) {
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET is required with PostgreSQL so every instance agrees',
    );
  }
  return { ...c, COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production', dialect };
}

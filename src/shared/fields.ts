import { z } from 'zod';
import { MAX_QUANTITY } from './limits';
import { isOtherNumberFormat, ungroup } from './number-text';

/**
 * Field rules shared by the forms and the server routes, with messages that read after the
 * field's name ("title is required"). docs/product.md: names and titles ≤ 200, content ≤ 100 000.
 */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;

/** PostgreSQL text cannot hold NUL, so no field may carry one (SQLite would, and drift). */
export const withoutNul = (v: string) => !v.includes('\u0000');
const NUL_MESSAGE = 'must not contain NUL characters';

const text = () => z.string({ error: 'must be text' }).trim().refine(withoutNul, NUL_MESSAGE);

/** Ids are int4 (32-bit) columns in both databases: 1..2^31−1. */
export const MAX_ID = 2_147_483_647;
/** An id written as text (a path, a query): plain decimal digits, no sign, no leading zero. */
const DECIMAL_ID = /^[1-9][0-9]{0,9}$/;
const ID_MESSAGE = `must be a whole number from 1 to ${MAX_ID}`;

/** The id `value` names (a JSON integer, or plain decimal text) in 1..MAX_ID, else undefined. */
export function parseId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && DECIMAL_ID.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * A whole number from JSON (a number) or from a form or query string ("42", or "1,000" as the
 * app shows it); never a boolean, null or array, which z.coerce would quietly turn into 1, 0 or 4.
 */
export const wholeNumber = () =>
  z
    .union([z.number(), z.string()], { error: 'must be a number' })
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const text = value.trim();
      const plain = ungroup(text);
      if (/^-?\d+(\.\d+)?$/.test(plain)) return Number(plain);
      ctx.addIssue({
        code: 'custom',
        message: isOtherNumberFormat(text)
          ? 'must be a whole number written like 1,000'
          : 'must be a number',
      });
      return z.NEVER;
    })
    .pipe(z.number().int('must be a whole number'));

export const requiredText = (max = TITLE_MAX) =>
  text().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const optionalText = (max = TITLE_MAX) =>
  text().max(max, `must be at most ${max} characters`).default('');

/**
 * An email address as RFC 6531 allows it: letters of any script in the local part and the domain
 * ("zoë.test@example.com", "用户@例子.广告"), a dotted domain whose last label is letters (or
 * punycode, xn--…), no spaces, quotes or brackets. Stricter than sending needs, looser than
 * ASCII-only checks, which refuse the addresses of half the world.
 */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[^\s@"(),:;<>[\\\]]{1,64}(?<!\.)@(?=.{1,253}$)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/iu;
export const isEmailAddress = (value: string) => EMAIL_PATTERN.test(value);

/** An email address, or empty (kept in Unicode's composed form, NFC: "ë" one way only). */
export const optionalEmail = () =>
  text()
    .max(254, 'must be at most 254 characters')
    .refine((v) => v === '' || isEmailAddress(v), 'must be a valid email address')
    .transform((v) => v.normalize('NFC'))
    .default('');

export const requiredEmail = () =>
  text()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .refine(isEmailAddress, 'must be a valid email address')
    .transform((v) => v.normalize('NFC'));

/** A web address's longest accepted form, as browsers and search engines handle it. */
export const URL_MAX = 2_048;

/** `https://host…` with a dotted host and no spaces: what a browser opens as written. */
function isHttpsAddress(value: string): boolean {
  if (/\s/.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
}

/** An https web address (a client's website), or empty; http:// is refused, not upgraded. */
export const optionalHttpsUrl = () =>
  text()
    .max(URL_MAX, `must be at most ${URL_MAX} characters`)
    .refine((v) => v === '' || !/^http:\/\//i.test(v), 'must start with https://, not http://')
    .refine(
      (v) => v === '' || /^http:\/\//i.test(v) || isHttpsAddress(v),
      'must be a web address such as https://example.com',
    )
    .default('');

/** A whole number ≥ 0 (inventory and sticker quantities); numeric strings are accepted from forms. */
export const wholeQuantity = () =>
  wholeNumber().pipe(z.number().min(0, 'must be 0 or more').max(MAX_QUANTITY, 'is too large'));

/** A calendar date written YYYY-MM-DD. */
export const isoDate = () =>
  text()
    .min(1, 'is required')
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
        new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      'is not a real date',
    );

/**
 * An id wherever one is sent: a path (`/clients/7`), a list filter (`?project_id=7`) or a body
 * (`"project_id": 7`). A JSON integer, or text of plain decimal digits, from 1 to 2^31−1; "0x2",
 * " 2", "2.0", "02" and 2^31 are a 422 naming the field, the same on both databases and before
 * any query (PostgreSQL's int4 columns answer a larger value with an error, SQLite with no row).
 */
export const idSchema = z
  .union([z.number(), z.string()], { error: ID_MESSAGE })
  .transform((value, ctx) => {
    const id = parseId(value);
    if (id !== undefined) return id;
    ctx.addIssue({ code: 'custom', message: ID_MESSAGE });
    return z.NEVER;
  });

/**
 * An id that may be left unset (a task's assignee): null, or empty text from a form, clears it;
 * otherwise the id as `idSchema` takes it.
 */
export const optionalId = () =>
  z
    .union([z.number(), z.string(), z.null()], { error: ID_MESSAGE })
    .transform((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v))
    .pipe(idSchema.nullable());

/** A calendar date that may be left unset (a task's due date): null or empty text clears it. */
export const optionalDate = () =>
  z
    .union([z.string(), z.null()], { error: 'must be a date written YYYY-MM-DD' })
    .transform((v) => (v === null || v.trim() === '' ? null : v))
    .pipe(isoDate().nullable());

import { z } from 'zod';

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

/** Ids are 32-bit integers in both databases. */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number from JSON (a number) or from a form or query string ("42"); never a boolean,
 * null or array, which z.coerce would quietly turn into 1, 0 or 4.
 */
export const wholeNumber = () =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      {
        error: 'must be a number',
      },
    )
    .pipe(z.number().int('must be a whole number'));

export const requiredText = (max = TITLE_MAX) =>
  text().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const optionalText = (max = TITLE_MAX) =>
  text().max(max, `must be at most ${max} characters`).default('');

/** An email address, or empty. */
// Built once: a schema made inside a refine would be rebuilt for every value checked.
const EMAIL = z.email();

export const optionalEmail = () =>
  text()
    .max(254, 'must be at most 254 characters')
    .refine((v) => v === '' || EMAIL.safeParse(v).success, 'must be a valid email address')
    .default('');

export const requiredEmail = () =>
  text()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid email address'));

/** A whole number ≥ 0 (inventory and sticker quantities); numeric strings are accepted from forms. */
export const wholeQuantity = () =>
  wholeNumber().pipe(z.number().min(0, 'must be 0 or more').max(1_000_000_000, 'is too large'));

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
 * An id to look up (a path or filter): any positive whole number. One beyond the 32-bit range
 * names no row, so it becomes 0, which no row has: a 404 or an empty list, never a database error.
 */
export const lookupId = () =>
  wholeNumber()
    .pipe(z.number().min(1, 'must be positive'))
    .transform((id) => (id > MAX_ID ? 0 : id));

/** A row id sent in a body: a positive whole number in the 32-bit range. */
export const idSchema = wholeNumber().pipe(
  z.number().min(1, 'must be positive').max(MAX_ID, 'is not a valid id'),
);

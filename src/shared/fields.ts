import { z } from 'zod';

/**
 * Field rules shared by the forms and the server routes, with messages that read after the
 * field's name ("title is required"). DECISIONS.md: names and titles ≤ 200, content ≤ 100 000.
 */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;

const text = () => z.string({ error: 'must be text' }).trim();

export const requiredText = (max = TITLE_MAX) =>
  text().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const optionalText = (max = TITLE_MAX) =>
  text().max(max, `must be at most ${max} characters`).default('');

/** An email address, or empty. */
export const optionalEmail = () =>
  text()
    .max(254, 'must be at most 254 characters')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'must be a valid email address')
    .default('');

export const requiredEmail = () =>
  text()
    .min(1, 'is required')
    .max(254, 'must be at most 254 characters')
    .pipe(z.email('must be a valid email address'));

/** A whole number ≥ 0 (inventory and sticker quantities); numeric strings are accepted from forms. */
export const wholeQuantity = () =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(1_000_000_000, 'is too large');

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

/** A row id: a positive whole number. */
export const idSchema = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

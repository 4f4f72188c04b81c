import { z } from 'zod';
import { parseId } from './fields';
import { BULK_MAX } from './limits';
import { BULK_TEXT_MAX, fieldsNotForBulk } from './bulk-fields';

/**
 * The ids, each checked here rather than by an item schema, so that a bad one is an error of
 * `ids` that quotes it (an item's error would be named by its index alone).
 */
export const bulkIds = z
  .array(z.union([z.number(), z.string()]), { error: 'must be a list of ids' })
  .min(1, 'must name at least one record')
  .max(BULK_MAX, `must name at most ${BULK_MAX} records`)
  .transform((values, ctx) => {
    const ids = values.map(parseId);
    const bad = values.find((_, i) => ids[i] === undefined);
    if (bad === undefined) return [...new Set(ids as number[])];
    ctx.addIssue({ code: 'custom', message: `${JSON.stringify(bad)} is not an id` });
    return z.NEVER;
  });

/** POST /{resource}/bulk-delete. */
export const bulkDeleteBody = z.object({ ids: bulkIds });

/**
 * POST /{resource}/bulk-update: `changes` is what a PUT of one of them takes, of its plain fields
 * only (bulk-fields.ts): an image or a note's sections is a 422 under `changes.<field>`.
 */
export function bulkUpdateBody(definition: { wrapper: string | null; updateBody: z.ZodType }) {
  const notForBulk = fieldsNotForBulk(definition);
  return z
    .object({ ids: bulkIds, changes: definition.updateBody })
    .superRefine(({ changes }, ctx) => {
      for (const field of notForBulk)
        if ((changes as Record<string, unknown>)[field] !== undefined)
          ctx.addIssue({ code: 'custom', path: ['changes', field], message: NOT_FOR_BULK });
    });
}

export const NOT_FOR_BULK =
  `cannot be changed in bulk: only plain fields can (text up to ${BULK_TEXT_MAX} characters, ` +
  'numbers, choices and flags); change it on each record';

/** Both answer the ids they changed, all of them or (on any refusal) none. */
export const bulkAnswer = z.object({ ids: z.array(z.number()) });

import { z } from 'zod';
import { RESOURCE_NAMES } from './resources/names';
import { listCursor } from './resources/list-cursor';
import { idSchema } from './fields';

/**
 * The trash (docs/decisions/0015-history-and-trash.md): a deleted record, with what its delete
 * took along, kept for TRASH_DAYS days so that it can be restored with the same ids.
 */
export const trashEntrySchema = z.object({
  resource: z.enum(RESOURCE_NAMES),
  id: z.number(),
  title: z.string(),
  /** When (ISO 8601) and by whom it was deleted. */
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  /** What came with it, by resource: a project's { fundings: 2, expenses: 1, tasks: 3 }. */
  took_along: z.record(z.string(), z.number()),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;
export const trashListSchema = z.array(trashEntrySchema);

export const trashQuery = z.object({
  resource: z.enum(RESOURCE_NAMES, { error: 'is not a resource' }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  after: listCursor().optional(),
});

export const trashResourceParams = z.object({
  resource: z.enum(RESOURCE_NAMES, { error: 'is not a resource' }),
});
export const trashParams = trashResourceParams.extend({ id: idSchema });

/** A restore's answer: the record as its resource's POST answers it (with its ETag). */
export const restoredRecord = z
  .looseObject({ id: z.number() })
  .describe("The record, as its resource's POST answers it");

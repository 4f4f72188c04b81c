import { z } from 'zod';
import { idSchema } from './fields';

/**
 * One version of a page's text (GET /pages/{id}/revisions), newest first: the history entry of
 * the create or update that wrote it (null for a version kept when revisions began, migration
 * 018, whose page's last write left no entry: one made around the app), who and when, the text.
 */
export const pageRevisionSchema = z.object({
  entry: z.number().nullable(),
  at: z.string(),
  actor: z.string().nullable(),
  version: z.number(),
  title: z.string(),
  content: z.string(),
  description: z.string(),
  slug: z.string().nullable(),
});
export type PageRevision = z.infer<typeof pageRevisionSchema>;
export const pageRevisionListSchema = z.array(pageRevisionSchema);

/** POST /pages/{id}/history/{entry}/restore's path. */
export const restoreParams = z.object({ id: idSchema, entry: idSchema });

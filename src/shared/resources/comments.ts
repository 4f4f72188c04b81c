import { z } from 'zod';
import { requiredText } from '../fields';
import { wrapped } from './define';
import { exportIds } from '../exports';
import type { ResourceName } from './names';

/**
 * Comments (ADR 0028): a thread beside a record's History. Not one of the eleven resources of
 * RESOURCE_NAMES: a comment belongs to a record of any of these, its routes are nested under it,
 * and only its author edits it; its writes still take the engine's one write path
 * (server/resources/comments.ts).
 */
export const COMMENTED = [
  'clients',
  'projects',
  'notes',
  'pages',
  'inventory',
  'stickers',
  'tools',
  'tasks',
] as const satisfies readonly ResourceName[];
export type CommentedResource = (typeof COMMENTED)[number];

export const COMMENT_MAX = 10_000;

const commentFields = z.object({ body: requiredText(COMMENT_MAX) });
/** POST /{resource}/{id}/comments and PUT /comments/{id}: `{comment: {body}}`. */
export const commentBody = wrapped('comment', commentFields);
export type CommentInput = z.input<typeof commentFields>;

export const commentSchema = z.object({
  id: z.number(),
  record_resource: z.enum(COMMENTED),
  record_id: z.number(),
  body: z.string(),
  author: z.string().nullable().describe('The username of who wrote it'),
  /** The accounts its `@username`s name, by id: each could see the record when it was written. */
  mentions: z.array(z.number()),
  created_at: z.string().describe('When it was written (ISO 8601)'),
  updated_at: z.string().describe('When it was last changed (ISO 8601)'),
  edited: z.boolean().describe('Changed since it was written'),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /staff: who a comment can mention (enabled admins and superusers). */
export const staffMemberSchema = z.object({ id: z.number(), username: z.string() });
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `@username` in a text: an @ not inside a word (an email address is not a mention). */
export const MENTION = /(^|[^\w@.])@([A-Za-z0-9_][A-Za-z0-9_.-]*[A-Za-z0-9_]|[A-Za-z0-9_])/g;

/** The usernames a text mentions, each once, in the order they first appear. */
export function mentionedNames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) names.add(match[2]!);
  return [...names];
}

/** GET /comments/counts: how many comments each of these records has (a task row's toggle). */
export const commentCountsQuery = z.object({
  resource: z.enum(COMMENTED, { error: 'must name a resource that takes comments' }),
  ids: exportIds,
});
export const commentCountsSchema = z.array(z.object({ record_id: z.number(), count: z.number() }));
export type CommentCounts = z.infer<typeof commentCountsSchema>;

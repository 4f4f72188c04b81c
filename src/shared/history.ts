import { z } from 'zod';
import { idSchema, withoutNul } from './fields';
import { listCursor } from './resources/list-cursor';

/**
 * The history of every record and account (docs/decisions/0015-history-and-trash.md): one entry
 * per write, made in the write's own transaction. Shared by the routes and the dashboard.
 */

/**
 * The one history scope of every writer and reader: the screen whose History panel shows an
 * entry, by its resource and id ("projects:7" for a project and its fundings, "users:3").
 */
export const historyScope = (resource: string, id: number | string) => `${resource}:${id}`;

/** What a write did to a record. connect/disconnect: a project's client link. */
export const RECORD_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'erase',
  'connect',
  'disconnect',
] as const;
/** What happened to an account (resource "users"); only superusers see these. */
export const ACCOUNT_ACTIONS = [
  'user_created',
  'role_changed',
  'password_changed',
  /** A forgotten password replaced through the link of a mail. */
  'password_reset',
  'two_step_on',
  'two_step_off',
  'sign_in',
  'sign_in_failed',
  /** A personal API token made or revoked (ADR 0025): its name in `changes`. */
  'api_token_created',
  'api_token_revoked',
] as const;
export const HISTORY_ACTIONS = [...RECORD_ACTIONS, ...ACCOUNT_ACTIONS] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** A plain JSON value as a change shows it: text, a number, a flag or nothing. */
const changeValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ChangeValue = z.infer<typeof changeValue>;

/**
 * One changed field of an update, by its API name. `from`/`to` are its values before and after;
 * a field whose value is not kept (an image, a password, a note's sections) is only `changed`.
 */
export const fieldChangeSchema = z.object({
  field: z.string(),
  from: changeValue.optional(),
  to: changeValue.optional(),
  changed: z.literal(true).optional(),
  /** A reference's rows by name as they were at the write (a project's client): "Acme". */
  from_title: z.string().optional(),
  to_title: z.string().optional(),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  id: z.number(),
  /** When (ISO 8601). */
  at: z.string(),
  /** The username of who did it; null for the server itself or an unknown caller. */
  actor: z.string().nullable(),
  action: z.enum(HISTORY_ACTIONS),
  /** A resource's name ("clients"), or "users" for an account. */
  resource: z.string(),
  record_id: z.number().nullable(),
  /** The record a part belongs to and is shown on (a funding's project, a section's note). */
  parent: z.object({ resource: z.string(), id: z.number() }).nullable(),
  /** The record's title when it happened ("Northwind Traders"), for a log that outlives it. */
  title: z.string().nullable(),
  changes: z.array(fieldChangeSchema),
  /** The address a sign-in came from (sign_in, sign_in_failed). */
  address: z.string().nullable(),
  /** The import of a file that made this write, if one did. */
  import: z.object({ id: z.number(), file_name: z.string() }).nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyListSchema = z.array(historyEntrySchema);

/** ?limit & ?after of a history page: newest first, paged by X-Next-Cursor. */
export const historyPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  after: listCursor().optional(),
});

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a real date');

/** GET /activity: everything, narrowed by who, what and when (from and to are whole UTC days). */
export const activityQuery = historyPageQuery.extend({
  user: z.string().max(200).refine(withoutNul, 'must not contain NUL characters').optional(),
  resource: z.string().max(40).optional(),
  action: z.enum(HISTORY_ACTIONS, { error: 'is not an action the history records' }).optional(),
  from: day.optional(),
  to: day.optional(),
  import_id: idSchema.optional(),
});
export type ActivityQuery = z.input<typeof activityQuery>;

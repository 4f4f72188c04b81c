import {
  commentBody,
  commentSchema,
  type CommentedResource,
} from '../../shared/resources/comments';
import type { ResourceDefinition } from '../../shared/resources/define';
import type { ResourceName } from '../../shared/resources/names';
import { historyScope } from '../../shared/history';
import { serverResource } from '../resource-engine/server-resource';
import type { RowData } from '../repositories/table-repository';
import { commentEntries, commentedTable } from '../comments/comment-entries';
import { rowExists } from '../repositories/table-repository';
import { notFound } from '../http-error';
import { queueMentionNotices } from '../notifications/mentions';
import { commentExcerpt } from '../comments/comment-excerpt';

/** What a 404 calls the record a comment is on. */
export const RECORD_NOUN: Record<CommentedResource, string> = {
  clients: 'client',
  projects: 'project',
  notes: 'note',
  pages: 'page',
  inventory: 'item',
  stickers: 'sticker',
  tools: 'tool',
  tasks: 'task',
};
export const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Not in RESOURCE_NAMES (ADR 0028): no generic routes of its own (only the nested ones of
 * routes/comment-routes.ts, which check who wrote it); its name is the history's, search's and
 * webhooks' "comments".
 */
const commentsDefinition = {
  name: 'comments' as unknown as ResourceName,
  wrapper: 'comment',
  entity: commentSchema,
  detail: commentSchema,
  createBody: commentBody,
  updateBody: commentBody,
  filters: [],
  textFilters: [],
} satisfies ResourceDefinition;

const iso = (ms: unknown) => new Date(Number(ms)).toISOString();

export const commentEntity = (r: RowData) => ({
  id: r.id,
  record_resource: r.record_resource as CommentedResource,
  record_id: Number(r.record_id),
  body: String(r.body),
  author: (r.author as string | null) ?? null,
  mentions: JSON.parse(String(r.mentions ?? '[]')) as number[],
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
  edited: Number(r.version) > 1,
});

export const comments = serverResource({
  definition: commentsDefinition,
  table: 'comments',
  search: 'body',
  // Oldest first: a thread reads down, the newest last.
  // A record's thread, in the order written: no list route of the engine, so no `?sort=`.
  sorts: {},
  orderBy: [['id', 'asc']],
  toEntity: commentEntity,
  // Its writes are in its record's History (and the activity log), as a part's are.
  scope: (row) => historyScope(String(row.record_resource), Number(row.record_id)),
  title: (row) => commentExcerpt(String(row.body), 60),
  trash: false,
  searchable: commentEntries,
  // In the create's transaction: a record deleted meanwhile takes no new comment.
  async check(db, values, existing) {
    if (existing) return;
    const on = values.record_resource as CommentedResource;
    if (!(await rowExists(db, commentedTable(on), Number(values.record_id))))
      throw notFound(capitalized(RECORD_NOUN[on]));
  },
  // Whom it newly mentions hears of it, in its transaction (ADR 0029).
  afterWrite: queueMentionNotices,
  toRow: (input) => ({
    ...(input.body !== undefined && { body: input.body }),
    ...(input.mentions !== undefined && { mentions: JSON.stringify(input.mentions) }),
    ...(input.record_resource !== undefined && {
      record_resource: input.record_resource,
      record_id: input.record_id,
      author: input.author,
      created_at: input.created_at,
    }),
  }),
});

import { MAX_BOUND_VALUES, batches } from './table-repository';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import type { Tables } from '../db/tables';
import type { TrashEntry } from '../../shared/trash';
import type { ResourceName } from '../../shared/resources/names';

type Stored = Tables['trash'];
export type TrashKey = { resource: string; record_id: number };
/** A page's position: the deleted_at, resource and id of its last entry. */
export type TrashCursor = [number, string, number];

/** The trash table (migration 010): newest deleted first. */
export function trashRepository(db: Database) {
  return {
    /** Entries in, a statement per batch of any number (a bulk delete's, an import's undo). */
    put: async (entries: readonly Stored[]) => {
      for (const batch of batches(entries, Math.floor(MAX_BOUND_VALUES / 7)))
        await db.insertInto('trash').values(batch).execute();
    },

    /** Takes an entry out (to restore or erase it): one statement, so only one caller gets it. */
    take: (key: TrashKey) =>
      db
        .deleteFrom('trash')
        .where('resource', '=', key.resource)
        .where('record_id', '=', key.record_id)
        .returningAll()
        .executeTakeFirst(),

    has: async (key: TrashKey) =>
      (await db
        .selectFrom('trash')
        .select('title')
        .where('resource', '=', key.resource)
        .where('record_id', '=', key.record_id)
        .executeTakeFirst()) ?? null,

    /** How much the entries of `ids` hold: records with what they took along, and snapshot size. */
    async size(resource: string, ids: readonly number[]) {
      const entries = await db
        .selectFrom('trash')
        .select(['took_along', sql<number>`length(snapshot)`.as('bytes')])
        .where('resource', '=', resource)
        .where('record_id', 'in', ids)
        .execute();
      let rows = entries.length;
      let bytes = 0;
      for (const entry of entries) {
        bytes += Number(entry.bytes);
        for (const count of Object.values(JSON.parse(entry.took_along) as Record<string, number>))
          rows += count;
      }
      return { rows, bytes };
    },

    async page(resource: string | undefined, limit: number, after?: TrashCursor) {
      let query = db.selectFrom('trash').select(ENTRY_COLUMNS);
      if (resource) query = query.where('resource', '=', resource);
      if (after)
        query = query.where(
          sql<boolean>`(deleted_at, resource, record_id) < (${after[0]}, ${after[1]}, ${after[2]})`,
        );
      const rows = await query
        .orderBy('deleted_at', 'desc')
        .orderBy('resource', 'desc')
        .orderBy('record_id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      const next: TrashCursor | undefined =
        rows.length > limit && last ? [last.deleted_at, last.resource, last.record_id] : undefined;
      return { entries: page.map(toEntry), next };
    },

    count: async (resource?: string) => {
      let query = db.selectFrom('trash').select((e) => e.fn.countAll().as('n'));
      if (resource) query = query.where('resource', '=', resource);
      return Number((await query.executeTakeFirstOrThrow()).n);
    },

    /** Up to `limit` of the entries deleted before `before`, oldest first: one purge batch. */
    expired: (before: number, limit: number) =>
      db
        .selectFrom('trash')
        .select(['resource', 'record_id', 'title'])
        .where('deleted_at', '<', before)
        .orderBy('deleted_at')
        .limit(limit)
        .execute(),
  };
}

const ENTRY_COLUMNS = [
  'resource',
  'record_id',
  'title',
  'deleted_at',
  'deleted_by',
  'took_along',
] as const;

function toEntry(row: Omit<Stored, 'snapshot'>): TrashEntry {
  return {
    resource: row.resource as ResourceName,
    id: Number(row.record_id),
    title: row.title,
    deleted_at: new Date(Number(row.deleted_at)).toISOString(),
    deleted_by: row.deleted_by,
    took_along: JSON.parse(row.took_along) as Record<string, number>,
  };
}

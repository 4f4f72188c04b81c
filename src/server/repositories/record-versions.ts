import { type Kysely, sql } from 'kysely';
import type { Database, DatabaseTransaction } from '../db/database';
import type { TableName } from '../db/tables';
import type { RowData } from './table-repository';
import { lockRows } from './row-lock';

/** Who made a write and when: stored on the record it changes (migration 008). */
export type Stamps = { updated_at: number; updated_by: string | null };

/** The stamps among a write's column values (the resource engine puts them there). */
export const stampsIn = (values: Record<string, unknown>): Stamps => ({
  updated_at: Number(values.updated_at),
  updated_by: (values.updated_by as string | null | undefined) ?? null,
});

/** The column value of a claim: the record's next version, in the UPDATE that changes it. */
export const nextVersion = { version: sql<number>`version + 1` };

type Stamped = { id: number; version: number; updated_at: number; updated_by: string | null };

/** The version, stamps and lock of one record (docs/decisions/0014-record-versions.md). */
export function recordVersions(database: Database) {
  const db = database as unknown as Kysely<Record<string, Stamped>>;
  return {
    /**
     * Bumps the record's version and stamps it, if it still has one of `expected` (any, when
     * undefined): check and claim are one UPDATE, so of two writers that loaded one version only
     * the first gets it. On PostgreSQL the row stays locked until the transaction ends, so the
     * rest of the write sees the record as claimed. Resolves to the new version, or undefined.
     */
    async claim(
      table: TableName,
      id: number,
      expected: readonly number[] | undefined,
      stamps: Stamps,
    ): Promise<number | undefined> {
      if (expected?.length === 0) return undefined;
      let query = db
        .updateTable(table)
        .set({ ...nextVersion, ...stamps })
        .where('id', '=', id);
      if (expected) query = query.where('version', 'in', expected);
      const row = await query.returning('version').executeTakeFirst();
      return row ? Number(row.version) : undefined;
    },

    /**
     * A claim, or why not: 'stale' when the record has moved past `expected` (a 412), 'missing'
     * when it is gone (a 404). The one refusal of every write that claims one record (accounts).
     */
    async claimOrRefusal(
      table: TableName,
      id: number,
      expected: readonly number[] | undefined,
      stamps: Stamps,
    ): Promise<'stale' | 'missing' | null> {
      if ((await recordVersions(database).claim(table, id, expected, stamps)) !== undefined)
        return null;
      const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
      return found ? 'stale' : 'missing';
    },

    /**
     * Claims many records at once (a delete): one UPDATE that answers the rows as claimed, those
     * of `ids` that still exist (and, with `expected`, still have one of those versions), so no
     * second read is needed. Their locks are taken first, in ascending order of id, as every
     * write that takes several takes them: two such writes wait for each other, never deadlock.
     */
    async claimAll(
      table: TableName,
      ids: readonly number[],
      stamps: Stamps,
      expected?: readonly number[],
    ): Promise<RowData[]> {
      if (ids.length === 0 || expected?.length === 0) return [];
      await lockRows(database as DatabaseTransaction, table, ascending(ids));
      let query = db
        .updateTable(table)
        .set({ ...nextVersion, ...stamps })
        .where('id', 'in', ids);
      if (expected) query = query.where('version', 'in', expected);
      return (await query.returningAll().execute()) as unknown as RowData[];
    },
  };
}

/** The ids in ascending order, each once: the order in which a write takes their locks. */
export const ascending = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

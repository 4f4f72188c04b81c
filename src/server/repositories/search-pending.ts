import { SqliteAdapter, sql } from 'kysely';
import type { Database } from '../db/database';
import { FIXED_ROWS_MAX, compileFixed, rowsOf } from '../db/fixed-statements';
import { runUnread } from '../db/held-statements';
import { MAX_BOUND_VALUES, batches } from './table-repository';

/** An entry's words as the word index holds them: null when it holds none for it. */
export type HeldWords = { entry_id: number; title_key: string | null; words: string | null };
const HELD_COLUMNS = ['entry_id', 'title_key', 'words'] as const;

/**
 * The entries whose words wait to be indexed (migration 030), each with what the word index holds
 * for it meanwhile. Written in the transaction of the entry's own write; taken by the word
 * index's update (search/word-index.ts) in a transaction of its own.
 */
export function searchPendingRepository(db: Database) {
  return {
    /**
     * Entries written or removed: what the index held for each before. An entry pending already
     * keeps its row, since the index still holds what that row says.
     */
    async note(held: readonly HeldWords[]) {
      const insert = (rows: readonly HeldWords[]) =>
        db
          .insertInto('search_pending')
          .values(rows)
          .onConflict((c) => c.column('entry_id').doNothing());
      for (const batch of batches(held, Math.floor(MAX_BOUND_VALUES / 3)))
        if (batch.length <= FIXED_ROWS_MAX)
          await runUnread(
            db,
            compileFixed(
              db,
              `searchPending ${batch.length}`,
              batch.flatMap((h) => HELD_COLUMNS.map((column) => h[column])),
              (values) => insert(rowsOf(values, HELD_COLUMNS) as HeldWords[]),
            ),
          );
        else await runUnread(db, insert(batch).compile());
    },

    /**
     * New entries of `resource` (their records' ids), found by their keys in the statement
     * itself, so that it needs nothing back from their insert: on PostgreSQL both go out with the
     * write's next statement (runUnread). The index holds no words for them yet.
     */
    async noteNew(resource: string, recordIds: readonly number[]) {
      const insert = (r: unknown, ids: readonly unknown[]) =>
        db
          .insertInto('search_pending')
          .columns(['entry_id', 'title_key', 'words'])
          .expression((eb) =>
            eb
              .selectFrom('search_entries')
              .select(['id', sql<null>`null`.as('title_key'), sql<null>`null`.as('words')])
              .where('resource', '=', r as string)
              .where('record_id', 'in', ids as number[]),
          )
          .onConflict((c) => c.column('entry_id').doNothing());
      for (const batch of batches(recordIds, MAX_BOUND_VALUES - 1))
        await runUnread(
          db,
          batch.length <= FIXED_ROWS_MAX
            ? compileFixed(db, `searchPendingNew ${batch.length}`, [resource, ...batch], (v) =>
                insert(v[0], v.slice(1)),
              )
            : insert(resource, batch).compile(),
        );
    },

    /** Whether any entry waits. */
    async any(): Promise<boolean> {
      const row = await db
        .selectFrom('search_pending')
        .select('entry_id')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Takes up to `limit` pending entries, lowest id first, off the list (until this
     * transaction commits). On PostgreSQL they are locked in that order, so a second instance
     * taking at the same time waits for the first to commit, then finds them gone: never two
     * updates of one entry's words at once, and a search that takes first sees them all indexed.
     */
    async take(limit: number): Promise<HeldWords[]> {
      const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
      const lock = sqlite ? sql`` : sql`for update`;
      const { rows } = await sql<HeldWords>`delete from search_pending where entry_id in
        (select entry_id from search_pending order by entry_id limit ${limit} ${lock})
        returning entry_id, title_key, words`.execute(db);
      return rows.map((row) => ({ ...row, entry_id: Number(row.entry_id) }));
    },
  };
}

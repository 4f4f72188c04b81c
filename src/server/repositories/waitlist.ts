import { historyScope } from '../../shared/history';
import { sql } from 'kysely';
import type { Database } from '../db/database';
import { historyRepository } from './history';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** How many rows the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

/** Waitlist addresses, each stored once whatever its case. */
export function waitlistRepository(db: Database) {
  const matching = (q: string | undefined) => {
    const query = db.selectFrom('waitlist_entries');
    if (!q) return query;
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    return query.where(sql`lower(email_address)`, 'like', sql`${pattern} escape '\\'`);
  };
  return {
    /** true when the address is new. */
    async add(email_address: string): Promise<boolean> {
      const result = await db
        .insertInto('waitlist_entries')
        .values({ email_address, created_at: Date.now() })
        .onConflict((oc) => oc.expression(sql`lower(email_address)`).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /**
     * Removes an address for good (a request to be forgotten: no trash), and records in the same
     * transaction who removed which entry, without the address itself. false: no such entry.
     */
    remove: (id: number, actor: string | null) =>
      db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('waitlist_entries')
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await historyRepository(trx).append([
          {
            actor,
            action: 'delete',
            resource: 'waitlist',
            record_id: id,
            scope: historyScope('waitlist', id),
          },
        ]);
        return true;
      }),
    async list(limit: number, offset: number, q?: string) {
      const [rows, count] = await Promise.all([
        matching(q)
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(q)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /**
     * Every entry the search selects, newest first as the screen lists them, a batch of rows at a
     * time by id so that a long list is never one query.
     */
    async *all(q?: string) {
      let before: number | undefined;
      for (;;) {
        let query = matching(q).selectAll();
        if (before !== undefined) query = query.where('id', '<', before);
        const rows = await query.orderBy('id', 'desc').limit(EXPORT_BATCH).execute();
        yield rows;
        if (rows.length < EXPORT_BATCH) return;
        before = rows[rows.length - 1]!.id;
      }
    },
  };
}

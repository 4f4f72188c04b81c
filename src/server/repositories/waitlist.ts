import { historyScope } from '../../shared/history';
import { sql } from 'kysely';
import { inTransaction, type Database } from '../db/database';
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
    /**
     * The entry of an address, made if it is new, and whether a confirmation mail may go now:
     * not to a confirmed address, nor twice within `quietMs` (anyone may sign anyone up).
     * In the caller's transaction, which writes the mail.
     */
    async join(email_address: string, now: number, quietMs: number) {
      await db
        .insertInto('waitlist_entries')
        .values({ email_address, created_at: now })
        .onConflict((oc) => oc.expression(sql`lower(email_address)`).doNothing())
        .execute();
      const entry = await db
        .selectFrom('waitlist_entries')
        .select(['id', 'confirmed_at', 'asked_at'])
        .where(sql`lower(email_address)`, '=', email_address.toLowerCase())
        .executeTakeFirstOrThrow();
      const ask =
        entry.confirmed_at === null && (entry.asked_at === null || entry.asked_at <= now - quietMs);
      if (ask)
        await db
          .updateTable('waitlist_entries')
          .set({ asked_at: now })
          .where('id', '=', entry.id)
          .execute();
      return { id: entry.id, ask };
    },
    /** Confirms an entry (once is enough; again changes nothing). */
    async confirm(id: number, now: number) {
      await db
        .updateTable('waitlist_entries')
        .set({ confirmed_at: now })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .execute();
    },
    /**
     * Removes an address for good (a request to be forgotten: no trash), and records in the same
     * transaction who removed which entry, without the address itself. false: no such entry.
     */
    remove: (id: number, actor: string | null) =>
      inTransaction(db, async (trx) => {
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
        yield rows.map((row) => ({ ...row, confirmed: row.confirmed_at !== null }));
        if (rows.length < EXPORT_BATCH) return;
        before = rows[rows.length - 1]!.id;
      }
    },
  };
}

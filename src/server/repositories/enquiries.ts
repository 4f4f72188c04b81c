import { sql } from 'kysely';
import type { EnquiryStatus } from '../../shared/enquiry-words';
import { historyScope } from '../../shared/history';
import { inTransaction, type Database } from '../db/database';
import type { Row } from '../db/tables';
import { staffRepository } from './staff';
import { historyRepository } from './history';
import { queueNotifications } from '../notifications/queue';

export type EnquiryRow = Row<'enquiries'>;
type NewEnquiry = { name: string; email_address: string; service: string; message: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** How many rows the CSV export reads at a time. */
const EXPORT_BATCH = 1000;

/**
 * Enquiries from the contact form (ADR 0031). A visitor's insert files a notification for every
 * staff account in the same transaction; a status change is conditional on the version its
 * writer saw, so no staff write overwrites another unseen.
 */
export function enquiriesRepository(db: Database) {
  const matching = (q: string | undefined, status: EnquiryStatus | undefined) => {
    let query = db.selectFrom('enquiries');
    if (status) query = query.where('status', '=', status);
    if (!q) return query;
    const pattern = `%${escapeLike(q.toLowerCase())}%`;
    const like = (column: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    return query.where(({ or }) => or([like('name'), like('email_address'), like('message')]));
  };
  return {
    create: (input: NewEnquiry, now: number) =>
      inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('enquiries')
          .values({ ...input, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
        await queueNotifications(trx, now, [
          {
            userIds: await staffRepository(trx).ids(),
            type: 'enquiry',
            resource: 'enquiries',
            recordId: Number(row.id),
            text: `New enquiry from ${input.name}`,
            actor: null,
          },
        ]);
        return row;
      }),
    find: (id: number) =>
      db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst(),
    /**
     * Sets the status if the row is still at one of `expected` versions (any when undefined):
     * 'missing' when there is no such enquiry, 'stale' when another write came first.
     */
    setStatus: (
      id: number,
      status: EnquiryStatus,
      expected: readonly number[] | undefined,
      actor: string | null,
      now: number,
    ) =>
      inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('enquiries')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) return 'missing' as const;
        if (expected && !expected.includes(Number(before.version))) return 'stale' as const;
        // The version in the WHERE claims the row: a write between the read and this one wins.
        const after = await trx
          .updateTable('enquiries')
          .set({ status, version: Number(before.version) + 1, updated_at: now, updated_by: actor })
          .where('id', '=', id)
          .where('version', '=', before.version)
          .returningAll()
          .executeTakeFirst();
        if (!after) return 'stale' as const;
        if (before.status !== status)
          await historyRepository(trx).append([
            {
              actor,
              action: 'update',
              resource: 'enquiries',
              record_id: id,
              scope: historyScope('enquiries', id),
              title: before.name,
              changes: [{ field: 'status', from: before.status, to: status }],
              at: now,
            },
          ]);
        return after;
      }),
    /**
     * Deletes an enquiry for good (its sender asked: no trash), and records who deleted which
     * one, without the sender's name or address. false: no such enquiry.
     */
    remove: (id: number, actor: string | null) =>
      inTransaction(db, async (trx) => {
        const removed = await trx.deleteFrom('enquiries').where('id', '=', id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) return false;
        await historyRepository(trx).append([
          {
            actor,
            action: 'delete',
            resource: 'enquiries',
            record_id: id,
            scope: historyScope('enquiries', id),
          },
        ]);
        return true;
      }),
    async list(limit: number, offset: number, q?: string, status?: EnquiryStatus) {
      const [rows, count] = await Promise.all([
        matching(q, status).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        matching(q, status)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    /** How many are still new: the overview's line. */
    async countNew() {
      const row = await matching(undefined, 'new')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Every enquiry the search selects, newest first, a batch of rows at a time by id. */
    async *all(q?: string, status?: EnquiryStatus) {
      let before: number | undefined;
      for (;;) {
        let query = matching(q, status).selectAll();
        if (before !== undefined) query = query.where('id', '<', before);
        const rows = await query.orderBy('id', 'desc').limit(EXPORT_BATCH).execute();
        yield rows;
        if (rows.length < EXPORT_BATCH) return;
        before = rows[rows.length - 1]!.id;
      }
    },
  };
}

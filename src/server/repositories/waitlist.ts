import { sql } from 'kysely';
import type { Database } from '../db/database';

/** Waitlist addresses, each stored once whatever its case. */
export function waitlistRepository(db: Database) {
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
    async list(limit: number, offset: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('waitlist_entries')
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('waitlist_entries')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

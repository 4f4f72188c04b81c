import { PostgresAdapter, sql } from 'kysely';
import type { Database } from '../db/database';

/** The database round trips behind /healthz. */
export function healthChecksRepository(db: Database) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /**
     * A read and a write that commits, in one transaction: a database that answers reads but
     * refuses writes (read-only, disk full) fails here. On PostgreSQL the server itself also
     * abandons a statement after `timeoutMs`, so a stuck check does not hold a connection.
     */
    check: (timeoutMs: number, now = Date.now()) =>
      db.transaction().execute(async (trx) => {
        if (postgres) await sql`set local statement_timeout = ${sql.lit(timeoutMs)}`.execute(trx);
        await trx.selectFrom('health_checks').select('checked_at').where('id', '=', 1).execute();
        await trx
          .insertInto('health_checks')
          .values({ id: 1, checked_at: now })
          .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: now }))
          .execute();
      }),
  };
}

import type { Database } from '../db/database';

const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

/**
 * What the overview's "Start here" and "Needs attention today" ask of the database: each a read of
 * the top of an index (a primary key, tasks_assignee, outbox_failed), so the overview stays one
 * cheap read however many rows the tables hold.
 */
export function overviewAttentionRepository(db: Database) {
  return {
    /** Whether any file was ever imported (undone ones too: the step was learnt). */
    importRan: () => exists(db.selectFrom('imports').select('id').limit(1).execute()),
    /** Whether someone else has an account, or was invited to one. */
    async colleagueAsked() {
      const [users, invited] = await Promise.all([
        db.selectFrom('users').select('id').limit(2).execute(),
        exists(db.selectFrom('invitations').select('id').limit(1).execute()),
      ]);
      return users.length > 1 || invited;
    },
    /** The open tasks assigned to someone that were due before `today` (YYYY-MM-DD). */
    async overdueFor(userId: number, today: string) {
      const row = await db
        .selectFrom('tasks')
        .select((e) => e.fn.countAll().as('n'))
        .where('assignee_id', '=', userId)
        .where('completed', '=', 0)
        .where('due_on', '<', today)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    /** Mails and webhook deliveries that gave up (the outbox's failed rows, by channel). */
    async failedSends() {
      const rows = await db
        .selectFrom('outbox')
        .select((e) => ['channel', e.fn.countAll().as('n')])
        .where('state', '=', 'failed')
        .where('channel', 'in', ['mail', 'webhook'])
        .groupBy('channel')
        .execute();
      const of = (channel: string) => Number(rows.find((r) => r.channel === channel)?.n ?? 0);
      return { mail: of('mail'), webhooks: of('webhook') };
    },
  };
}

import { PostgresAdapter } from 'kysely';
import type { Database } from '../db/database';
import type { Row } from '../db/tables';

export type WebhookRow = Row<'webhooks'>;
export type Subscription = { id: number; url: string; events: string[] };

/** Webhooks (migration 021) and their deliveries' attempts. */
export function webhooksRepository(db: Database) {
  return {
    async add(hook: Omit<WebhookRow, 'id' | 'active' | 'disabled_reason'>) {
      const { id } = await db
        .insertInto('webhooks')
        .values(hook)
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    list: () => db.selectFrom('webhooks').selectAll().orderBy('id').execute(),
    find: (id: number) =>
      db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst(),
    async update(
      id: number,
      change: { url: string; events: string; active?: boolean },
      now: number,
    ) {
      const result = await db
        .updateTable('webhooks')
        .set({
          url: change.url,
          events: change.events,
          updated_at: now,
          ...(change.active === undefined
            ? {}
            : { active: change.active ? 1 : 0, disabled_reason: null }),
        })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async remove(id: number) {
      const result = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** The webhooks switched on, with the events each wants. */
    async subscriptions(): Promise<Subscription[]> {
      const rows = await db
        .selectFrom('webhooks')
        .select(['id', 'url', 'events'])
        .where('active', '=', 1)
        .execute();
      return rows.map((r) => ({ id: r.id, url: r.url, events: JSON.parse(r.events) as string[] }));
    },
    /**
     * The URLs of those of these webhooks that still exist, in the caller's transaction. On
     * PostgreSQL each is held (FOR KEY SHARE) until it commits, so a delete on another instance
     * waits for the fan-out that is adding deliveries to it rather than failing its foreign key.
     */
    async urls(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      let query = db.selectFrom('webhooks').select(['id', 'url']).where('id', 'in', ids);
      if (db.getExecutor().adapter instanceof PostgresAdapter) query = query.forKeyShare();
      return new Map((await query.execute()).map((r) => [Number(r.id), r.url]));
    },
    async switchOff(id: number, reason: string, now: number) {
      await db
        .updateTable('webhooks')
        .set({ active: 0, disabled_reason: reason, updated_at: now })
        .where('id', '=', id)
        .execute();
    },
    findAll: (ids: readonly number[]) =>
      ids.length
        ? db.selectFrom('webhooks').selectAll().where('id', 'in', ids).execute()
        : Promise.resolve([]),
    /** A batch's attempts, in one insert. */
    async attempts(rows: readonly Omit<Row<'webhook_attempts'>, 'id'>[]) {
      if (rows.length)
        await db
          .insertInto('webhook_attempts')
          .values([...rows])
          .execute();
    },
    /** A webhook's latest deliveries, newest first, each with its attempts. */
    async deliveries(webhookId: number, limit: number) {
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .where('webhook_id', '=', webhookId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      const attempts = rows.length
        ? await db
            .selectFrom('webhook_attempts')
            .selectAll()
            .where(
              'outbox_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return rows.map((row) => ({ row, attempts: attempts.filter((a) => a.outbox_id === row.id) }));
    },
  };
}

import { PostgresAdapter, sql } from 'kysely';
import type { Database, DatabaseTransaction } from '../db/database';
import type { Role } from '../../shared/accounts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Why a change to an account was not made. */
export type Refusal = 'not-found' | 'last-superuser';

const flagsFor = (role: Role) => ({
  admin: role === 'ordinary' ? 0 : 1,
  superuser: role === 'superuser' ? 1 : 0,
});

/**
 * The ids of the enabled superusers, locked until the transaction ends. Two superusers demoting
 * (or disabling) each other at once on PostgreSQL: the second waits for the first, then reads the
 * row it changed as it is now (no longer a superuser), so it sees one superuser left and stops.
 * Rows are locked in id order, so two such transactions cannot deadlock. SQLite needs no lock:
 * the app has one connection, which a transaction holds from BEGIN to COMMIT.
 */
async function lockEnabledSuperusers(trx: DatabaseTransaction): Promise<number[]> {
  let query = trx
    .selectFrom('users')
    .select('id')
    .where('superuser', '=', 1)
    .where('disabled', '=', 0)
    .orderBy('id');
  // getExecutor() is marked internal, but it is the only way a query knows its dialect.
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

/** The accounts the Users screen manages: search, role, disabled, the client link. */
export function accountsRepository(db: Database) {
  const withClient = () =>
    db
      .selectFrom('users')
      .leftJoin('clients', 'clients.id', 'users.client_id')
      .select([
        'users.id',
        'users.username',
        'users.email_address',
        'users.admin',
        'users.superuser',
        'users.disabled',
        'users.created_at',
        'users.client_id',
        'clients.organization_name',
      ]);
  const matching = (q: string | undefined) => {
    let query = db.selectFrom('users');
    if (q) {
      const pattern = `%${escapeLike(q.toLowerCase())}%`;
      query = query.where((e) =>
        e.or([
          e(sql`lower(username)`, 'like', sql`${pattern} escape '\\'`),
          e(sql`lower(email_address)`, 'like', sql`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  /** Changes one account unless that leaves no enabled superuser; `leaves` says if it would. */
  const guarded = (
    id: number,
    change: (trx: DatabaseTransaction) => Promise<void>,
    leavesSuperusers: boolean,
  ): Promise<Refusal | null> =>
    db.transaction().execute(async (trx) => {
      const superusers = await lockEnabledSuperusers(trx);
      const target = await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!target) return 'not-found';
      if (leavesSuperusers && superusers.length === 1 && superusers[0] === id)
        return 'last-superuser';
      await change(trx);
      return null;
    });

  return {
    async list(options: { q?: string; limit: number; offset: number }) {
      const ids = matching(options.q).select('id');
      const [rows, count] = await Promise.all([
        withClient()
          .where('users.id', 'in', ids)
          .orderBy(sql`lower(users.username)`)
          .orderBy('users.id')
          .limit(options.limit)
          .offset(options.offset)
          .execute(),
        matching(options.q)
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
    find: (id: number) => withClient().where('users.id', '=', id).executeTakeFirst(),

    /** Demoting the last enabled superuser is refused (product.md §6). */
    setRole: (id: number, role: Role) =>
      guarded(
        id,
        async (trx) => {
          const flags = flagsFor(role);
          // Only ordinary accounts are linked to a client: a promotion drops the link.
          const link = role === 'ordinary' ? {} : { client_id: null };
          await trx
            .updateTable('users')
            .set({ ...flags, ...link })
            .where('id', '=', id)
            .execute();
        },
        role !== 'superuser',
      ),

    /** Disabling ends every session of the account in the same transaction. */
    setDisabled: (id: number, disabled: boolean) =>
      guarded(
        id,
        async (trx) => {
          await trx
            .updateTable('users')
            .set({ disabled: disabled ? 1 : 0 })
            .where('id', '=', id)
            .execute();
          if (disabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        },
        disabled,
      ),

    /** 'ordinary-only' when the account is an admin or superuser; undefined when none. */
    async linkClient(id: number, clientId: number | null) {
      const user = await db
        .updateTable('users')
        .set({ client_id: clientId })
        .where('id', '=', id)
        .where('admin', '=', 0)
        .where('superuser', '=', 0)
        .returning('id')
        .executeTakeFirst();
      if (user) return 'linked' as const;
      const exists = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return exists ? ('ordinary-only' as const) : undefined;
    },

    clientExists: async (clientId: number) =>
      (await db
        .selectFrom('clients')
        .select('id')
        .where('id', '=', clientId)
        .executeTakeFirst()) !== undefined,
  };
}

export type AccountRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof accountsRepository>['find']>>
>;

import { PostgresAdapter, sql } from 'kysely';
import type { Database, DatabaseTransaction } from '../db/database';
import type { Role } from '../../shared/accounts';
import { type Stamps, recordVersions } from './record-versions';
import { loginKey } from '../auth/login-key';
import { appendAccountEvent } from './history';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Why a change to an account was not made. */
export type Refusal = 'not-found' | 'last-superuser' | 'stale';

/** Who changes an account, and which of its versions they loaded (If-Match; any when undefined). */
export type AccountWrite = { expected: readonly number[] | undefined; stamps: Stamps };

/** Claims the account's version in `trx` as the engine claims a record's: null, or why not. */
async function claim(trx: DatabaseTransaction, id: number, write: AccountWrite) {
  const why = await recordVersions(trx).claimOrRefusal('users', id, write.expected, write.stamps);
  return why === 'missing' ? ('not-found' as const) : why;
}

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

/** An account's role and disabled flag as they are, read in the change's transaction. */
const flagsNow = (trx: DatabaseTransaction, id: number) =>
  trx
    .selectFrom('users')
    .select(['admin', 'superuser', 'disabled'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const roleOf = (flags: { admin: number; superuser: number }): Role =>
  flags.superuser ? 'superuser' : flags.admin ? 'admin' : 'ordinary';

/**
 * Only ordinary accounts are linked to a client (admins and superusers see every project): the
 * rule of PUT /users/{id}/client and of a client's restore linking its accounts back.
 */
export const mayLinkClient = (user: { admin: number; superuser: number }) =>
  !user.admin && !user.superuser;

/** Thrown to roll back a change that would leave no enabled superuser. */
class LastSuperuser extends Error {}

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
        'users.version',
        'users.updated_at',
        'users.updated_by',
        'clients.organization_name',
      ]);
  const matching = (q: string | undefined) => {
    let query = db.selectFrom('users');
    if (q) {
      const pattern = `%${escapeLike(loginKey(q))}%`;
      query = query.where((e) =>
        e.or([
          e('username_key', 'like', sql<string>`${pattern} escape '\\'`),
          e('email_key', 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    return query;
  };

  /** Changes one account unless that leaves no enabled superuser; `leaves` says if it would. */
  const guarded = (
    id: number,
    write: AccountWrite,
    change: (trx: DatabaseTransaction) => Promise<void>,
    leavesSuperusers: boolean,
  ): Promise<Refusal | null> =>
    db
      .transaction()
      .execute(async (trx) => {
        const superusers = await lockEnabledSuperusers(trx);
        const refusal = await claim(trx, id, write);
        if (refusal) return refusal;
        if (leavesSuperusers && superusers.length === 1 && superusers[0] === id)
          throw new LastSuperuser(); // rolls the claim back
        await change(trx);
        return null;
      })
      .catch((error: unknown) => {
        if (error instanceof LastSuperuser) return 'last-superuser' as const;
        throw error;
      });

  return {
    async list(options: { q?: string; limit: number; offset: number }) {
      const ids = matching(options.q).select('id');
      const [rows, count] = await Promise.all([
        withClient()
          .where('users.id', 'in', ids)
          .orderBy('users.username_key')
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
    setRole: (id: number, role: Role, write: AccountWrite) =>
      guarded(
        id,
        write,
        async (trx) => {
          const from = roleOf(await flagsNow(trx, id));
          const flags = flagsFor(role);
          // Only ordinary accounts are linked to a client: a promotion drops the link.
          const link = role === 'ordinary' ? {} : { client_id: null };
          await trx
            .updateTable('users')
            .set({ ...flags, ...link })
            .where('id', '=', id)
            .execute();
          await appendAccountEvent(trx, {
            action: 'role_changed',
            userId: id,
            actor: write.stamps.updated_by,
            changes: from === role ? [] : [{ field: 'role', from, to: role }],
          });
        },
        role !== 'superuser',
      ),

    /** Disabling ends every session of the account in the same transaction. */
    setDisabled: (id: number, disabled: boolean, write: AccountWrite) =>
      guarded(
        id,
        write,
        async (trx) => {
          const from = (await flagsNow(trx, id)).disabled === 1;
          await trx
            .updateTable('users')
            .set({ disabled: disabled ? 1 : 0 })
            .where('id', '=', id)
            .execute();
          await appendAccountEvent(trx, {
            action: 'update',
            userId: id,
            actor: write.stamps.updated_by,
            changes: from === disabled ? [] : [{ field: 'disabled', from, to: disabled }],
          });
          if (disabled) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        },
        disabled,
      ),

    /** Links an ordinary account to a client; admins and superusers see every project. */
    linkClient: (id: number, clientId: number | null, write: AccountWrite) =>
      db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['admin', 'superuser', 'client_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!user) return 'not-found' as const;
        if (!mayLinkClient(user)) return 'ordinary-only' as const;
        const refusal = await claim(trx, id, write);
        if (refusal) return refusal;
        await trx.updateTable('users').set({ client_id: clientId }).where('id', '=', id).execute();
        const from = user.client_id;
        await appendAccountEvent(trx, {
          action: 'update',
          userId: id,
          actor: write.stamps.updated_by,
          changes: from === clientId ? [] : [{ field: 'client_id', from, to: clientId }],
        });
        return 'linked' as const;
      }),

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

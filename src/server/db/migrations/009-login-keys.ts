import { type Kysely, sql } from 'kysely';

/**
 * Usernames and email addresses compare by a key folded in JavaScript (src/server/auth/login-key.ts:
 * NFC, then lower case), the same on both databases, instead of a unique index on lower(), which
 * folds only ASCII on SQLite. The fold is repeated here: a migration stays as it was written.
 * Two accounts whose names differ only by a non-ASCII case (possible before, on SQLite) cannot
 * share a key: the later one's key gets its id after a NUL, which no sign-in can type, so it
 * signs in by its email address (and the first start logs which one).
 */
const fold = (value: string) => value.normalize('NFC').toLowerCase();

type Users = { users: { id: number; username: string; email_address: string } };

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['username_key', 'email_key'])
    await db.schema
      .alterTable('users')
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  const users = db as unknown as Kysely<Users & { users: Record<string, string> }>;
  const rows = await (db as unknown as Kysely<Users>)
    .selectFrom('users')
    .select(['id', 'username', 'email_address'])
    .orderBy('id')
    .execute();
  const taken = { username_key: new Set<string>(), email_key: new Set<string>() };
  for (const row of rows) {
    const keys = { username_key: fold(row.username), email_key: fold(row.email_address) };
    for (const column of ['username_key', 'email_key'] as const) {
      if (taken[column].has(keys[column])) {
        console.warn(`migration 009: user ${row.id}'s ${column} is another's: it gets its id`);
        keys[column] = `${keys[column]}\u0000${row.id}`;
      }
      taken[column].add(keys[column]);
    }
    await users.updateTable('users').set(keys).where('id', '=', row.id).execute();
  }
  await db.schema.dropIndex('users_username_unique').execute();
  await db.schema.dropIndex('users_email_unique').execute();
  await db.schema
    .createIndex('users_username_key')
    .on('users')
    .unique()
    .column('username_key')
    .execute();
  await db.schema.createIndex('users_email_key').on('users').unique().column('email_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_email_key').execute();
  await db.schema.dropIndex('users_username_key').execute();
  await db.schema.alterTable('users').dropColumn('email_key').execute();
  await db.schema.alterTable('users').dropColumn('username_key').execute();
  for (const [name, column] of [
    ['users_username_unique', 'username'],
    ['users_email_unique', 'email_address'],
  ] as const)
    await db.schema
      .createIndex(name)
      .on('users')
      .unique()
      .expression(sql`lower(${sql.ref(column)})`)
      .execute();
}

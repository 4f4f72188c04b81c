import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { holdStatements, runAhead, runUnread } from '../../src/server/db/held-statements';
import { createTestDatabase } from './support/test-database';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Socket = { _write: (...a: unknown[]) => unknown; _writev: (...a: unknown[]) => unknown };

/**
 * A Kysely over one pooled connection in pipeline mode whose statements are held as the app's
 * are (database.ts), a table `notes`, and how many writes reached the connection's socket.
 */
async function setUp() {
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  const pool = new pg.Pool({ connectionString: database.url, max: 1, pipeline: true });
  const writes = { count: 0 };
  pool.on('connect', (client) => {
    holdStatements(client);
    // Every write to the socket, whether one message or a corked batch of them.
    const socket = (client as unknown as { connection: { stream: Socket } }).connection.stream;
    for (const method of ['_write', '_writev'] as const) {
      const original = socket[method].bind(socket);
      socket[method] = (...args) => ((writes.count += 1), original(...args));
    }
  });
  const db = new Kysely<{ notes: { id: number; body: string } }>({
    dialect: new PostgresDialect({ pool }),
  });
  cleanups.push(() => db.destroy());
  await sql`create table notes (id int primary key, body text not null)`.execute(db);
  const note = (id: number, body: string) => db.insertInto('notes').values({ id, body }).compile();
  const bodies = async () =>
    (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((r) => r.body);
  return { db, writes, note, bodies };
}

describe.runIf(process.env.TEST_DIALECT === 'postgres')('statements held for the next', () => {
  it('sends BEGIN with the first statement, and unread ones with the COMMIT: two writes', async () => {
    const { db, writes, note, bodies } = await setUp();
    writes.count = 0;
    const seen = await db.transaction().execute(async (trx) => {
      await runUnread(trx, note(1, 'first'));
      // The held insert runs before this read, which sees it.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from notes`.execute(trx);
      await runUnread(trx, note(2, 'second'));
      await runUnread(trx, note(3, 'third'));
      return rows[0]!.n;
    });
    expect(seen).toBe(1);
    expect(writes.count).toBe(2);
    expect(await bodies()).toEqual(['first', 'second', 'third']);
  });

  it('fails the COMMIT with a held statement’s own error, and keeps nothing', async () => {
    const { db, note, bodies } = await setUp();
    await db.insertInto('notes').values({ id: 1, body: 'kept' }).execute();
    const failed = db.transaction().execute(async (trx) => {
      await runUnread(trx, note(2, 'lost'));
      await runUnread(trx, note(1, 'a duplicate'));
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await bodies()).toEqual(['kept']);
    // The connection is ready for the next transaction, its statements held again.
    await db.transaction().execute((trx) => runUnread(trx, note(3, 'after')));
    expect(await bodies()).toEqual(['kept', 'after']);
  });

  it('reports a held statement’s error at the next statement, not the abort it causes', async () => {
    const { db, note } = await setUp();
    const failed = db.transaction().execute(async (trx) => {
      await runUnread(trx, note(1, 'one'));
      await runUnread(trx, note(1, 'the same id'));
      await sql`select 1`.execute(trx);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
  });

  it('drops what is held on a rollback; a transaction that sent nothing sends nothing', async () => {
    const { db, writes, note, bodies } = await setUp();
    writes.count = 0;
    const thrown = db.transaction().execute(async (trx) => {
      await runUnread(trx, note(1, 'never'));
      throw new Error('changed my mind');
    });
    await expect(thrown).rejects.toThrow('changed my mind');
    expect(writes.count).toBe(0);
    expect(await bodies()).toEqual([]);
  });

  it('sends statements run ahead together, and gives each its own rows after', async () => {
    const { db, writes, note } = await setUp();
    await db.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    writes.count = 0;
    const [locked, counted] = await db.transaction().execute(async (trx) => {
      const lock = await runAhead(
        trx,
        sql`select body from notes where id = 1 for update`.compile(trx),
      );
      const count = await runAhead(trx, sql`select count(*)::int as n from notes`.compile(trx));
      const answers = [await lock.answer, await count.answer];
      await runUnread(trx, note(2, 'two'));
      return answers;
    });
    expect(locked).toEqual([{ body: 'one' }]);
    expect(counted).toEqual([{ n: 1 }]);
    // BEGIN and both reads in one write; the insert with the COMMIT in the other.
    expect(writes.count).toBe(2);
  });

  it('rejects what was run ahead but rolled back before it went out, and sends nothing', async () => {
    const { db, writes } = await setUp();
    writes.count = 0;
    let unsent: Promise<unknown> | undefined;
    const thrown = db.transaction().execute(async (trx) => {
      unsent = (await runAhead(trx, sql`select 1`.compile(trx))).answer;
      throw new Error('changed my mind');
    });
    await expect(thrown).rejects.toThrow('changed my mind');
    await expect(unsent).rejects.toThrow('rolled back before it was sent');
    expect(writes.count).toBe(0);
  });

  it('runs an unread statement at once outside a transaction', async () => {
    const { db, note, bodies } = await setUp();
    await runUnread(db, note(1, 'now'));
    expect(await bodies()).toEqual(['now']);
  });
});

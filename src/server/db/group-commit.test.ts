import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GROUP_MAX, GROUP_MAX_MS, GroupCommitDialect } from './group-commit';
import { cachingConnection } from './sqlite-connection';
import Sqlite from './sqlite-driver';

type Tables = { rows: { n: number }; children: { parent: number } };

let dir: string;
let raw: BetterSqlite3.Database;
let db: Kysely<Tables>;
let dialect: GroupCommitDialect;
let clock = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  raw = new Sqlite(join(dir, 'test.db'));
  raw.exec('pragma journal_mode = WAL; pragma synchronous = FULL; pragma foreign_keys = ON');
  raw.exec('create table rows (n integer primary key)');
  // Checked at COMMIT, not at the statement: the one way to make a group's commit itself fail.
  raw.exec(`create table children (parent integer
    references rows (n) deferrable initially deferred)`);
  clock = 0;
  dialect = new GroupCommitDialect(raw, cachingConnection(raw), () => clock);
  db = new Kysely<Tables>({ dialect });
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const insert = (n: number) =>
  db.transaction().execute((trx) => trx.insertInto('rows').values({ n }).execute());
/** Lets the event loop turn a few times: enough for a group that does not wait to commit. */
const turns = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};
/** What another connection sees: only what is committed. */
const committed = () => {
  const other = new Sqlite(join(dir, 'test.db'), { readonly: true });
  const rows = other.prepare('select n from rows order by n').pluck().all();
  other.close();
  return rows;
};

describe('GroupCommitDriver', () => {
  it('commits transactions that waited for one another once, together', async () => {
    await Promise.all([1, 2, 3, 4, 5].map(insert));
    expect(committed()).toEqual([1, 2, 3, 4, 5]);
    expect(dialect.driver.counts).toEqual({ transactions: 5, commits: 1 });
    await insert(6); // alone: nobody waits, so it commits at once
    expect(committed()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dialect.driver.counts.commits).toBe(2);
  });

  it('holds a lone commit until the loop turns, so that a request arriving meanwhile shares it', async () => {
    let inserted = false;
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('rows').values({ n: 1 }).execute();
      inserted = true;
    });
    while (!inserted) await Promise.resolve();
    for (let i = 0; i < 20; i++) await Promise.resolve(); // its savepoint released, nothing waits
    expect(committed()).toEqual([]);
    await Promise.all([first, insert(2)]);
    expect(committed()).toEqual([1, 2]);
    expect(dialect.driver.counts).toEqual({ transactions: 2, commits: 1 });
  });

  it('answers a transaction only once its group is committed', async () => {
    const seen: unknown[][] = [];
    const first = insert(1).then(() => seen.push(committed()));
    await Promise.all([first, insert(2)]);
    expect(seen).toEqual([[1, 2]]);
  });

  it('undoes a failed transaction alone, and the rest of its group commits', async () => {
    const results = await Promise.allSettled([
      insert(1),
      db.transaction().execute(async (trx) => {
        await trx.insertInto('rows').values({ n: 2 }).execute();
        throw new Error('changed its mind');
      }),
      insert(1), // the primary key fails this statement; its transaction rolls back
      insert(3),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(committed()).toEqual([1, 3]);
  });

  it('commits what is pending before a statement outside a transaction reads', async () => {
    const [, , rows] = await Promise.all([
      insert(1),
      insert(2),
      db.selectFrom('rows').select('n').execute(), // waits its turn after the two
      insert(3),
    ]);
    expect(rows).toEqual([{ n: 1 }, { n: 2 }]);
    expect(committed()).toEqual([1, 2, 3]);
    expect(dialect.driver.counts.commits).toBe(2);
  });

  it('fails every transaction of a group whose commit fails, and keeps none of them', async () => {
    const orphan = db
      .transaction()
      .execute((trx) => trx.insertInto('children').values({ parent: 99 }).execute());
    const results = await Promise.allSettled([insert(1), orphan, insert(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committed()).toEqual([]);
    expect(raw.inTransaction).toBe(false);
    await insert(3);
    expect(committed()).toEqual([3]);
  });

  it(`commits a group once it holds ${GROUP_MAX} transactions`, async () => {
    await Promise.all(Array.from({ length: GROUP_MAX + 4 }, (_, i) => insert(i + 1)));
    expect(dialect.driver.counts).toEqual({ transactions: GROUP_MAX + 4, commits: 2 });
  });

  it('commits a group once its first transaction is old enough, even while others wait', async () => {
    const slow = db.transaction().execute(async (trx) => {
      await trx.insertInto('rows').values({ n: 1 }).execute();
      clock += 10;
    });
    await Promise.all([slow, insert(2), insert(3)]);
    // The first commits alone (10 ms old at its end); the two after it share the next commit.
    expect(dialect.driver.counts).toEqual({ transactions: 3, commits: 2 });
    expect(committed()).toEqual([1, 2, 3]);
  });

  it('runs statements of a transaction and plain reads alike, streams too', async () => {
    await insert(1);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
    expect(rows).toEqual([{ one: 1 }]);
    const streamed: number[] = [];
    for await (const row of db.selectFrom('rows').select('n').stream()) streamed.push(row.n);
    expect(streamed).toEqual([1]);
  });

  it('waits for requests in flight to join before it commits, then commits them together', async () => {
    let inFlight = 2;
    dialect.driver.waitFor(() => inFlight);
    const first = insert(1);
    await turns();
    expect(committed()).toEqual([]); // another request is in flight: it may be a write
    await Promise.all([first, insert(2)]);
    expect(committed()).toEqual([1, 2]);
    expect(dialect.driver.counts).toEqual({ transactions: 2, commits: 1 });
    inFlight = 1;
    await insert(3); // alone in flight: no wait
    expect(dialect.driver.counts.commits).toBe(2);
  });

  it('commits once the requests it waited for have been answered without joining', async () => {
    let inFlight = 2;
    dialect.driver.waitFor(() => inFlight);
    const first = insert(1);
    await turns();
    expect(committed()).toEqual([]);
    inFlight = 1; // the other one was a read, and has its answer
    dialect.driver.requestEnded();
    await first;
    expect(committed()).toEqual([1]);
  });

  it(`waits for requests that never join no longer than ${GROUP_MAX_MS} ms`, async () => {
    dialect.driver.waitFor(() => 5);
    const first = insert(1);
    await turns();
    expect(committed()).toEqual([]);
    clock += GROUP_MAX_MS; // old enough: the next transaction to end commits the group
    await Promise.all([first, insert(2)]);
    expect(committed()).toEqual([1, 2]);
    await insert(3); // and a lone one is committed by its timer, whoever is in flight
    expect(committed()).toEqual([1, 2, 3]);
  });

  it('tells what a transaction wrote only once its group has committed, the rest at once', async () => {
    let inFlight = 2;
    dialect.driver.waitFor(() => inFlight);
    const told: unknown[][] = [];
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('rows').values({ n: 1 }).execute();
      dialect.driver.afterCommit(() => told.push(committed()));
    });
    await turns();
    expect(told).toEqual([]); // written, not yet committed: readers still see the old rows
    inFlight = 1;
    dialect.driver.requestEnded();
    await first;
    expect(told).toEqual([[1]]);
    dialect.driver.afterCommit(() => told.push(['outside']));
    expect(told).toEqual([[1], ['outside']]);
  });

  it('tells what a transaction wrote even when its group fails to commit', async () => {
    let told = 0;
    const orphan = db.transaction().execute(async (trx) => {
      await trx.insertInto('children').values({ parent: 99 }).execute();
      dialect.driver.afterCommit(() => told++);
    });
    await expect(orphan).rejects.toThrow(/FOREIGN KEY/);
    expect(told).toBe(1);
  });
});

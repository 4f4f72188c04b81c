import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommitBatch } from './commit-batches';
import { GroupCommitDialect } from './group-commit';
import { cachingConnection } from './sqlite-connection';
import Sqlite from './sqlite-driver';

type Tables = { rows: { n: number }; events: { n: number } };

let dir: string;
let raw: BetterSqlite3.Database;
let db: Kysely<Tables>;
let dialect: GroupCommitDialect;
/** What each compile was given: one call per group that had rows. */
let compiled: number[][];
const events: CommitBatch<number> = {
  compile: (items) => {
    compiled.push([...items]);
    const values = items.map(() => '(?)').join(', ');
    return [CompiledQuery.raw(`insert into events (n) values ${values}`, [...items])];
  },
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'commit-batches-'));
  raw = new Sqlite(join(dir, 'test.db'));
  raw.exec('pragma journal_mode = WAL; pragma synchronous = FULL');
  raw.exec(
    'create table rows (n integer primary key); create table events (n integer primary key)',
  );
  compiled = [];
  dialect = new GroupCommitDialect(raw, cachingConnection(raw), () => 0);
  db = new Kysely<Tables>({ dialect });
});
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** A write of row n that defers its events to the commit, and then perhaps fails. */
const write = (n: number, deferred: number[], fail = false) =>
  db.transaction().execute(async (trx) => {
    await trx.insertInto('rows').values({ n }).execute();
    expect(dialect.driver.atCommit(events, deferred)).toBe(true);
    if (fail) throw new Error('changed its mind');
  });
const committed = (table: 'rows' | 'events') => {
  const other = new Sqlite(join(dir, 'test.db'), { readonly: true });
  const rows = other.prepare(`select n from ${table} order by n`).pluck().all();
  other.close();
  return rows;
};

describe('rows written at a group commit', () => {
  it('writes the rows of all the transactions of a group in one statement, with their commit', async () => {
    await Promise.all([write(1, [10, 11]), write(2, [20]), write(3, [])]);
    expect(committed('rows')).toEqual([1, 2, 3]);
    expect(committed('events')).toEqual([10, 11, 20]);
    expect(compiled).toEqual([[10, 11, 20]]);
    expect(dialect.driver.counts.commits).toBe(1);
  });

  it('leaves out the rows of a transaction that rolls back', async () => {
    const results = await Promise.allSettled([
      write(1, [10]),
      write(2, [20], true),
      write(3, [30]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed('rows')).toEqual([1, 3]);
    expect(committed('events')).toEqual([10, 30]);
  });

  it('fails every transaction of the group when its rows cannot be written, and keeps nothing', async () => {
    // Two transactions defer the same key: the group's insert fails at its commit.
    const results = await Promise.allSettled([write(1, [10]), write(2, [10])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committed('rows')).toEqual([]);
    expect(committed('events')).toEqual([]);
    expect(raw.inTransaction).toBe(false);
    await write(3, [30]); // the next group starts clean
    expect(committed('events')).toEqual([30]);
  });

  it('answers false outside a transaction: the caller writes its rows itself', () => {
    expect(dialect.driver.atCommit(events, [1])).toBe(false);
    expect(compiled).toEqual([]);
  });
});

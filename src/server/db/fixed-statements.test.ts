import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporarySqlite, type TempDatabase } from '../../../tests/support/temp-database';
import { inTransaction, openDatabase, sqliteChanges, type Database } from './database';
import { migrateToLatest } from './migrate';
import { plainValues, rowsOf, runFixed } from './fixed-statements';

describe('statements run from a template (fixed-statements.ts)', () => {
  let temp: TempDatabase;
  let db: Database;
  beforeEach(async () => {
    temp = temporarySqlite('fixed-statements-');
    db = openDatabase(temp.url).db;
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.destroy();
    await temp.drop();
  });

  const pending = (values: readonly unknown[]) =>
    db
      .insertInto('search_pending')
      .values(rowsOf(values, ['entry_id', 'title_key', 'words']) as never)
      .returning(['entry_id', 'title_key', 'words']);

  it('binds each run its own values, and tells the write tracker of every run', async () => {
    const written: string[] = [];
    sqliteChanges(db)!.onWrite(({ table }) => written.push(table));
    let builds = 0;
    const inTrx = (id: number) =>
      inTransaction(db, (trx) =>
        runFixed(trx, 'pending 1', [id, 'b', 'c d'], (values) => {
          builds += 1;
          return trx
            .insertInto('search_pending')
            .values(rowsOf(values, ['entry_id', 'title_key', 'words']) as never)
            .returning(['entry_id', 'title_key', 'words']);
        }),
      );
    const first = await runFixed(db, 'pending 1', [1, 'a', null], pending);
    const second = await inTrx(2);
    const third = await inTrx(3);
    expect(first).toEqual([{ entry_id: 1, title_key: 'a', words: null }]);
    expect(second).toEqual([{ entry_id: 2, title_key: 'b', words: 'c d' }]);
    expect(third).toEqual([{ entry_id: 3, title_key: 'b', words: 'c d' }]);
    // Built once, outside any transaction: each transaction's runs reuse it.
    expect(builds).toBe(0);
    expect(written).toEqual(['search_pending', 'search_pending', 'search_pending']);
    const rows = await db.selectFrom('search_pending').selectAll().orderBy('entry_id').execute();
    expect(rows.map((r) => r.entry_id)).toEqual([1, 2, 3]);
  });

  it('builds every time a statement that uses a value twice or makes it part of its text', async () => {
    let builds = 0;
    const twice = (values: readonly unknown[]) => {
      builds += 1;
      return db
        .selectFrom('search_pending')
        .select('entry_id')
        .where('entry_id', '=', values[0] as number)
        .where('entry_id', '<=', values[0] as number);
    };
    await runFixed(db, 'twice', [1], twice);
    await runFixed(db, 'twice', [2], twice);
    // The template's build, then each run's own (the template was refused).
    expect(builds).toBe(3);
    const text = (values: readonly unknown[]) => {
      builds += 1;
      return db.selectNoFrom(sql.lit(String(values[0])).as('v'));
    };
    builds = 0;
    expect(await runFixed(db, 'text', ['x'], text)).toEqual([{ v: 'x' }]);
    expect(await runFixed(db, 'text', ['y'], text)).toEqual([{ v: 'y' }]);
    expect(builds).toBe(3);
  });

  it('rows of columns, and values that can be bound', () => {
    expect(rowsOf([1, 'a', 2, 'b'], ['id', 'name'])).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    expect(plainValues([1, null, 'a', Buffer.from('x'), new Date(0)])).toBe(true);
    expect(plainValues([sql`1`])).toBe(false);
    expect(plainValues([() => 1])).toBe(false);
  });
});

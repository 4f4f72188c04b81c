import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporarySqlite, type TempDatabase } from '../../../tests/support/temp-database';
import plannerStatistics from '../plugins/planner-statistics';
import { openDatabase, sqlitePath, type Database } from './database';
import { migrateToLatest } from './migrate';
import {
  ANALYZE_FROM_ENTRIES,
  analyzeHistory,
  historyCounts,
  statisticsStale,
} from './planner-statistics';

const ENTRIES = 12_000;
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
const TWO_YEARS = [day('2024-01-01'), day('2026-01-02')] as const;
const ONE_DAY = [day('2025-06-01'), day('2025-06-02')] as const;

/** The plan of the activity log's date-range page, as the server's connection would run it. */
async function planOf(db: Database, [from, to]: readonly [number, number]) {
  const { rows } = await sql<{ detail: string }>`explain query plan
    select * from history where at >= ${from} and at < ${to} order by id desc limit 51`.execute(db);
  return rows.map((row) => row.detail).join('; ');
}

describe('planner statistics of the history (SQLite)', () => {
  let temp: TempDatabase;
  let db: Database;
  beforeEach(async () => {
    temp = temporarySqlite('planner-statistics-');
    db = openDatabase(temp.url).db;
    await migrateToLatest(db);
    // Two years of entries, oldest first, as the server appends them.
    const span = TWO_YEARS[1] - TWO_YEARS[0];
    const rows = Array.from({ length: ENTRIES }, (_, i) => ({
      at: TWO_YEARS[0] + Math.floor((span * i) / ENTRIES),
      actor: 'admin',
      action: 'update',
      resource: 'clients',
      record_id: (i % 100) + 1,
      scope: `clients:${(i % 100) + 1}`,
      changes: '[]',
    }));
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 1000)
        await trx
          .insertInto('history')
          .values(rows.slice(i, i + 1000))
          .execute();
    });
  });
  afterEach(async () => {
    await db.destroy();
    await temp.drop();
  });

  it('are gathered when missing or outgrown, and only past a size where a sort costs', () => {
    expect(statisticsStale(ANALYZE_FROM_ENTRIES - 1, undefined)).toBe(false);
    expect(statisticsStale(ANALYZE_FROM_ENTRIES, undefined)).toBe(true);
    expect(statisticsStale(19_999, 10_000)).toBe(false);
    expect(statisticsStale(20_000, 10_000)).toBe(true);
  });

  it('turn a span of years from a sort of every entry into a walk of the newest', async () => {
    expect(await historyCounts(db)).toEqual({ entries: ENTRIES, analyzed: undefined });
    expect(await planOf(db, TWO_YEARS)).toContain('USE TEMP B-TREE FOR ORDER BY');

    await analyzeHistory(db, sqlitePath(temp.url));

    expect(await historyCounts(db)).toEqual({ entries: ENTRIES, analyzed: ENTRIES });
    // Read by the server's own connection, which was open all along.
    expect(await planOf(db, TWO_YEARS)).toBe('SCAN history');
    // A single day still goes through the `at` index.
    expect(await planOf(db, ONE_DAY)).toContain('USING INDEX history_at');
  });

  it('are gathered by the server once it is ready, and a stop does not wait for them', async () => {
    const app = Fastify();
    await app.register(plannerStatistics, { db, file: sqlitePath(temp.url) });
    await app.ready();
    for (let tries = 0; (await historyCounts(db)).analyzed === undefined; tries++) {
      if (tries > 300) throw new Error('no statistics 30 s after the server was ready');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await planOf(db, TWO_YEARS)).toBe('SCAN history');
    await app.close();

    // Closed at once: the gathering under way is ended with the server, which is no failure.
    await sql`delete from sqlite_stat1`.execute(db);
    const logged: string[] = [];
    const second = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } },
    });
    await second.register(plannerStatistics, { db, file: sqlitePath(temp.url) });
    await second.ready();
    await second.close();
    expect(logged).toEqual([]);
  });
});

import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/database';
import { migrations } from '../../src/server/db/migrate';
import { seedDatabase } from '../demo-data/run';

/**
 * The seeded databases of `npm run bench:scale`, kept between runs (seeding 100 000 clients takes
 * about a minute on SQLite and two on PostgreSQL): SQLite files under the temp folder, PostgreSQL
 * databases named bench_scale_<scale>_m<latest migration's number> beside BENCH_DATABASE_URL's. A
 * copy is used again when it holds the expected number of clients; BENCH_FRESH=1 seeds anew. The
 * migration in the name keeps checkouts with other migrations (branches) off each other's copies:
 * a server migrates the database it starts on, and an older one then refuses it.
 */
export const CACHE_DIR = join(tmpdir(), 'bench-scale');
/** The admin's password on these databases (local and throwaway): the first start sets it. */
export const SCALE_ADMIN_PASSWORD = 'bench-scale-admin-password';
const SEED = 1;
/** The schema the copies are at: the number of the latest migration ("012"). */
const SCHEMA = `m${Object.keys(migrations).at(-1)!.slice(0, 3)}`;

export type Seeded = { url: string; reused: boolean; seconds: number };

export async function seededSqlite(scale: number): Promise<Seeded> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const file = join(CACHE_DIR, `sqlite-scale-${scale}-${SCHEMA}.db`);
  const url = `sqlite:${file}`;
  if (!process.env.BENCH_FRESH && existsSync(file) && (await clientsIn(url)) === scale * 100)
    return { url, reused: true, seconds: 0 };
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const { seconds } = await seedDatabase(url, { scale, seed: SEED, force: false });
  return { url, reused: false, seconds };
}

export async function seededPostgres(serverUrl: string, scale: number): Promise<Seeded> {
  const name = `bench_scale_${scale}_${SCHEMA}`;
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const url = target.toString();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
      .rowCount;
    if (!process.env.BENCH_FRESH && exists && (await clientsIn(url)) === scale * 100)
      return { url, reused: true, seconds: 0 };
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const { seconds } = await seedDatabase(url, { scale, seed: SEED, force: false });
  await vacuumAnalyze(url);
  return { url, reused: false, seconds };
}

/** What autovacuum does within a minute of a bulk load: statistics and the visibility map. */
export async function vacuumAnalyze(url: string) {
  const { db } = openDatabase(url);
  try {
    await sql`vacuum analyze`.execute(db);
  } finally {
    await db.destroy();
  }
}

/** How many clients a database holds, or -1 when it cannot be read (not migrated, say). */
async function clientsIn(url: string): Promise<number> {
  const { db } = openDatabase(url);
  try {
    const row = await db
      .selectFrom('clients')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } catch {
    return -1;
  } finally {
    await db.destroy();
  }
}

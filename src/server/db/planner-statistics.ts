import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { forgetPreparedStatements, type Database } from './database';
import { SQLITE_DRIVER } from './sqlite-driver';

/**
 * SQLite's query planner guesses how many history entries a date range holds unless ANALYZE has
 * sampled the table (sqlite_stat4). Guessing few, it reads a span of years through the `at` index
 * and sorts every entry in it (1.3 s for two years of 1 000 000 entries), where walking the
 * primary key newest first finds a page at once (0.2 ms). With the samples it picks right for
 * either span. PostgreSQL keeps its own statistics (autovacuum); this is SQLite's only.
 */

/** Below this many entries a range costs little either way: no statistics are gathered. */
export const ANALYZE_FROM_ENTRIES = 10_000;

/** Whether the statistics are missing, or the history has doubled since they were gathered. */
export function statisticsStale(entries: number, analyzed: number | undefined): boolean {
  return entries >= ANALYZE_FROM_ENTRIES && (analyzed === undefined || entries >= 2 * analyzed);
}

/** How many entries the history holds (ids only grow; none is deleted), and at the last ANALYZE. */
export async function historyCounts(db: Database) {
  const { rows } = await sql<{ entries: number | null; gathered: number }>`select
    (select max(id) from history) as entries,
    exists (select 1 from sqlite_master where name = 'sqlite_stat1') as gathered`.execute(db);
  const { entries, gathered } = rows[0]!;
  // Read only once it exists: a query naming a missing table fails as it is prepared.
  const stat = gathered
    ? await sql<{ stat: string }>`select stat from sqlite_stat1
        where tbl = 'history' and idx = 'history_at'`.execute(db)
    : undefined;
  const analyzed = stat?.rows[0]?.stat.split(' ')[0];
  return { entries: entries ?? 0, analyzed: analyzed ? Number(analyzed) : undefined };
}

// The worker is a script of its own connection: a full ANALYZE of a million entries takes a
// second or more, which on the server's connection would stop every request for as long.
const ANALYZE_SCRIPT = `
  const { workerData } = require('node:worker_threads');
  const db = new (require(workerData.driver))(workerData.file);
  try {
    db.pragma('busy_timeout = 5000');
    db.exec('pragma analysis_limit = 0; analyze history');
  } finally {
    db.close();
  }`;

/**
 * Gathers the history's statistics in a worker thread on a connection of its own, then has the
 * server's connection read them (`analyze sqlite_master` only reloads them: a few milliseconds)
 * and prepare its statements again.
 * While it runs it holds SQLite's write lock, so writes wait for it (busy_timeout): about a
 * second per million entries, once each time the history doubles. `onWorker` gets the worker,
 * to end it if the server stops first.
 */
export async function analyzeHistory(
  db: Database,
  file: string,
  onWorker: (worker: Worker | undefined) => void = () => {},
): Promise<void> {
  const driver = createRequire(import.meta.url).resolve(SQLITE_DRIVER);
  const worker = new Worker(ANALYZE_SCRIPT, { eval: true, workerData: { driver, file } });
  onWorker(worker);
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`ANALYZE stopped (exit ${code})`)),
      );
    });
  } finally {
    onWorker(undefined);
  }
  await sql`analyze sqlite_master`.execute(db);
  // A statement compiled before the statistics keeps its plan for every binding; one compiled
  // after them is planned again when a bound range would change the plan.
  forgetPreparedStatements(db);
}

/**
 * Gathers the history's statistics when they are missing or outgrown (statisticsStale): what a
 * SQLite server does in the background, and the demo seeder at its end. Answers how many entries
 * were analysed, or undefined when the statistics were current.
 */
export async function gatherStaleStatistics(
  db: Database,
  file: string,
  onWorker?: (worker: Worker | undefined) => void,
): Promise<number | undefined> {
  const { entries, analyzed } = await historyCounts(db);
  if (!statisticsStale(entries, analyzed)) return undefined;
  await analyzeHistory(db, file, onWorker);
  return entries;
}

/**
 * `npm run bench:export`: exporting 100 000 clients as CSV, and deleting 1 000 in one bulk call (a
 * benchmark, not a test). Seeds seed:demo's scale 1000 (kept between runs:
 * scripts/bench/scale-databases.ts), then times the download and samples the server's memory
 * (scripts/bench/export-csv.ts); the bulk delete runs on temporary databases
 * (scripts/bench/bulk-delete.ts). BENCH_DATABASE_URL=postgres://… runs PostgreSQL too.
 */
import { temporaryPostgres, temporarySqlite } from '../tests/support/temp-database';
import { benchBulkDelete } from './bench/bulk-delete';
import { benchExport } from './bench/export-csv';
import { seededPostgres, seededSqlite } from './bench/scale-databases';

const SCALE = 1000; // ×100 clients

async function main() {
  await benchExport('SQLite', await seededSqlite(SCALE));
  await benchBulkDelete('SQLite', async () => temporarySqlite('bench-bulk-'));
  const pg = process.env.BENCH_DATABASE_URL;
  if (pg) await benchBulkDelete('PostgreSQL', () => temporaryPostgres(pg, 'bench_bulk'));
  if (pg)
    await benchExport('PostgreSQL', await seededPostgres(pg, SCALE), {
      SESSION_SECRET: 'bench-export-'.padEnd(40, 'x'),
    });
}

await main();

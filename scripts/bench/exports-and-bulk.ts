import { temporaryPostgres, temporarySqlite } from '../../tests/support/temp-database';
import { benchBulkDelete } from './bulk-delete';
import { benchBulkUpdate } from './bulk-update';
import { benchExport } from './export-csv';
import { seededPostgres, seededSqlite } from './scale-databases';

const SCALE = 1000; // seed:demo's scale: ×100 clients

/**
 * Whether BENCH_ONLY leaves a part in: it runs when BENCH_ONLY is unset or part of its name
 * ("bulk" runs the bulk delete and update alone, skipping the 100 000 clients the export needs).
 */
export const BULK_PARTS = ['export', 'bulk-delete', 'bulk-update'] as const;
export const benchPartRuns = (part: (typeof BULK_PARTS)[number], only = process.env.BENCH_ONLY) =>
  !only || part.includes(only);

/**
 * The export of 100 000 clients as CSV and the bulk delete and bulk update of 1 000, on SQLite
 * and, with `postgresUrl`, on PostgreSQL: part of `npm run bench`, or alone as
 * `npm run bench:export`.
 */
export async function benchExportsAndBulk(postgresUrl: string | undefined) {
  console.log('\n## Exports and bulk writes\n');
  const csv = benchPartRuns('export');
  const bulk = benchPartRuns('bulk-delete');
  const update = benchPartRuns('bulk-update');
  // Issue 35 asks for it beside the bulk writes; it has a part of its own.
  if (bulk || update)
    console.log('  import of 10,000 rows: in the Imports part (BENCH_ONLY=imports)');
  if (csv) await benchExport('SQLite', await seededSqlite(SCALE));
  if (bulk) await benchBulkDelete('SQLite', async () => temporarySqlite('bench-bulk-'));
  if (update) await benchBulkUpdate('SQLite', async () => temporarySqlite('bench-bulk-'));
  if (!postgresUrl) return;
  if (csv)
    await benchExport('PostgreSQL', await seededPostgres(postgresUrl, SCALE), {
      SESSION_SECRET: 'bench-export-'.padEnd(40, 'x'),
    });
  if (bulk) await benchBulkDelete('PostgreSQL', () => temporaryPostgres(postgresUrl, 'bench_bulk'));
  if (update)
    await benchBulkUpdate('PostgreSQL', () => temporaryPostgres(postgresUrl, 'bench_bulk'));
}

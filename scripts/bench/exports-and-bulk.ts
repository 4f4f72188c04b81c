import { temporaryPostgres, temporarySqlite } from '../../tests/support/temp-database';
import { benchBulkDelete } from './bulk-delete';
import { benchExport } from './export-csv';
import { seededPostgres, seededSqlite } from './scale-databases';

const SCALE = 1000; // seed:demo's scale: ×100 clients

/**
 * The export of 100 000 clients as CSV and the bulk delete of 1 000, on SQLite and, with
 * `postgresUrl`, on PostgreSQL: part of `npm run bench`, or alone as `npm run bench:export`.
 */
export async function benchExportsAndBulk(postgresUrl: string | undefined) {
  console.log('\n## Exports and bulk deletes\n');
  await benchExport('SQLite', await seededSqlite(SCALE));
  await benchBulkDelete('SQLite', async () => temporarySqlite('bench-bulk-'));
  if (!postgresUrl) return;
  await benchExport('PostgreSQL', await seededPostgres(postgresUrl, SCALE), {
    SESSION_SECRET: 'bench-export-'.padEnd(40, 'x'),
  });
  await benchBulkDelete('PostgreSQL', () => temporaryPostgres(postgresUrl, 'bench_bulk'));
}

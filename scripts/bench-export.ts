/**
 * `npm run bench:export`: exporting 100 000 clients as CSV, and deleting 1 000 in one bulk call (a
 * benchmark, not a test; `npm run bench` ends with it too). The export runs on seed:demo's scale
 * 1000, kept between runs (scripts/bench/scale-databases.ts), timing the download and sampling
 * the server's memory (scripts/bench/export-csv.ts); the bulk delete on temporary databases
 * (scripts/bench/bulk-delete.ts). BENCH_DATABASE_URL=postgres://… runs PostgreSQL too;
 * BENCH_ONLY=bulk the bulk delete alone, BENCH_ONLY=export the export alone.
 */
import { benchExportsAndBulk } from './bench/exports-and-bulk';

await benchExportsAndBulk(process.env.BENCH_DATABASE_URL);

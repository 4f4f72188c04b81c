import { loadavg } from 'node:os';
import { memory } from '../../tests/support/processes';
import {
  type TempDatabase,
  temporaryPostgres,
  temporarySqlite,
} from '../../tests/support/temp-database';
import { type ImportFile, type ImportList, csvFile, xlsxFile } from './import-files';
import { type Sent, importServer, neighbour } from './import-server';
import { type ImportFigures, importsHeader, importsRow } from './imports-table';
import { processTicks, track } from './measure';
import { pgStatementCounter } from './pg-statements';
import { poller } from './pollers';
import { IMPORT_TARGETS } from './report';

/** BENCH_IMPORT_ROWS: rows per file (10,000: the figure and the most an import takes). */
const ROWS = Math.max(1, Number(process.env.BENCH_IMPORT_ROWS ?? 10_000) || 10_000);
const LISTS: ImportList[] = ['clients', 'inventory'];

/** Throws unless the import answered 200 and took every row (a dry run: would take). */
function expectAll(sent: Sent, file: ImportFile, what: string) {
  const p = sent.preview;
  if (p && p.errors.length === 0 && p.create === file.rows) return;
  const detail = p ? JSON.stringify(p.errors.slice(0, 3)) : sent.text.slice(0, 300);
  throw new Error(`${what} of ${file.name} answered ${sent.status}: ${detail}`);
}

/**
 * One file on a fresh database and server: its dry run (time, the server's CPU from /proc), then
 * again with the pollers (/healthz, a GET and a PUT of another record every 25 ms: the parse and
 * plan take no lock, but may hold the event loop); the import (time, CPU, the server's VmHWM
 * after: its peak since it started, so through the dry runs and the import); the same file
 * imported again with the pollers, whose longest waits are the write lock as other clients feel
 * it. The pollers' own requests cost the server CPU, so the timed calls run without them. On
 * PostgreSQL, last, a server with statement logging counts a dry run's and an import's.
 */
async function measureFile(database: TempDatabase, file: ImportFile): Promise<ImportFigures> {
  const server = await importServer(database.url);
  let figures: Omit<ImportFigures, 'statements'>;
  try {
    const idleMb = memory(server.pid).rss / 1024;
    const other = await neighbour(server.api, file.list);
    const health = () => server.api.call('GET', '/healthz');
    const startPolls = () => [health, other.read, other.write].map((call) => poller(call));
    const stopPolls = (polls: ReturnType<typeof startPolls>) =>
      Promise.all(polls.map((p) => p.stop()));

    const cpu = async (call: () => Promise<Sent>) => {
      const ticks = processTicks(server.pid);
      const sent = await call();
      return { sent, cpuMs: (processTicks(server.pid) - ticks) * 10 };
    };
    const dry = await cpu(() => server.send(file, true));
    expectAll(dry.sent, file, 'The dry run');
    let polls = startPolls();
    const polledDry = await server.send(file, true);
    const dryPolled = await stopPolls(polls);
    expectAll(polledDry, file, 'The dry run under polling');

    const imported = await cpu(() => server.send(file, false));
    const peakMb = memory(server.pid).hwm / 1024;
    expectAll(imported.sent, file, 'The import');

    polls = startPolls();
    const again = await server.send(file, false);
    const polled = await stopPolls(polls);
    expectAll(again, file, 'The import under polling');
    figures = {
      file,
      dryMs: dry.sent.ms,
      dryCpuMs: dry.cpuMs,
      dryWaitMs: Math.max(...dryPolled.map((p) => p.longestMs)),
      importMs: imported.sent.ms,
      cpuMs: imported.cpuMs,
      idleMb,
      peakMb,
      polledImportMs: again.ms,
      waits: polled.map((p) => p.longestMs),
      failures: [...dryPolled, ...polled].flatMap((p) => p.failures),
    };
  } finally {
    await server.stop();
  }
  return { ...figures, statements: await countStatements(database, file) };
}

/** PostgreSQL: the statements a dry run and an import of the file run (pg-statements.ts). */
async function countStatements(database: TempDatabase, file: ImportFile) {
  if (!database.url.startsWith('postgres')) return undefined;
  const counter = await pgStatementCounter(database.url);
  if (!counter) return undefined;
  const logged = await importServer(database.url); // its connections take the logging
  try {
    counter.mark();
    expectAll(await logged.send(file, true), file, 'The counted dry run');
    const dry = await counter.count();
    counter.mark();
    expectAll(await logged.send(file, false), file, 'The counted import');
    return { dry, import: await counter.count() };
  } finally {
    await logged.stop();
  }
}

/**
 * `npm run bench`'s imports (BENCH_ONLY=imports alone): ROWS clients and ROWS inventory items,
 * each from a CSV and from an XLSX, on SQLite and, with `postgresUrl`, on PostgreSQL, every file
 * on a fresh database and server. Returns the number of files or polls that failed.
 */
export async function benchImports(postgresUrl: string | undefined): Promise<number> {
  console.log(`\n## Imports (${ROWS.toLocaleString('en-US')} rows a file)\n`);
  const files: ImportFile[] = [];
  for (const list of LISTS) files.push(csvFile(list, ROWS), await xlsxFile(list, ROWS));
  const databases: [string, () => Promise<TempDatabase>][] = [
    ['SQLite', async () => temporarySqlite('bench-import-')],
  ];
  if (postgresUrl)
    databases.push(['PostgreSQL', () => temporaryPostgres(postgresUrl, 'bench_imports')]);
  console.log(
    `  targets (SQLite): an import < ${IMPORT_TARGETS.importMs / 1000} s, its dry run < ` +
      `${IMPORT_TARGETS.dryRunMs / 1000} s, the server's peak RSS < ${IMPORT_TARGETS.peakMb} MB; ` +
      `load ${loadavg()[0]!.toFixed(1)} at start`,
  );
  let problems = 0;
  for (const [label, create] of databases) {
    console.log(`\n  ${label}\n${importsHeader()}`);
    for (const file of files) {
      const database = await create();
      const untrack = track(database.drop);
      try {
        const figures = await measureFile(database, file);
        console.log(importsRow(figures, label === 'SQLite'));
        const byAnswer = new Map<string, number>();
        for (const f of figures.failures) byAnswer.set(f, (byAnswer.get(f) ?? 0) + 1);
        for (const [answer, n] of byAnswer) console.log(`    ${n} poll(s) answered ${answer}`);
        problems += figures.failures.length;
      } catch (error) {
        console.log(`  ${file.name}: ${(error as Error).message}`);
        problems++;
      } finally {
        await database.drop();
        untrack();
      }
    }
  }
  console.log(
    `\n  CPU: the server's, from /proc (10 ms ticks). wait (dry run's), waits: the longest answer of\n` +
      `  /healthz, a GET and a PUT of another record, each polled every 25 ms, during a second dry\n` +
      `  run and a second import of the file (its time: "polled"); peak: the server's VmHWM after\n` +
      `  the import (its peak since it started). SQL: PostgreSQL's statements, counted in its log.`,
  );
  return problems;
}

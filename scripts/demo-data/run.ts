import { sql } from 'kysely';
import { sqlitePath } from '../../src/server/db/database';
import { gatherStaleStatistics } from '../../src/server/db/planner-statistics';
import { openMigratedDatabase } from '../../src/server/startup/open-database';
import { SERVER_RESOURCES } from '../../src/server/resources/registry';
import { fillSearchIndex } from '../../src/server/search/fill-index';
import { type Counts, nonEmptyTables, planFor, seedDemo } from './insert';

export type SeedOptions = {
  scale: number;
  seed: number;
  force: boolean;
  /** History entries in all; by default a create per record and an update for every two. */
  history?: number;
};
export type SeedResult = { counts: Counts; seconds: number };

/** Thrown when the database already holds content and --force was not given. */
export class NotEmptyError extends Error {}

/** Opens and migrates `url`, refuses content already there unless forced, then seeds it. */
export async function seedDatabase(
  url: string,
  options: SeedOptions,
  progress?: (done: number, total: number) => void,
): Promise<SeedResult> {
  const { db, dialect } = await openMigratedDatabase(url);
  // SQLite's default page cache is 2 MB: at scale 1000 the project_id indexes outgrow it and every
  // batch reads them back from disk. A bigger cache for this connection only; the server's own
  // settings are untouched.
  if (dialect === 'sqlite') await sql`pragma cache_size = -262144`.execute(db); // 256 MB
  try {
    const found = await nonEmptyTables(db);
    if (found.length && !options.force)
      throw new NotEmptyError(
        `The database already holds ${found.join(', ')}: not seeding it (--force adds the demo data anyway).`,
      );
    const started = performance.now();
    const plan = { ...planFor(options.scale), history: options.history };
    const counts = await seedDemo(db, plan, options.seed, progress);
    // The rows went in directly, not through the engine that indexes each write.
    await fillSearchIndex(db, SERVER_RESOURCES);
    // What a SQLite server would gather in the background once it starts on this history: done
    // here, so a benchmark's first seconds do not share the machine with it.
    if (dialect === 'sqlite') await gatherStaleStatistics(db, sqlitePath(url));
    return { counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

export const describeCounts = (counts: Counts) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
    .join(', ');

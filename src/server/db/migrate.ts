import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Database } from './database';
import * as initial from './migrations/001-initial';
import * as healthChecks from './migrations/002-health-checks';
import * as changeNotify from './migrations/004-change-notify';

/** Migrations are listed in code, in order, so they run the same under tsx, tests and a bundle. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-health-checks': healthChecks,
  '004-change-notify': changeNotify,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Database): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((r) => r.migrationName);
}

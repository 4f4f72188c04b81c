import type { Database } from '../db/database';
import { searchReindexRepository } from '../repositories/search-reindex';
import { SERVER_RESOURCES } from '../resources/registry';
import type { ServerResource } from '../resource-engine/server-resource';
import { indexAccounts, indexRecords } from './fill-index';

const RESOURCES: Readonly<Record<string, ServerResource>> = SERVER_RESOURCES;

/**
 * Indexes again the resources migrations asked for (`reindexAfterMigrating`, migration 014), once
 * they have all run, with this release's `searchable`: a field added to what a resource is found
 * by reaches the records already there. Each name leaves the list once its records are indexed.
 */
export async function reindexPending(db: Database): Promise<string[]> {
  const pending = searchReindexRepository(db);
  const names = await pending.pending();
  for (const name of names) {
    const resource: ServerResource | undefined = RESOURCES[name];
    if (name === 'users') await indexAccounts(db);
    else if (resource) await indexRecords(db, resource);
    await pending.done(name);
  }
  return names;
}

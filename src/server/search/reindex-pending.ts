import { type Database, inTransaction } from '../db/database';
import { searchReindexRepository } from '../repositories/search-reindex';
import type { ServerResource } from '../resource-engine/server-resource';
import { SERVER_RESOURCES } from '../resources/registry';
import { indexAccounts, indexRecords } from './fill-index';

const RESOURCES: Readonly<Record<string, ServerResource>> = SERVER_RESOURCES;

/**
 * Indexes again the resources migrations asked for (`reindexAfterMigrating`, migration 014), once
 * they have all run, with this release's `searchable`: a field added to what a resource is found
 * by reaches the records already there. A name leaves the list in the transaction that indexes
 * its records, as migration 013 indexed them in its own: a start cut short leaves it for the next,
 * and of two servers starting at once the second waits, then finds it gone.
 */
export async function reindexPending(db: Database): Promise<string[]> {
  const names = await searchReindexRepository(db).pending();
  for (const name of names)
    await inTransaction(db, async (trx) => {
      if (!(await searchReindexRepository(trx).claim(name))) return;
      if (name === 'users') await indexAccounts(trx);
      else if (RESOURCES[name]) await indexRecords(trx, RESOURCES[name]);
    });
  return names;
}

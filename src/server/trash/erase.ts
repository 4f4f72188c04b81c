import { type Database, inTransaction } from '../db/database';
import { notFound } from '../http-error';
import { historyRepository } from '../repositories/history';
import { trashRepository, type TrashKey } from '../repositories/trash';
import { SERVER_RESOURCES } from '../resources/registry';
import { scopeOf } from '../history/record-history';
import { historyScope } from '../../shared/history';
import type { ResourceName } from '../../shared/resources/names';
import { decodeSnapshot } from './snapshot';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A purge's batch: small, so that no transaction holds SQLite's write lock for long. */
export const PURGE_BATCH = 100;

/** Erases one record from the trash for good, and says so in its history. */
export async function eraseFromTrash(db: Database, key: TrashKey, actor: string | null) {
  await inTransaction(db, async (trx) => {
    const entry = await trashRepository(trx).take(key);
    if (!entry) throw notFound('Record in the trash');
    await historyRepository(trx).append([erased(entry, actor)]);
  });
}

/**
 * Erases what has been in the trash longer than `days`, a batch per transaction, until none is
 * left: answers how many. Safe to run on several instances at once (each entry is taken once).
 */
export async function purgeExpired(db: Database, now: number, days: number): Promise<number> {
  const before = now - days * DAY_MS;
  let erasedCount = 0;
  for (;;) {
    const batch = await inTransaction(db, async (trx) => {
      const trash = trashRepository(trx);
      const taken = [];
      for (const key of await trash.expired(before, PURGE_BATCH)) {
        const entry = await trash.take(key);
        if (entry) taken.push(erased(entry, null));
      }
      await historyRepository(trx).append(taken);
      return taken.length;
    });
    erasedCount += batch;
    if (batch < PURGE_BATCH) return erasedCount;
  }
}

/**
 * The erase entry, on the screen the record showed on (a funding's project: scopeOf, as every
 * other write of it), read from the row its snapshot kept.
 */
function erased(entry: TrashKey & { title: string; snapshot: string }, actor: string | null) {
  const resource = SERVER_RESOURCES[entry.resource as ResourceName];
  const row = { ...decodeSnapshot(entry.snapshot).row, id: entry.record_id };
  return {
    actor,
    action: 'erase' as const,
    resource: entry.resource,
    record_id: entry.record_id,
    scope: resource ? scopeOf(resource, row) : historyScope(entry.resource, entry.record_id),
    title: entry.title,
  };
}

import { type Database, inTransaction } from '../db/database';
import { notFound } from '../http-error';
import { trashRepository, type TrashKey } from '../repositories/trash';
import { SERVER_RESOURCES } from '../resources/registry';
import { recordHistory } from '../history/record-history';
import { pageRevisionsRepository } from '../repositories/page-revisions';
import type { ResourceName } from '../../shared/resources/names';
import { decodeSnapshot } from './snapshot';
import { commentsRepository } from '../repositories/comments';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A purge's batch: small, so that no transaction holds SQLite's write lock for long. */
export const PURGE_BATCH = 100;

type Taken = TrashKey & { snapshot: string };

/** Erases one record from the trash for good, and says so in its history. */
export async function eraseFromTrash(db: Database, key: TrashKey, actor: string | null) {
  await inTransaction(db, async (trx) => {
    const entry = await trashRepository(trx).take(key);
    if (!entry) throw notFound('Record in the trash');
    await recordErased(trx, [entry], actor);
  });
}

/**
 * Erases what has been in the trash longer than `days` (kept exactly that long), a batch per
 * transaction, until none is left: answers how many. Safe to run on several instances at once
 * (each entry is taken once).
 */
export async function purgeExpired(db: Database, now: number, days: number): Promise<number> {
  const before = now - days * DAY_MS;
  let erasedCount = 0;
  for (;;) {
    const batch = await inTransaction(db, async (trx) => {
      const trash = trashRepository(trx);
      const taken: Taken[] = [];
      for (const key of await trash.expired(before, PURGE_BATCH)) {
        const entry = await trash.take(key);
        if (entry) taken.push(entry);
      }
      await recordErased(trx, taken, null);
      return taken.length;
    });
    erasedCount += batch;
    if (batch < PURGE_BATCH) return erasedCount;
  }
}

/**
 * The erase entries, written as every write of a record writes its history (record-history.ts):
 * on the screen the record showed on (a funding's project), from the row its snapshot kept.
 */
async function recordErased(db: Database, taken: readonly Taken[], actor: string | null) {
  const stamps = { updated_at: Date.now(), updated_by: actor };
  for (const name of new Set(taken.map((entry) => entry.resource as ResourceName))) {
    const snapshots = taken
      .filter((entry) => entry.resource === name)
      .map((entry) => ({ ...decodeSnapshot(entry.snapshot), id: entry.record_id }));
    const rows = snapshots.map(({ row, id }) => ({ ...row, id }));
    await recordHistory(db, SERVER_RESOURCES[name]).wroteAll('erase', rows, stamps);
    // A page's kept versions (migration 018) go with it: erased means its text is nowhere.
    if (name === 'pages') await pageRevisionsRepository(db).erase(rows.map((r) => r.id));
    // Its comments, kept for a restore (ADR 0028), go with it too, and those of what its delete
    // took along (a project's tasks).
    const comments = commentsRepository(db);
    await comments.erase(
      name,
      rows.map((r) => r.id),
    );
    for (const { table, resource } of SERVER_RESOURCES[name].takesAlong ?? [])
      await comments.erase(
        resource,
        snapshots.flatMap((s) => (s.along[table] ?? []).map((r) => r.id)),
      );
  }
}

import type { Database } from '../db/database';
import type { Row } from '../db/tables';
import { MAX_BOUND_VALUES, batches } from './table-repository';

export type ImportRow = Row<'imports'>;
export type NewImport = Omit<ImportRow, 'id' | 'undone_at' | 'undone_by'>;
/** What an import did to one record: `before` null when it created it. */
export type ImportedRecord = { record_id: number; version: number; before: string | null };

/** The imports (migration 016) and what each did to each record, for their list and undo. */
export function importsRepository(db: Database) {
  return {
    async add(entry: NewImport): Promise<number> {
      const row = await db
        .insertInto('imports')
        .values(entry)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    /** What it did to each record, a statement per batch. */
    async addRecords(importId: number, records: readonly ImportedRecord[]) {
      const rows = records.map((r) => ({ import_id: importId, ...r }));
      for (const batch of batches(rows, Math.floor(MAX_BOUND_VALUES / 4)))
        await db.insertInto('import_records').values(batch).execute();
    },

    /** The latest imports, newest first; of one list when `resource` is given. */
    async latest(resource: string | undefined, limit: number) {
      let query = db.selectFrom('imports').selectAll();
      if (resource !== undefined) query = query.where('resource', '=', resource);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },

    find: (id: number) =>
      db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Marks it undone, if no one has: one UPDATE, so of two undoing it at once only one does.
     * Resolves to whether this call did.
     */
    async markUndone(id: number, at: number, by: string | null): Promise<boolean> {
      const row = await db
        .updateTable('imports')
        .set({ undone_at: at, undone_by: by })
        .where('id', '=', id)
        .where('undone_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    records: (importId: number) =>
      db
        .selectFrom('import_records')
        .select(['record_id', 'version', 'before'])
        .where('import_id', '=', importId)
        .orderBy('record_id')
        .execute(),
  };
}

import { type Database, type DatabaseTransaction, inTransaction } from '../db/database';
import type { Row } from '../db/tables';
import type { Stamps } from './record-versions';
import { lockRow } from './row-lock';

/** A section's text, and the stamps of the write when it is one. */
type Fields = { title: string; content: string } & Partial<Stamps>;
/** A section put back from the trash keeps its id and version. */
type Restored = Fields & { id?: number; version?: number };

async function count(trx: DatabaseTransaction, noteId: number) {
  const row = await trx
    .selectFrom('sections')
    .select((e) => e.fn.countAll().as('n'))
    .where('note_id', '=', noteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The section as it is now, read after the note's lock (the caller's copy may be stale). */
async function current(trx: DatabaseTransaction, section: Row<'sections'>) {
  await lockRow(trx, 'notes', section.note_id);
  return trx.selectFrom('sections').selectAll().where('id', '=', section.id).executeTakeFirst();
}

/**
 * A note's sections keep zero-based, contiguous indexes: inserting at an index shifts the ones
 * after it, moving shifts the ones between, deleting closes the gap. Each change is one
 * transaction that first locks the note, so changes to one note's indexes never interleave.
 */
export function sectionsRepository(db: Database) {
  return {
    forNote: (noteId: number) =>
      db
        .selectFrom('sections')
        .selectAll()
        .where('note_id', '=', noteId)
        .orderBy('index')
        .orderBy('id')
        .execute(),

    /** The sections of these notes, each note's in order (their search entries). */
    forNotes: (noteIds: readonly number[]) =>
      noteIds.length
        ? db
            .selectFrom('sections')
            .select(['note_id', 'title', 'content'])
            .where('note_id', 'in', noteIds)
            .orderBy('note_id')
            .orderBy('index')
            .orderBy('id')
            .execute()
        : Promise.resolve([]),

    insertAt: (noteId: number, index: number | undefined, fields: Fields | Restored) =>
      inTransaction(db, async (trx) => {
        await lockRow(trx, 'notes', noteId);
        const at = Math.min(index ?? Infinity, await count(trx, noteId));
        await trx
          .updateTable('sections')
          .set((e) => ({ index: e('index', '+', 1) }))
          .where('note_id', '=', noteId)
          .where('index', '>=', at)
          .execute();
        return trx
          .insertInto('sections')
          .values({ note_id: noteId, index: at, ...fields })
          .returningAll()
          .executeTakeFirstOrThrow();
      }),

    update: (section: Row<'sections'>, index: number | undefined, fields: Partial<Fields>) =>
      inTransaction(db, async (trx) => {
        const existing = await current(trx, section);
        if (!existing) return undefined;
        const from = existing.index;
        const to =
          index === undefined ? from : Math.min(index, (await count(trx, existing.note_id)) - 1);
        const siblings = trx
          .updateTable('sections')
          .where('note_id', '=', existing.note_id)
          .where('id', '!=', existing.id);
        if (to < from)
          await siblings
            .set((e) => ({ index: e('index', '+', 1) }))
            .where('index', '>=', to)
            .where('index', '<', from)
            .execute();
        if (to > from)
          await siblings
            .set((e) => ({ index: e('index', '-', 1) }))
            .where('index', '>', from)
            .where('index', '<=', to)
            .execute();
        return trx
          .updateTable('sections')
          .set({ ...fields, index: to })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirst();
      }),

    removeAndRenumber: (section: Row<'sections'>) =>
      inTransaction(db, async (trx) => {
        const existing = await current(trx, section);
        if (!existing) return;
        await trx.deleteFrom('sections').where('id', '=', existing.id).execute();
        await trx
          .updateTable('sections')
          .set((e) => ({ index: e('index', '-', 1) }))
          .where('note_id', '=', existing.note_id)
          .where('index', '>', existing.index)
          .execute();
      }),
  };
}

import { type Database, type DatabaseTransaction, inTransaction } from '../db/database';
import type { Stamps } from './record-versions';
import { lockRow } from './row-lock';

type SectionFields = { title: string; content: string };

/** All of a note's sections in one statement, indexed 0, 1, 2… in the order given. */
async function insertSections(
  trx: DatabaseTransaction,
  noteId: number,
  sections: SectionFields[],
  stamps: Stamps,
) {
  if (sections.length === 0) return;
  await trx
    .insertInto('sections')
    .values(sections.map((s, index) => ({ note_id: noteId, index, ...s, ...stamps })))
    .execute();
}

/** A note and its sections saved together: all of it lands, or none of it (docs/product.md). */
export function notesRepository(db: Database) {
  return {
    create: (title: string, sections: SectionFields[] = [], stamps: Stamps) =>
      inTransaction(db, async (trx) => {
        const note = await trx
          .insertInto('notes')
          .values({ title, ...stamps })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertSections(trx, note.id, sections, stamps);
        return note;
      }),

    /** The note's row is already claimed and stamped (record-versions.ts); its sections get the stamps. */
    save: (
      id: number,
      title: string | undefined,
      sections: SectionFields[] | undefined,
      stamps: Stamps,
    ) =>
      inTransaction(db, async (trx) => {
        // Replacing the sections renumbers them: one at a time with section inserts and moves.
        await lockRow(trx, 'notes', id);
        const note =
          title === undefined
            ? await trx
                .selectFrom('notes')
                .selectAll()
                .where('id', '=', id)
                .executeTakeFirstOrThrow()
            : await trx
                .updateTable('notes')
                .set({ title })
                .where('id', '=', id)
                .returningAll()
                .executeTakeFirstOrThrow();
        if (sections) {
          await trx.deleteFrom('sections').where('note_id', '=', id).execute();
          await insertSections(trx, id, sections, stamps);
        }
        return note;
      }),

    /** The titles of these notes (a section's search entry is its note's). */
    titles: (ids: readonly number[]) =>
      ids.length
        ? db.selectFrom('notes').select(['id', 'title']).where('id', 'in', ids).execute()
        : Promise.resolve([]),
  };
}

import type { Database } from '../db/database';

type SectionFields = { title: string; content: string };

/** A note and its sections saved together: all of it lands, or none of it (DECISIONS.md). */
export function notesRepository(db: Database) {
  return {
    create: (title: string, sections: SectionFields[] = []) =>
      db.transaction().execute(async (trx) => {
        const note = await trx
          .insertInto('notes')
          .values({ title })
          .returningAll()
          .executeTakeFirstOrThrow();
        for (const [index, s] of sections.entries()) {
          await trx
            .insertInto('sections')
            .values({ note_id: note.id, index, ...s })
            .execute();
        }
        return note;
      }),

    save: (id: number, title: string | undefined, sections: SectionFields[] | undefined) =>
      db.transaction().execute(async (trx) => {
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
          for (const [index, s] of sections.entries()) {
            await trx
              .insertInto('sections')
              .values({ note_id: id, index, ...s })
              .execute();
          }
        }
        return note;
      }),
  };
}

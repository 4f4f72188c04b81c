import type { Database } from '../db/database';
import type { NewRow, Row } from '../db/tables';

export type SavedViewRow = Row<'saved_views'> & { owner_name: string };
type Changes = Partial<
  Pick<NewRow<'saved_views'>, 'resource' | 'name' | 'name_key' | 'query' | 'shared'>
>;

/**
 * Saved views (migration 031, ADR 0035), each with its owner's username. Who may see or change
 * one is the routes' rule (routes/view-routes.ts); this only reads and writes rows.
 */
export function savedViewsRepository(db: Database) {
  const withOwner = () =>
    db
      .selectFrom('saved_views')
      .innerJoin('users', 'users.id', 'saved_views.user_id')
      .selectAll('saved_views')
      .select('users.username as owner_name');
  return {
    /** The views a person sees: their own and everyone's shared ones, of one list or all. */
    visibleTo: (userId: number, resource?: string): Promise<SavedViewRow[]> => {
      let query = withOwner().where((eb) =>
        eb.or([eb('saved_views.user_id', '=', userId), eb('saved_views.shared', '=', 1)]),
      );
      if (resource) query = query.where('saved_views.resource', '=', resource);
      return query.orderBy('saved_views.id').execute();
    },

    find: (id: number): Promise<SavedViewRow | undefined> =>
      withOwner().where('saved_views.id', '=', id).executeTakeFirst(),

    /** How many views the person keeps of the list. */
    async countOf(userId: number, resource: string): Promise<number> {
      const row = await db
        .selectFrom('saved_views')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('resource', '=', resource)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Whether another of the owner's views of the list has this name (folded). */
    async nameTaken(userId: number, resource: string, nameKey: string, except?: number) {
      let query = db
        .selectFrom('saved_views')
        .select('id')
        .where('user_id', '=', userId)
        .where('resource', '=', resource)
        .where('name_key', '=', nameKey);
      if (except !== undefined) query = query.where('id', '!=', except);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async create(row: Omit<NewRow<'saved_views'>, 'id'>): Promise<number> {
      const made = await db
        .insertInto('saved_views')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(made.id);
    },

    update: (id: number, changes: Changes, now: number) =>
      db
        .updateTable('saved_views')
        .set({ ...changes, updated_at: now })
        .where('id', '=', id)
        .execute(),

    async remove(id: number): Promise<boolean> {
      const gone = await db.deleteFrom('saved_views').where('id', '=', id).executeTakeFirst();
      return Number(gone.numDeletedRows) > 0;
    },
  };
}

import type { Database } from '../db/database';
import type { Row, RowUpdate } from '../db/tables';

/** Project queries beyond one table: a client's projects and a project's related rows. */
export function projectsRepository(db: Database) {
  return {
    async summariesForClients(clientIds: number[]) {
      const byClient = new Map<number, { id: number; name: string; project_class: string }[]>();
      if (clientIds.length === 0) return byClient;
      const rows = await db
        .selectFrom('projects')
        .select(['id', 'name', 'project_class', 'client_id'])
        .where('client_id', 'in', clientIds)
        .orderBy('name')
        .orderBy('id')
        .execute();
      for (const { client_id, ...project } of rows) {
        const list = byClient.get(client_id!) ?? [];
        list.push(project);
        byClient.set(client_id!, list);
      }
      return byClient;
    },
    related: (projectId: number, clientId: number | null) =>
      Promise.all([
        clientId === null
          ? Promise.resolve(undefined)
          : db
              .selectFrom('clients')
              .select(['id', 'organization_name'])
              .where('id', '=', clientId)
              .executeTakeFirst(),
        db
          .selectFrom('fundings')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('date')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('expenses')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('date')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('tasks')
          .selectAll()
          .where('project_id', '=', projectId)
          .orderBy('completed')
          .orderBy('id')
          .execute(),
      ]),

    /**
     * Updates a project; one that names a client is connected only if it has no client or
     * already that one. The check is part of the UPDATE, so of two connects racing on separate
     * connections exactly one matches the row: PostgreSQL re-evaluates the WHERE of the second
     * once the first commits. 'taken' when the project exists but belongs to another client.
     */
    async updateUnlessTaken(
      id: number,
      values: RowUpdate<'projects'>,
    ): Promise<Row<'projects'> | 'taken' | undefined> {
      const clientId = values.client_id;
      if (Object.keys(values).length === 0) {
        return db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
      }
      let update = db.updateTable('projects').set(values).where('id', '=', id);
      if (typeof clientId === 'number') {
        update = update.where((e) =>
          e.or([e('client_id', 'is', null), e('client_id', '=', clientId)]),
        );
      }
      const row = await update.returningAll().executeTakeFirst();
      if (row) return row;
      const exists = await db
        .selectFrom('projects')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return exists ? 'taken' : undefined;
    },
  };
}

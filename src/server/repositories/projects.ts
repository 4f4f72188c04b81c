import type { Database } from '../db/database';

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
  };
}

import type { Database } from '../db/database';

/**
 * "My projects": the projects of the client an account is linked to, with their tasks. The
 * account comes from the session, never from the request, so nobody can ask for another's.
 */
export function myProjectsRepository(db: Database) {
  return {
    async forUser(userId: number) {
      const link = await db
        .selectFrom('users')
        .innerJoin('clients', 'clients.id', 'users.client_id')
        .select(['clients.id', 'clients.organization_name'])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!link) return { client: null, projects: [] };
      const projects = await db
        .selectFrom('projects')
        .select(['id', 'name', 'project_class'])
        .where('client_id', '=', link.id)
        .orderBy('name')
        .orderBy('id')
        .execute();
      const tasks = projects.length
        ? await db
            .selectFrom('tasks')
            .select(['id', 'name', 'completed', 'project_id'])
            .where(
              'project_id',
              'in',
              projects.map((p) => p.id),
            )
            .orderBy('completed')
            .orderBy('id')
            .execute()
        : [];
      return {
        client: { organization_name: link.organization_name },
        projects: projects.map((project) => {
          const own = tasks
            .filter((task) => task.project_id === project.id)
            .map(({ id, name, completed }) => ({ id, name, completed: completed === 1 }));
          return {
            ...project,
            tasks_done: own.filter((task) => task.completed).length,
            tasks_total: own.length,
            tasks: own,
          };
        }),
      };
    },
  };
}

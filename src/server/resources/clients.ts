import { clientTable, clientsResource } from '../../shared/resources/clients';
import { projectsRepository } from '../repositories/projects';
import { serverResource } from '../resource-engine/server-resource';
import { linkedRecords } from '../resource-engine/linked-records';
import { linkedAccounts } from './account-links';
import { projects } from './projects';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

export const clients = serverResource({
  definition: clientsResource,
  table: 'clients',
  search: 'organization_name',
  // The fields its list shows (docs/product.md, "Sorting a list").
  sorts: {
    organization_name: ['organization_name', 'lower'],
    city: ['city', 'lower'],
    country: ['country', 'lower'],
    email_address: ['email_address', 'lower'],
  },
  orderBy: [
    ['organization_name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  toEntity: (r) => ({ id: r.id, ...plainEntity(clientTable, r), projects: [] }),
  // Found by its name, and by how to reach it.
  searchable: plainEntries('clients', clientTable),
  embedTables: ['projects'],
  // Its delete unlinks its projects and accounts (set null); a restore links back the free ones.
  unlinks: [
    { table: 'projects', field: 'client_id', rows: linkedRecords(projects) },
    { table: 'users', field: 'client_id', rows: linkedAccounts },
  ],
  // A client carries its projects, in lists too ("N project(s)"): one query for the whole page.
  async embed(db, entities) {
    const projects = await projectsRepository(db).summariesForClients(entities.map((c) => c.id));
    return withProjects(entities, projects);
  },
  async embedAhead(db, entities) {
    const projects = projectsRepository(db);
    const { answer } = await projects.summariesForClientsAhead(entities.map((c) => c.id));
    return { answer: answer.then((found) => withProjects(entities, found)) };
  },
});

/** Sets each client's projects on the page's fresh entities, not on copies (an export makes 100 000). */
function withProjects<C extends { id: number; projects: unknown[] }>(
  entities: C[],
  projects: ReadonlyMap<number, C['projects']>,
) {
  for (const c of entities) c.projects = projects.get(c.id) ?? [];
  return entities;
}

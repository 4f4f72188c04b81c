import type { DemoRecord, Row } from './history-fields';
import type { DemoClient } from './generate';

/** The column the server's history takes a record's title from (each resource's `search`). */
const TITLE: Record<string, string> = {
  clients: 'organization_name',
  projects: 'name',
  fundings: 'description',
  expenses: 'description',
  tasks: 'name',
  notes: 'title',
  pages: 'title',
  inventory: 'name',
  stickers: 'name',
};
/** A part's history shows on its parent's screen, as the server records it (`shownOn`). */
const SHOWN_ON: Record<string, [resource: string, field: string]> = {
  fundings: ['projects', 'project_id'],
  expenses: ['projects', 'project_id'],
  tasks: ['projects', 'project_id'],
};

/**
 * A seeded record as the server's history would name it (src/server/history/record-history.ts):
 * its resource, the screen it shows on (its scope) and its title.
 */
export function demoRecord(resource: string, id: number, row: Row): DemoRecord {
  const on = SHOWN_ON[resource];
  return {
    resource,
    id,
    scope: on ? `${on[0]}:${Number(row[on[1]])}` : `${resource}:${id}`,
    title: String(row[TITLE[resource]!] ?? '') || `#${id}`,
    row,
  };
}

/** A client batch's records in the order they came to be: a client, its projects, their rows. */
export function* clientBatchRecords(
  batch: DemoClient[],
  clientIds: number[],
  projectIds: number[],
  childIds: Record<'fundings' | 'expenses' | 'tasks', number[]>,
): Generator<DemoRecord> {
  let p = 0;
  const next = { fundings: 0, expenses: 0, tasks: 0 };
  for (const [i, c] of batch.entries()) {
    const clientId = clientIds[i]!;
    yield demoRecord('clients', clientId, c.client);
    for (const project of c.projects) {
      const projectId = projectIds[p++]!;
      yield demoRecord('projects', projectId, { ...project.project, client_id: clientId });
      for (const kind of ['fundings', 'expenses', 'tasks'] as const)
        for (const row of project[kind])
          yield demoRecord(kind, childIds[kind][next[kind]++]!, { ...row, project_id: projectId });
    }
  }
}

import type { Database } from '../db/database';
import { runAhead } from '../db/held-statements';
import type { Row, RowUpdate } from '../db/tables';

type Summaries = Map<number, { id: number; name: string; project_class: string }[]>;

/** Clients' projects, by name: what a client carries. */
const summariesOf = (db: Database, clientIds: number[]) =>
  db
    .selectFrom('projects')
    .select(['id', 'name', 'project_class', 'client_id'])
    .where('client_id', 'in', clientIds)
    .orderBy('name')
    .orderBy('id');

function summariesByClient(
  rows: { id: number; name: string; project_class: string; client_id: number | null }[],
): Summaries {
  const byClient: Summaries = new Map();
  for (const { id, name, project_class, client_id } of rows) {
    const list = byClient.get(client_id!) ?? [];
    list.push({ id, name, project_class }); // a literal: a rest copy is a slower, larger object
    byClient.set(client_id!, list);
  }
  return byClient;
}

/** Project queries beyond one table: a client's projects and a project's related rows. */
export function projectsRepository(db: Database) {
  return {
    async summariesForClients(clientIds: number[]) {
      if (clientIds.length === 0) return new Map() as Summaries;
      return summariesByClient(await summariesOf(db, clientIds).execute());
    },
    /**
     * The same, started now in `db`'s transaction and read from `answer` later (runAhead): on
     * PostgreSQL it goes out with the transaction's next statement (its COMMIT).
     */
    async summariesForClientsAhead(clientIds: number[]) {
      if (clientIds.length === 0) return { answer: Promise.resolve(new Map() as Summaries) };
      const { answer } = await runAhead(db, summariesOf(db, clientIds).compile());
      return { answer: answer.then(summariesByClient) };
    },
    /**
     * What a list row shows of each project, for a whole page in two statements whatever its
     * size: its client's name, funding total and task counts (correlated sums over the indexes on
     * project_id), and its expense lines' amounts, whose totals only computeExpense rounds.
     */
    glance: (projectIds: number[]) =>
      Promise.all([
        db
          .selectFrom('projects')
          .leftJoin('clients', 'clients.id', 'projects.client_id')
          .select((e) => [
            'projects.id',
            'clients.organization_name as client_name',
            e
              .selectFrom('fundings')
              .select((f) => f.fn.sum<number | string | null>('amount_cents').as('s'))
              .whereRef('fundings.project_id', '=', 'projects.id')
              .as('funding_cents'),
            e
              .selectFrom('tasks')
              .select((t) => t.fn.countAll<number | string>().as('n'))
              .whereRef('tasks.project_id', '=', 'projects.id')
              .as('tasks_total'),
            e
              .selectFrom('tasks')
              .select((t) => t.fn.countAll<number | string>().as('n'))
              .whereRef('tasks.project_id', '=', 'projects.id')
              .where('tasks.completed', '=', 1)
              .as('tasks_done'),
          ])
          .where('projects.id', 'in', projectIds)
          .execute(),
        db
          .selectFrom('expenses')
          .select([
            'project_id',
            'unit_cost_price_cents',
            'quantity_milli',
            'logistics_cost_cents',
            'unit_selling_price_cents',
          ])
          .where('project_id', 'in', projectIds)
          .execute(),
      ]),
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

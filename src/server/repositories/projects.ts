import type { Database, DatabaseTransaction } from '../db/database';
import type { Row, RowUpdate } from '../db/tables';
import { computeExpense } from '../../shared/money';
import { lockRow } from './row-lock';

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
      for (const { id, name, project_class, client_id } of rows) {
        const list = byClient.get(client_id!) ?? [];
        list.push({ id, name, project_class }); // a literal: a rest copy is a slower, larger object
        byClient.set(client_id!, list);
      }
      return byClient;
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
     * A project's money as exact sums, with its row locked until the transaction ends, so writes
     * that add to one project's totals check them one after another. `except` leaves out the row
     * being replaced.
     */
    async lockedMoney(projectId: number, except?: { table: 'fundings' | 'expenses'; id: number }) {
      await lockRow(db as DatabaseTransaction, 'projects', projectId);
      const skip = (table: string) => (except?.table === table ? except.id : 0);
      const [fundingRows, expenseRows] = await Promise.all([
        db
          .selectFrom('fundings')
          .select('amount_cents')
          .where('project_id', '=', projectId)
          .where('id', '!=', skip('fundings'))
          .execute(),
        db
          .selectFrom('expenses')
          .selectAll()
          .where('project_id', '=', projectId)
          .where('id', '!=', skip('expenses'))
          .execute(),
      ]);
      const sum = (values: number[]) => values.reduce((a, b) => a + BigInt(b), 0n);
      const lines = expenseRows.map((e) => computeExpense(e));
      return {
        funding: sum(fundingRows.map((f) => Number(f.amount_cents))),
        costs: sum(lines.map((l) => l.total_with_logistics_cents)),
        sales: sum(lines.map((l) => l.total_selling_price_cents)),
      };
    },

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

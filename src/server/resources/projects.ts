import { projectTable, projectsResource } from '../../shared/resources/projects';
import { centsToNumber, computeExpense, sumCents } from '../../shared/money';
import { HttpError } from '../http-error';
import { projectsRepository } from '../repositories/projects';
import { stockMovementsRepository } from '../repositories/stock-movements';
import type { RowData } from '../repositories/table-repository';
import { serverResource } from '../resource-engine/server-resource';
import { fundingEntity } from './fundings';
import { expenseEntity } from './expenses';
import { taskEntity } from './tasks';
import { addGlance } from './project-glance';
import { linkedMovements } from '../stock/movement-links';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

export const projects = serverResource({
  definition: projectsResource,
  table: 'projects',
  search: 'name',
  sorts: { name: ['name', 'lower'], project_class: ['project_class', 'lower'] },
  orderBy: [
    ['name', 'asc', 'lower'],
    ['id', 'asc'],
  ],
  references: [
    { field: 'client_id', table: 'clients', label: 'client', title: 'organization_name' },
  ],
  // `?without_client=true`: what a client's "Connect project" offers.
  flags: {
    without_client: {
      column: 'client_id',
      isNull: true,
      description: 'Only the projects connected to no client',
    },
  },
  toEntity: (r) => ({
    id: r.id,
    ...plainEntity(projectTable, r),
    client_id: r.client_id === null ? null : Number(r.client_id),
    // Filled in by embed.
    client_name: null,
    balance: 0,
    tasks_done: 0,
    tasks_total: 0,
  }),
  // Every answer says what its list row shows: client, balance, tasks (one page, two statements).
  embedTables: ['clients', 'fundings', 'expenses', 'tasks'],
  embed: (db, projects) => addGlance(db, projects),
  searchable: plainEntries('projects', projectTable),
  // Its delete takes its money and tasks along (foreign keys cascade); a restore brings them back.
  takesAlong: [
    { table: 'fundings', field: 'project_id', resource: 'fundings' },
    { table: 'expenses', field: 'project_id', resource: 'expenses' },
    { table: 'tasks', field: 'project_id', resource: 'tasks' },
  ],
  // Its delete unlinks the stock used on it (set null); a restore links it back.
  unlinks: [{ table: 'stock_movements', field: 'project_id', rows: linkedMovements }],
  // A change of its client alone is a connect or a disconnect in the history.
  historyAction(changes) {
    const [only] = changes;
    if (changes.length !== 1 || only?.field !== 'client_id') return undefined;
    return only.to === null ? 'disconnect' : 'connect';
  },
  // Connecting a project that already belongs to another client would silently steal it.
  updateConflicts: true,
  async update(db, existing, values) {
    const row = await projectsRepository(db).updateUnlessTaken(existing.id, values);
    if (row === 'taken') {
      throw new HttpError(
        409,
        'This project is already connected to another client. Disconnect it first.',
      );
    }
    return row as RowData | undefined;
  },
  detailTables: [
    'clients',
    'fundings',
    'expenses',
    'tasks',
    'stock_movements',
    'inventory_items',
    'stickers',
  ],
  async detail(db, project) {
    const [client, fundingRows, expenseRows, taskRows] = await projectsRepository(db).related(
      project.id,
      project.client_id,
    );
    const stockUsed = await stockMovementsRepository(db).usedOn(project.id);
    const totals = expenseRows.map((e) => computeExpense(e));
    const total = (key: keyof (typeof totals)[number]) =>
      centsToNumber(sumCents(totals.map((t) => t[key])));
    return {
      ...project,
      client: client ?? null,
      fundings: fundingRows.map(fundingEntity),
      expenses: expenseRows.map(expenseEntity),
      tasks: taskRows.map(taskEntity),
      stock_used: stockUsed,
      totals: {
        funding: centsToNumber(sumCents(fundingRows.map((f) => Number(f.amount_cents)))),
        total_cost: total('total_cost_cents'),
        total_with_logistics: total('total_with_logistics_cents'),
        total_selling_price: total('total_selling_price_cents'),
        profit: centsToNumber(sumCents(expenseRows.map((e) => Number(e.profit_cents)))),
      },
    };
  },
});

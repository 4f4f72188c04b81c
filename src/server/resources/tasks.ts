import { taskTable, tasksResource } from '../../shared/resources/tasks';
import type { RowData } from '../repositories/table-repository';
import { staffRepository } from '../repositories/staff';
import { invalidField } from '../http-error';
import { serverResource } from '../resource-engine/server-resource';
import { stampsShown } from '../resource-engine/record-stamps';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';
import { queueAssignmentNotices } from '../notifications/assignments';

export const taskEntity = (r: RowData) => ({
  id: r.id,
  ...plainEntity(taskTable, r),
  completed: Number(r.completed) === 1,
  project_id: Number(r.project_id),
  ...stampsShown(r),
});

export const tasks = serverResource({
  // Whom a write gives the task to hears of it, in its transaction (ADR 0029).
  afterWrite: queueAssignmentNotices,
  definition: tasksResource,
  table: 'tasks',
  search: 'name',
  // Incomplete first, then completed, then by id (product.md §2).
  sorts: { name: ['name', 'lower'], due_on: ['due_on', 'date'], completed: ['completed'] },
  orderBy: [
    ['completed', 'asc'],
    ['id', 'asc'],
  ],
  // A person's work: open tasks first, then by due date (none last), then by id. Overdue tasks
  // are the open ones due before today, so they come first without the list knowing the date.
  byAccount: {
    param: 'assignee',
    column: 'assignee_id',
    description: 'Only the tasks assigned to this staff account: me, or its id',
    orderBy: [
      ['completed', 'asc'],
      ['due_on', 'asc', 'date'],
      ['id', 'asc'],
    ],
  },
  flags: {
    open: { column: 'completed', equals: 0, description: 'Only the tasks not completed' },
  },
  references: [
    { field: 'project_id', table: 'projects', label: 'project' },
    // The history names the account: "assigned to ada".
    { field: 'assignee_id', table: 'users', label: 'staff account', title: 'username' },
  ],
  // Work is assigned to an enabled admin or superuser only.
  async check(db, values) {
    if (typeof values.assignee_id !== 'number') return;
    const found = await staffRepository(db).assignable(values.assignee_id);
    if (found === 'missing') throw invalidField('assignee_id', 'does not match any staff account');
    if (found === 'not staff')
      throw invalidField('assignee_id', 'must be an enabled staff account (admin or superuser)');
  },
  shownOn: { resource: 'projects', field: 'project_id' },
  // A hit of its own that opens its project's screen, where tasks are shown.
  searchable: plainEntries('tasks', taskTable, 'project_id'),
  toEntity: taskEntity,
  toRow: ({ completed, ...rest }) => ({
    ...rest,
    ...(completed !== undefined && { completed: completed ? 1 : 0 }),
  }),
});

import { taskTable, tasksResource } from '../../shared/resources/tasks';
import type { RowData } from '../repositories/table-repository';
import { serverResource } from '../resource-engine/server-resource';
import { stampsShown } from '../resource-engine/record-stamps';
import { plainEntity, plainEntries } from '../resource-engine/plain-fields';

export const taskEntity = (r: RowData) => ({
  id: r.id,
  ...plainEntity(taskTable, r),
  completed: Number(r.completed) === 1,
  project_id: Number(r.project_id),
  ...stampsShown(r),
});

export const tasks = serverResource({
  definition: tasksResource,
  table: 'tasks',
  search: 'name',
  // Incomplete first, then completed, then by id (product.md §2).
  orderBy: [
    ['completed', 'asc'],
    ['id', 'asc'],
  ],
  references: [{ field: 'project_id', table: 'projects', label: 'project' }],
  shownOn: { resource: 'projects', field: 'project_id' },
  // A hit of its own that opens its project's screen, where tasks are shown.
  searchable: plainEntries('tasks', taskTable, 'project_id'),
  toEntity: taskEntity,
  toRow: ({ completed, ...rest }) => ({
    ...rest,
    ...(completed !== undefined && { completed: completed ? 1 : 0 }),
  }),
});

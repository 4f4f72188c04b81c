import { z } from 'zod';
import { idSchema, optionalDate, optionalId, optionalText, requiredText } from '../fields';
import { defineResource, partialFields, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';

/** A task's plain fields; whether it is done and its project have code of their own. */
export const taskTable = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  description: {
    input: optionalText(10_000),
    output: 'text',
    label: 'Description',
    search: 'text',
    form: { kind: 'textarea', rows: 5 },
  },
  /** The staff account (admin or superuser) it is assigned to; null: no one. */
  assignee_id: {
    input: optionalId().default(null),
    output: 'number if set',
    label: 'Assignee',
    csv: false,
    form: { kind: 'select' },
  },
  /** The day it is due (YYYY-MM-DD); null: no date. */
  due_on: {
    input: optionalDate().default(null),
    output: 'text if set',
    label: 'Due date',
    form: { kind: 'date' },
  },
});

export const taskFields = inputFields(taskTable).extend({ project_id: idSchema });
export type TaskInput = z.input<typeof taskFields>;

export const taskSchema = z.object({
  id: z.number(),
  ...outputShape(taskTable),
  completed: z.boolean(),
  project_id: z.number(),
});
export type Task = z.infer<typeof taskSchema>;

const completed = z.boolean({ error: 'must be true or false' });

/** product.md §7 sends `{id, completed}` unwrapped; a wrapped `task{…}` edit works too. */
const taskUpdate = z
  .object({
    completed: completed.optional(),
    task: partialFields(taskFields.omit({ project_id: true }))
      .extend({ completed: completed.optional() })
      .optional(),
  })
  .transform(({ completed: top, task }) => ({
    ...task,
    ...(top !== undefined && { completed: top }),
  }));

export const tasksResource = defineResource({
  name: 'tasks',
  wrapper: 'task',
  entity: taskSchema,
  createBody: wrapped('task', taskFields),
  updateBody: taskUpdate,
  filters: ['project_id'],
});

/**
 * Whether a task is overdue on `today` (YYYY-MM-DD in the company's TIME_ZONE, todayIn): open,
 * with a due date before today. Dates written YYYY-MM-DD compare as text.
 */
export const isOverdue = (task: Pick<Task, 'completed' | 'due_on'>, today: string) =>
  !task.completed && task.due_on !== undefined && task.due_on < today;

/** The date it is now in `timeZone` (an IANA name such as Europe/Berlin), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

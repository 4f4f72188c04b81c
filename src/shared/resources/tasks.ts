import { z } from 'zod';
import { idSchema, optionalText, requiredText } from '../fields';
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

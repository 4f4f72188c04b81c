import { z } from 'zod';
import { stockUsedSchema } from '../stock';
import { idSchema, optionalText, requiredText } from '../fields';
import { defineResource, partialFields, stamped, wrapped } from './define';
import { fieldTable, inputFields, outputShape } from './field-table';
import { fundingSchema } from './fundings';
import { expenseSchema } from './expenses';
import { taskSchema } from './tasks';

/**
 * A project's plain fields, in its answers' order (its screen shows Class before Description);
 * its client and what its list row shows have code of their own.
 */
export const projectTable = fieldTable({
  name: { input: requiredText(), output: 'text', label: 'Name', search: 'title' },
  description: {
    input: optionalText(10_000),
    output: 'text',
    label: 'Description',
    formerly: ['Notes'],
    search: 'text',
    form: { kind: 'textarea', rows: 15 },
  },
  project_class: { input: optionalText(), output: 'text', label: 'Class', search: 'text' },
});

export const projectFields = inputFields(projectTable).extend({
  /** null disconnects the project from its client. */
  client_id: idSchema.nullable().optional(),
});
export type ProjectInput = z.input<typeof projectFields>;

export const projectSchema = z.object({
  id: z.number(),
  ...outputShape(projectTable),
  client_id: z.number().nullable(),
  /** What the list shows of a project at a glance, computed by the server on every answer. */
  client_name: z.string().nullable().describe("Its client's organization_name, if connected"),
  balance: z.number().describe('Funding minus costs (with logistics), as the project screen'),
  tasks_done: z.number(),
  tasks_total: z.number(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectTotalsSchema = z.object({
  funding: z.number(),
  total_cost: z.number(),
  total_with_logistics: z.number(),
  total_selling_price: z.number(),
  profit: z.number(),
});

export const projectDetailSchema = projectSchema.extend({
  client: z.object({ id: z.number(), organization_name: z.string() }).nullable(),
  fundings: z.array(stamped(fundingSchema)),
  expenses: z.array(stamped(expenseSchema)),
  tasks: z.array(stamped(taskSchema)),
  totals: projectTotalsSchema,
  /** Stock taken for it (movements "used" on it), per item and sticker. */
  stock_used: z.array(stockUsedSchema),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

export const projectsResource = defineResource({
  name: 'projects',
  wrapper: 'project',
  entity: projectSchema,
  detail: projectDetailSchema,
  createBody: wrapped('project', projectFields),
  updateBody: wrapped('project', partialFields(projectFields)),
  filters: ['client_id'],
});

import { z } from 'zod';
import { idSchema } from '../../../shared/fields';
import {
  projectFields,
  projectTable,
  type Project,
  type ProjectInput,
} from '../../../shared/resources/projects';
import {
  emptyValues,
  fieldLabels,
  formFields,
  formValues,
} from '../../../shared/resources/field-table';
import { taskTable, type TaskInput } from '../../../shared/resources/tasks';
import { expenseTable } from '../../../shared/resources/expenses';
import { fundingTable } from '../../../shared/resources/fundings';
import type { FieldSpec } from '../../kit/form-fields';
import type { HistoryLabels } from '../../kit/record-history';

export const PROJECTS = '/dashboard/projects';
export const projectPath = (id: number) => `${PROJECTS}/${id}`;
export const newTaskPath = (id: number) => `${projectPath(id)}/tasks/new`;
/** Clients are another feature's screens: only their address is shared. */
export const clientPath = (id: number) => `/dashboard/clients/${id}`;

type ProjectFieldName = keyof Required<ProjectInput>;
export type NewProjectValues = Record<'name' | 'description' | 'client_id', string>;
export type ProjectValues = Record<ProjectFieldName, string>;

/** The forms' rules: the shared ones, with the Client select's empty choice as no client. */
export const projectFormSchema = projectFields.extend({
  client_id: z.union([z.literal('').transform(() => null), idSchema]).optional(),
});

/** The Client select, chosen on the project itself (new and edit); its options come later. */
const CLIENT_FIELD: FieldSpec<'client_id'> = { name: 'client_id', label: 'Client', kind: 'select' };

/** The fields with the Client select's choices and its search (kit/use-record-options.ts). */
export const withClientOptions = <K extends string>(
  fields: readonly FieldSpec<K>[],
  clients: { options: FieldSpec['options']; filter?: FieldSpec['filter'] },
) =>
  fields.map((field) =>
    field.name === 'client_id'
      ? { ...field, options: clients.options, filter: clients.filter }
      : field,
  );
export type TaskValues = Record<keyof Required<Omit<TaskInput, 'project_id'>>, string>;

/**
 * product.md §2 and §9: "Add project" has a name, its client and a description ("Description",
 * as on the project's screen: one name for one field), a text area from 5 rows.
 */
export const NEW_PROJECT_FIELDS: FieldSpec<keyof NewProjectValues>[] = [
  { name: 'name', label: 'Name' },
  CLIENT_FIELD,
  { name: 'description', label: 'Description', kind: 'textarea', rows: 5 },
];

/** The detail's form: name, client, class and the description, a text area from 15 rows. */
export const PROJECT_FIELDS: FieldSpec<ProjectFieldName>[] = [
  ...formFields(projectTable, ['name']),
  CLIENT_FIELD,
  ...formFields(projectTable, ['project_class', 'description']),
];

export const TASK_FIELDS: FieldSpec<keyof TaskValues>[] = formFields(taskTable);

/** The task form's fields with the Assignee select's choices: the staff accounts by name. */
export const taskFieldsWith = (
  options: readonly { value: string; label: string }[],
  fields: readonly FieldSpec<keyof TaskValues>[] = TASK_FIELDS,
) => fields.map((field) => (field.name === 'assignee_id' ? { ...field, options } : field));

export const labelsOf = (fields: readonly FieldSpec[]) =>
  Object.fromEntries(fields.map((f) => [f.name, f.label]));

export const EMPTY_PROJECT: NewProjectValues = { name: '', description: '', client_id: '' };

export const EMPTY_TASK: TaskValues = emptyValues(taskTable);

export const valuesOf = (project: Project): ProjectValues => ({
  ...formValues(projectTable, project),
  client_id: project.client_id === null ? '' : String(project.client_id),
});

export const FUNDING_LABELS = { ...fieldLabels(fundingTable), amount: 'Amount' };

/** The six inputs of a profit-and-loss line, in the table's order. */
export const EXPENSE_LABELS = {
  ...fieldLabels(expenseTable),
  unit_cost_price: 'Unit cost price',
  quantity: 'Quantity',
  logistics_cost: 'Logistics cost',
  unit_selling_price: 'Unit selling price',
};

/** The four figures the server computes from them. */
export const EXPENSE_FIGURE_LABELS = {
  total_cost: 'Total cost',
  total_with_logistics: 'Total with logistics',
  total_selling_price: 'Total selling price',
  profit: 'Profit',
};

/** A project's History panel names the fields of it and its parts as the screen does. */
export const PROJECT_HISTORY_LABELS: HistoryLabels = {
  projects: { ...fieldLabels(projectTable), client_id: 'Client' },
  fundings: FUNDING_LABELS,
  expenses: { ...EXPENSE_LABELS, ...EXPENSE_FIGURE_LABELS },
  // My projects says "Done" of a completed task.
  tasks: { ...labelsOf(TASK_FIELDS), completed: 'Done' },
};

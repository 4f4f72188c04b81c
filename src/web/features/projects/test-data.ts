import type { Expense } from '../../../shared/resources/expenses';
import type { Funding } from '../../../shared/resources/fundings';
import type { Project, ProjectDetail } from '../../../shared/resources/projects';
import type { Task } from '../../../shared/resources/tasks';

export const sampleProject = (id: number, overrides: Partial<Project> = {}): Project => ({
  id,
  name: `Project ${id}`,
  description: '',
  project_class: 'Web',
  client_id: null,
  client_name: null,
  balance: 0,
  tasks_done: 0,
  tasks_total: 0,
  ...overrides,
});

export const sampleDetail = (
  id: number,
  overrides: Partial<ProjectDetail> = {},
): ProjectDetail => ({
  ...sampleProject(id),
  client: null,
  fundings: [],
  expenses: [],
  tasks: [],
  totals: { funding: 0, total_cost: 0, total_with_logistics: 0, total_selling_price: 0, profit: 0 },
  stock_used: [],
  ...overrides,
});

export const sampleFunding = (id: number, overrides: Partial<Funding> = {}): Funding => ({
  id,
  date: '2025-03-01',
  source: `Source ${id}`,
  description: `Funding ${id}`,
  amount: 100,
  project_id: 5,
  ...overrides,
});

export const sampleExpense = (id: number, overrides: Partial<Expense> = {}): Expense => ({
  id,
  date: '2025-03-02',
  description: `Line ${id}`,
  unit_cost_price: 10,
  quantity: 2,
  logistics_cost: 1,
  unit_selling_price: 15,
  total_cost: 20,
  total_with_logistics: 21,
  total_selling_price: 30,
  profit: 9,
  project_id: 5,
  ...overrides,
});

export const sampleTask = (id: number, overrides: Partial<Task> = {}): Task => ({
  id,
  name: `Task ${id}`,
  description: '',
  completed: false,
  project_id: 5,
  ...overrides,
});

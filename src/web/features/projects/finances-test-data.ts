import { centsToNumber, computeExpense, numberToCents, sumCents } from '../../../shared/money';
import type { Expense } from '../../../shared/resources/expenses';
import type { Funding } from '../../../shared/resources/fundings';
import type { ProjectDetail } from '../../../shared/resources/projects';

const PROJECT_ID = 7;

export const funding = (
  id: number,
  date: string,
  amount: number,
  source = `Source ${id}`,
  description = `Funding ${id}`,
): Funding => ({ id, date, source, description, amount, project_id: PROJECT_ID });

/** An expense with its totals computed by the one shared formula, as the server stores them. */
export function expense(
  id: number,
  date: string,
  description: string,
  prices: { cost: number; quantity: number; logistics: number; selling: number },
): Expense {
  const cents = (value: number) => Math.round(value * 100);
  const totals = computeExpense({
    unit_cost_price_cents: cents(prices.cost),
    quantity_milli: Math.round(prices.quantity * 1000),
    logistics_cost_cents: cents(prices.logistics),
    unit_selling_price_cents: cents(prices.selling),
  });
  return {
    id,
    date,
    description,
    unit_cost_price: prices.cost,
    quantity: prices.quantity,
    logistics_cost: prices.logistics,
    unit_selling_price: prices.selling,
    total_cost: totals.total_cost_cents / 100,
    total_with_logistics: totals.total_with_logistics_cents / 100,
    total_selling_price: totals.total_selling_price_cents / 100,
    profit: totals.profit_cents / 100,
    project_id: PROJECT_ID,
  };
}

export const financesProject = (overrides: Partial<ProjectDetail> = {}): ProjectDetail => ({
  id: PROJECT_ID,
  name: 'Harbour CCTV',
  description: '',
  project_class: 'CCTV',
  client_id: null,
  client_name: null,
  balance: 0,
  tasks_done: 0,
  tasks_total: 0,
  client: null,
  fundings: [],
  expenses: [],
  tasks: [],
  totals: { funding: 0, total_cost: 0, total_with_logistics: 0, total_selling_price: 0, profit: 0 },
  stock_used: [],
  ...overrides,
});

/** The project's totals as the server sums them (resources/projects.ts): every line counts. */
export function withTotals(project: ProjectDetail): ProjectDetail {
  const sum = (values: number[]) => centsToNumber(sumCents(values.map(numberToCents)));
  const of = (key: 'total_cost' | 'total_with_logistics' | 'total_selling_price' | 'profit') =>
    sum(project.expenses.map((e) => e[key]));
  return {
    ...project,
    totals: {
      funding: sum(project.fundings.map((f) => f.amount)),
      total_cost: of('total_cost'),
      total_with_logistics: of('total_with_logistics'),
      total_selling_price: of('total_selling_price'),
      profit: of('profit'),
    },
  };
}

/**
 * Fundings and expenses out of date order (as a table may hold them after edits), with formula-like
 * text, a loss, a break-even line and a line that sells for nothing (left out of the export).
 */
export const sampleFinances = () =>
  withTotals(
    financesProject({
      client_id: 3,
      client_name: 'Acme Harbour',
      client: { id: 3, organization_name: 'Acme Harbour' },
      tasks: [
        {
          id: 21,
          name: 'Mount cameras',
          description: '=HYPERLINK("x")',
          due_on: '2024-04-01',
          completed: false,
          project_id: PROJECT_ID,
        },
        {
          id: 22,
          name: 'Survey',
          description: '',
          completed: true,
          project_id: PROJECT_ID,
        },
      ],
      fundings: [
        funding(1, '2024-03-10', 2500, 'Grant', 'Second tranche'),
        funding(2, '2024-01-05', 10000.5, '=cmd|calc', '+1'),
        funding(3, '2024-02-01', 1234.56, '@x', '-2'),
      ],
      expenses: [
        expense(11, '2024-02-20', '=SUM(A1)', {
          cost: 100,
          quantity: 3,
          logistics: 50,
          selling: 180,
        }),
        expense(12, '2024-01-15', 'Cameras', {
          cost: 1000.1,
          quantity: 2,
          logistics: 0,
          selling: 0,
        }),
        expense(13, '2024-01-10', '+1', { cost: 10, quantity: 1.5, logistics: 5, selling: 20 }),
        expense(14, '2024-03-10', '-2', { cost: 500, quantity: 1, logistics: 0, selling: 500 }),
        expense(15, '2024-01-10', '@x', {
          cost: 800,
          quantity: 1,
          logistics: 200.25,
          selling: 700,
        }),
      ],
    }),
  );

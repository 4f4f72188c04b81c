import { numberToCents } from '../../../shared/money';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { MoneyCell } from './money-cell';
import { EXPENSE_FIGURE_LABELS as F, EXPENSE_LABELS as L } from './project-fields';

/**
 * What the server computes, under one "Totals" header: each column's own header is then one
 * short word or two ("Cost" for "Total cost", its accessible name), so the columns stay narrow.
 */
const FIGURES = [
  { key: 'total_cost', label: F.total_cost, short: 'Cost' },
  { key: 'total_with_logistics', label: F.total_with_logistics, short: 'With logistics' },
  { key: 'total_selling_price', label: F.total_selling_price, short: 'Selling price' },
  { key: 'profit', label: F.profit, short: F.profit },
] as const;

/** The Profit and Loss table's two header rows: the six inputs, then the grouped figures. */
export function ExpensesHead() {
  const input = (label: string, numeric = true) => (
    <th scope="col" rowSpan={2} className={numeric ? 'project-table__num' : undefined}>
      {label}
    </th>
  );
  return (
    <thead>
      <tr>
        {input(L.date, false)}
        {input(L.description, false)}
        {input(L.unit_cost_price)}
        {input(L.quantity)}
        {input(L.logistics_cost)}
        {input(L.unit_selling_price)}
        <th scope="colgroup" colSpan={FIGURES.length} className="project-table__group">
          Totals
        </th>
        <th scope="col" rowSpan={2}>
          <span className="sr-only">Actions</span>
        </th>
      </tr>
      <tr>
        {FIGURES.map(({ label, short }) => (
          <th
            key={label}
            scope="col"
            className="project-table__num project-table__figure"
            aria-label={short === label ? undefined : label}
          >
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** The total row: "Total" across the six input columns, then the four figures. */
export function ExpensesTotal({ totals }: { totals: ProjectDetail['totals'] }) {
  return (
    <tr className="project-table__total">
      <th scope="row" colSpan={6}>
        Total
      </th>
      {FIGURES.map(({ key, label }) => (
        <MoneyCell key={key} cents={numberToCents(totals[key])} label={label} figure />
      ))}
      <td />
    </tr>
  );
}

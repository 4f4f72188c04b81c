import { numberToCents } from '../../../shared/money';
import type { ProjectDetail } from '../../../shared/resources/projects';
import { useMoney } from '../../kit/use-money';
import { CompactAmount } from './compact-amount';

/**
 * The money first: funding, costs (with logistics, as the profit counts them), revenue, profit
 * and how many tasks are done, from the totals the server computed. A figure, not a chart: the
 * figures below it say the same in full.
 */
export function ProjectSummary({ project }: { project: ProjectDetail }) {
  const { totals, tasks } = project;
  const done = tasks.filter((task) => task.completed).length;
  return (
    <section className="kit-card project-summary" aria-label="Summary">
      <dl className="project-summary__list">
        <Figure label="Funding" cents={numberToCents(totals.funding)} />
        <Figure label="Costs" cents={numberToCents(totals.total_with_logistics)} />
        <Figure label="Revenue" cents={numberToCents(totals.total_selling_price)} />
        <Figure label="Profit" cents={numberToCents(totals.profit)} />
        <div className="project-summary__item">
          <dt>Tasks done</dt>
          <dd className="num">
            {tasks.length === 0 ? 'No tasks' : `${done.toLocaleString('en')} of ${tasks.length}`}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** From a million on, a figure is shown compact on a phone ("$1.315M"), where two share a row. */
const COMPACT_FROM = 1_000_000_00;

function Figure({ label, cents }: { label: string; cents: number }) {
  const money = useMoney();
  const exact = money.format(cents);
  const compact = Math.abs(cents) >= COMPACT_FROM;
  return (
    <div className="project-summary__item">
      <dt>{label}</dt>
      <dd
        className={cents < 0 ? 'num project-summary__negative' : 'num'}
        title={compact ? exact : undefined}
      >
        {compact ? (
          <CompactAmount block="project-summary" exact={exact} compact={money.compact(cents)} />
        ) : (
          exact
        )}
      </dd>
    </div>
  );
}

import { Link } from 'react-router';
import type { Overview } from '../../../shared/overview';
import { Money } from '../../kit/money';

const PROJECTS = '/dashboard/projects';
const number = new Intl.NumberFormat();

/**
 * What staff look at first: the money across every project (funding, costs with logistics,
 * profit, summed as each project's screen sums its own) and the tasks still open, each leading
 * to the projects.
 */
export function OverviewMoney({ overview }: { overview: Overview | null }) {
  const figures = [
    { label: 'Funding', value: overview && <Money amount={overview.money.funding} /> },
    { label: 'Costs', value: overview && <Money amount={overview.money.costs} /> },
    { label: 'Profit', value: overview && <Money amount={overview.money.profit} /> },
    { label: 'Open tasks', value: overview && number.format(overview.open_tasks) },
  ];
  return (
    <section className="overview__section" aria-labelledby="overview-money">
      <h2 id="overview-money" className="overview__heading">
        Across all projects
      </h2>
      <ul className="overview__tiles overview__tiles--figures" aria-busy={!overview}>
        {figures.map(({ label, value }) => (
          <li key={label}>
            <Link className="overview__tile overview__tile--figure" to={PROJECTS}>
              <span className="overview__figure">
                {value ?? <span className="skeleton overview__placeholder" />}
              </span>
              <span className="overview__label">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

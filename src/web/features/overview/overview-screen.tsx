import { useEffect } from 'react';
import { Link } from 'react-router';
import type { Overview } from '../../../shared/overview';
import { NewMenu, type NewForm } from '../../kit/new-menu';
import { ScreenAction } from '../../kit/screen-action';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchOverview } from '../../store/overview-slice';
import { LowStock } from './low-stock';
import { NewEnquiries } from './new-enquiries';
import { OverviewMoney } from './overview-money';
import { RecentProjects } from './recent-projects';
import './overview.css';

type CountKey = Extract<keyof Overview, `${string}_count`>;

/** product.md §2's seven counts, each leading to its list. */
const TILES: { key: CountKey; label: string; to: string }[] = [
  { key: 'clients_count', label: 'Clients', to: '/dashboard/clients' },
  { key: 'projects_count', label: 'Projects', to: '/dashboard/projects' },
  { key: 'pages_count', label: 'Pages', to: '/dashboard/pages' },
  { key: 'notes_count', label: 'Notes', to: '/dashboard/notes' },
  { key: 'inventory_items_count', label: 'Unique inventory items', to: '/dashboard/inventory' },
  { key: 'stickers_count', label: 'Unique stickers', to: '/dashboard/stickers' },
  { key: 'tools_count', label: 'Unique tools', to: '/dashboard/tools' },
];

const number = new Intl.NumberFormat();

/**
 * What staff look at first (the enquiries nobody has answered, the money across projects, the open tasks, the projects changed
 * last), then the counts, each leading to its list, and what is low on stock. Its main action is
 * "New…", a link to each New form of the role (none: no action).
 */
export function OverviewScreen({ newForms = [] }: { newForms?: readonly NewForm[] }) {
  const dispatch = useAppDispatch();
  const { counts, loading, error } = useAppSelector((state) => state.overview);
  useEffect(() => {
    void dispatch(fetchOverview());
  }, [dispatch]);

  return (
    <div className="overview">
      {newForms.length > 0 ? (
        <ScreenAction>
          <NewMenu forms={newForms} />
        </ScreenAction>
      ) : null}
      {error ? (
        // The one error state of the kit: it replaces the tiles' placeholders, never sits beside them.
        <div className="kit-error" role="alert">
          <p>The overview could not be loaded: {error}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => dispatch(fetchOverview())}
          >
            Retry
          </button>
        </div>
      ) : (
        <>
          <NewEnquiries count={counts?.new_enquiries} />
          <OverviewMoney overview={counts} />
          <RecentProjects projects={counts?.recent_projects} />
          <section className="overview__section" aria-labelledby="overview-counts">
            <h2 id="overview-counts" className="overview__heading">
              Records
            </h2>
            <Tiles counts={counts} loading={loading} />
            <LowStock counts={counts?.low_stock} />
          </section>
        </>
      )}
    </div>
  );
}

function Tiles({ counts, loading }: { counts: Overview | null; loading: boolean }) {
  return (
    <ul className="overview__tiles" aria-busy={loading}>
      {TILES.map((tile) => (
        <li key={tile.key}>
          <Link className="overview__tile" to={tile.to}>
            <span className="overview__count num">
              {counts ? (
                number.format(counts[tile.key])
              ) : (
                <span className="skeleton overview__placeholder" />
              )}
            </span>
            <span className="overview__label">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

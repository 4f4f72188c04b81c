import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Overview } from '../../../shared/overview';
import { NewMenu, type NewForm } from '../../kit/new-menu';
import { ScreenAction } from '../../kit/screen-action';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchOverview } from '../../store/overview-slice';
import { NeedsAttention } from './needs-attention';
import { OverviewMoney } from './overview-money';
import { RecentProjects } from './recent-projects';
import { StartHere } from './start-here';
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

interface Props {
  newForms?: readonly NewForm[];
  /** The activity log's last entries (the history feature's), placed by the app. */
  latestActivity?: ReactNode;
}

/**
 * What staff look at first: on a new installation the first steps not taken yet, then what
 * needs attention today, the money across projects and the open tasks, the projects changed last
 * and the latest activity; then the counts, each leading to its list. Its main action is "New…",
 * a link to each New form of the role (none: no action).
 */
export function OverviewScreen({ newForms = [], latestActivity }: Props) {
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
          <StartHere steps={counts?.start} />
          <NeedsAttention overview={counts} />
          <OverviewMoney overview={counts} />
          <RecentProjects projects={counts?.recent_projects} />
          {latestActivity}
          <section className="overview__section" aria-labelledby="overview-counts">
            <h2 id="overview-counts" className="overview__heading">
              Records
            </h2>
            <Tiles counts={counts} loading={loading} />
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

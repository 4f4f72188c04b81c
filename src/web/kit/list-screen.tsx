import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Entity } from '../store/create-resource-slice';
import { countOf } from './count';
import { ExportLink } from './export-link';
import { ListEmpty } from './list-empty';
import { ListPaging } from './list-paging';
import { ScreenAction } from './screen-action';
import { PAGE_SIZE, type ResourceList } from './use-resource-list';
import { WindowedRows, WINDOWED_FROM } from './windowed-rows';
import '../components/skeleton.css';
import './kit.css';

interface Props<T extends Entity> {
  list: ResourceList<T>;
  /** The noun counted in the total: ['client', 'clients']. */
  noun: readonly [one: string, other: string];
  /** The screen's main action, shown in the top bar and in the empty state. */
  add?: { to: string; label: string };
  /** The list's CSV under /api/v1 ("/clients.csv"): "Export CSV" takes the search and filters. */
  csv: string;
  /** Filters beside the search (a ListFlag), set in the URL through `list`. */
  filters?: ReactNode;
  layout: 'rows' | 'cards';
  children: (item: T) => ReactNode;
}

/**
 * Every dashboard list: a labelled search box, its filters, the total and "Export CSV" above, rows
 * or cards below, paging at the foot. Skeletons while loading; an empty state that says what to
 * do; a boxed error with Retry in place of the skeletons, never beside them.
 */
export function ListScreen<T extends Entity>(props: Props<T>) {
  const { list, noun, add, layout, children } = props;
  const searchId = useId();
  const plural = noun[1];
  // Paging shows once there is more than one page at the smallest size, so a list shown 500 at a
  // time can still go back to 20.
  const showPaging = !list.error && !list.loading && list.total > PAGE_SIZE;

  return (
    <div className="kit-list">
      {add ? (
        <ScreenAction>
          <Link className="button" to={add.to}>
            {add.label}
          </Link>
        </ScreenAction>
      ) : null}
      <div className="kit-list__bar">
        <form className="kit-list__search" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId}>Search {plural}</label>
          <input
            id={searchId}
            className="input"
            type="search"
            autoComplete="off"
            value={list.text}
            onChange={(e) => list.setText(e.target.value)}
          />
        </form>
        {props.filters ? <div className="kit-list__filters">{props.filters}</div> : null}
        <div className="kit-list__end">
          <p className="kit-list__total" aria-live="polite">
            {list.loading || list.error ? '' : countOf(list.total, noun[0], noun[1])}
          </p>
          <ExportLink path={props.csv} query={list.selection} />
        </div>
      </div>

      {list.error ? (
        <div className="kit-error" role="alert">
          <p>
            The {plural} could not be loaded: {list.error}
          </p>
          <button type="button" className="button button--quiet" onClick={list.retry}>
            Retry
          </button>
        </div>
      ) : list.loading ? (
        <ul
          className={`kit-list__items kit-list__items--${layout}`}
          aria-busy="true"
          aria-label={`Loading ${plural}`}
        >
          {Array.from({ length: layout === 'cards' ? 6 : 5 }, (_, i) => (
            <li key={i} className="kit-list__skeleton" aria-hidden="true">
              <span className="skeleton kit-list__skeleton-line" />
              <span className="skeleton kit-list__skeleton-line kit-list__skeleton-line--short" />
            </li>
          ))}
        </ul>
      ) : list.items.length === 0 ? (
        <ListEmpty list={list} plural={plural} add={add} />
      ) : layout === 'rows' && list.items.length > WINDOWED_FROM ? (
        <WindowedRows items={list.items} label={capitalize(plural)}>
          {children}
        </WindowedRows>
      ) : (
        <ul
          className={`kit-list__items kit-list__items--${layout}`}
          aria-label={capitalize(plural)}
        >
          {list.items.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </ul>
      )}

      {showPaging ? (
        <ListPaging
          page={list.page}
          pages={list.pages}
          size={list.size}
          pageSearch={list.pageSearch}
          setSize={list.setSize}
        />
      ) : null}
    </div>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

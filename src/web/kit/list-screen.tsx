import { useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Entity } from '../store/create-resource-slice';
import type { ImportResource } from '../store/imports';
import type { ViewResource } from '../../shared/views';
import { BulkBar, type BulkOptions } from './bulk-bar';
import { countOf } from './count';
import { ExportLink } from './export-link';
import { ImportButton } from './import-dialog';
import { ListEmpty } from './list-empty';
import { ListPaging } from './list-paging';
import { ListSort } from './list-sort';
import { SavedViews } from './saved-views';
import { ScreenActionLink } from './screen-action';
import { ShortcutsDialog } from './shortcuts-dialog';
import { PAGE_SIZE, type ResourceList } from './use-resource-list';
import { useSelection } from './use-selection';
import { useShortcuts } from './use-shortcuts';
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
  /** The list's records can be imported from a file ("Import" beside "Export CSV"). */
  imports?: ImportResource;
  /** Its search, filters and sort can be saved as views, shown above it (ADR 0035). */
  views?: ViewResource;
  /** Filters beside the search (a ListFlag), set in the URL through `list`. */
  filters?: ReactNode;
  layout: 'rows' | 'cards';
  /** Records can be picked, with a checkbox each, and deleted or changed together. */
  bulk?: BulkOptions<T>;
  children: (item: T) => ReactNode;
}

/**
 * Every dashboard list: its saved views, a labelled search box, its filters, the total, "Export
 * CSV" (and "Import" for the records staff create) above, the headers it sorts by, rows or cards
 * below, paging at the foot. Skeletons while
 * loading; an empty state that says what to do; a boxed error with Retry in place of the
 * skeletons, never beside them.
 */
export function ListScreen<T extends Entity>(props: Props<T>) {
  const { list, noun, add, layout, bulk } = props;
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  // What is picked stays picked through a new order: only the search and filters say what matches.
  const selection = useSelection(JSON.stringify([list.q, list.filters]));
  useShortcuts({
    '/': () => search.current?.focus(),
    ...(add && { n: () => void navigate(add.to) }),
    '?': () => setHelpOpen(true),
    ...(selection.selected.size > 0 && { Escape: selection.clear }),
  });
  const children = bulk
    ? (item: T) => (
        <div className="kit-pick">
          <input
            type="checkbox"
            className="kit-pick__check"
            aria-label={`Select ${bulk.titleOf(item)}`}
            checked={selection.selected.has(item.id)}
            onChange={(e) => selection.set([item.id], e.target.checked)}
          />
          <div className="kit-pick__item">{props.children(item)}</div>
        </div>
      )
    : props.children;
  const plural = noun[1];
  // Paging shows once there is more than one page at the smallest size, so a list shown 500 at a
  // time can still go back to 20.
  const showPaging = !list.error && !list.loading && list.total > PAGE_SIZE;

  return (
    <div className="kit-list">
      {add ? <ScreenActionLink to={add.to} label={add.label} /> : null}
      {props.views ? (
        <SavedViews resource={props.views} plural={plural} selection={list.selection} />
      ) : null}
      <div className="kit-list__bar">
        <form className="kit-list__search" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId}>Search {plural}</label>
          <input
            id={searchId}
            ref={search}
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
          <div className="kit-list__files">
            <ExportLink path={props.csv} query={list.selection} />
            {props.imports ? <ImportButton resource={props.imports} noun={noun} /> : null}
          </div>
        </div>
      </div>
      {list.sorts.length > 0 && !list.error && list.total > 1 ? (
        <ListSort plural={plural} fields={list.sorts} sort={list.sort} sortBy={list.sortBy} />
      ) : null}
      {bulk && !list.error && !list.loading && list.items.length > 0 ? (
        <BulkBar
          resource={bulk.resource}
          noun={noun}
          selection={selection}
          shown={list.items.map((item) => item.id)}
          total={list.total}
          query={list.selection}
          csv={props.csv}
          changes={bulk.changes ?? []}
        />
      ) : null}

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
      {helpOpen ? <ShortcutsDialog onClose={() => setHelpOpen(false)} /> : null}
    </div>
  );
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

import { Link } from 'react-router';

interface Props {
  list: {
    q: string;
    page: number;
    filtered: boolean;
    clearFilters: () => void;
    pageSearch: (page: number) => string;
  };
  /** "clients": "No clients yet." */
  plural: string;
  add?: { to: string; label: string };
}

/**
 * What an empty list says, by why it is empty: filters that match nothing (with a way out), a
 * search that matches nothing, a page past the end, or nothing at all yet (with what to add).
 */
export function ListEmpty({ list, plural, add }: Props) {
  if (list.filtered) {
    return (
      <div className="kit-empty kit-empty--action">
        <p>
          No {plural} match {list.q ? `“${list.q}” with ` : ''}these filters.
        </p>
        <button type="button" className="button button--quiet" onClick={list.clearFilters}>
          Clear filters
        </button>
      </div>
    );
  }
  return (
    <div className="kit-empty">
      {list.q ? (
        <p>
          No {plural} match “{list.q}”. Try another search
          {add ? (
            <>
              , or <Link to={add.to}>{add.label}</Link>
            </>
          ) : (
            '.'
          )}
        </p>
      ) : list.page > 1 ? (
        <p>
          This page is empty. <Link to={{ search: list.pageSearch(1) }}>Go to the first page</Link>
        </p>
      ) : (
        <p>
          No {plural} yet.
          {add ? (
            <>
              {' '}
              <Link to={add.to}>{add.label}</Link>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}

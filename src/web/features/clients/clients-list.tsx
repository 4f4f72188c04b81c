import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resources } from '../../store/resources';
import { projectCount } from './client-fields';
import '../../components/skeleton.css';

export const PAGE_SIZE = 20;
/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

const clients = resources.clients.actions;
const number = new Intl.NumberFormat();

function pageFrom(raw: string | null) {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /dashboard/clients: search (?q), the total, the sorted list and paging (?page). */
export function ClientsList() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageFrom(params.get('page'));
  const { items, total, loading, error } = useAppSelector((state) => state.clients);
  const [text, setText] = useState(q);
  // The box follows the URL when it changes from elsewhere (back, a link).
  const [seenQ, setSeenQ] = useState(q);
  if (seenQ !== q) {
    setSeenQ(q);
    if (text.trim() !== q) setText(q);
  }
  const [attempt, setAttempt] = useState(0);
  const searchId = useId();

  useEffect(() => {
    const request = dispatch(clients.list({ q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }));
    return () => request.abort();
  }, [dispatch, q, page, attempt]);

  // Debounced: the URL (and so the request) follows the box once typing pauses.
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (text.trim()) next.set('q', text.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q, setParams]);

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return `/dashboard/clients${search ? `?${search}` : ''}`;
  };

  return (
    <div className="clients">
      <div className="clients__bar">
        <form className="clients__search" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            Search clients
          </label>
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search clients"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </form>
        <p className="clients__total" aria-live="polite">
          {loading.list ? '' : `${number.format(total)} ${total === 1 ? 'client' : 'clients'}`}
        </p>
        <Link className="button" to="/dashboard/clients/new">
          + Add Client
        </Link>
      </div>

      {error.list ? (
        <div className="clients__error" role="alert">
          <p>{error.list}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </button>
        </div>
      ) : loading.list ? (
        <ul className="clients__list" aria-busy="true" aria-label="Loading clients">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="clients__row clients__row--skeleton" aria-hidden="true">
              <span className="skeleton clients__skeleton-name" />
              <span className="skeleton clients__skeleton-count" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className="clients__empty">
          {q ? (
            <p>
              No clients match “{q}”. Try another search, or add the client with{' '}
              <Link to="/dashboard/clients/new">+ Add Client</Link>.
            </p>
          ) : (
            <p>
              There are no clients yet. Add the first one with{' '}
              <Link to="/dashboard/clients/new">+ Add Client</Link>.
            </p>
          )}
        </div>
      ) : (
        <ul className="clients__list" aria-label="Clients">
          {items.map((client) => (
            <li key={client.id}>
              <Link className="clients__row" to={`/dashboard/clients/${client.id}`}>
                <span className="clients__name">{client.organization_name}</span>
                <span className="clients__count">{projectCount(client.projects.length)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && !error.list ? (
        <nav className="clients__paging" aria-label="Pages">
          {page > 1 ? (
            <Link className="button button--quiet" to={pageLink(page - 1)} rel="prev">
              Previous
            </Link>
          ) : null}
          <span aria-current="page">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link className="button button--quiet" to={pageLink(page + 1)} rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  PAGE_SIZE,
  catalogSlice,
  listPath,
  selectCatalog,
  type CatalogConfig,
  type CatalogEntity,
} from './catalog-config';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

const number = new Intl.NumberFormat();

/** A list screen: search, total, cards sorted by name (the server's order), paging, add link. */
export function CatalogList({ config }: { config: CatalogConfig }) {
  const dispatch = useAppDispatch();
  const { items, total, loading, error } = useAppSelector((state) =>
    selectCatalog(state, config.name),
  );
  const searchId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const actions = catalogSlice(config.name).actions;

  useEffect(() => {
    const timer = setTimeout(() => {
      const next = text.trim();
      if (next !== q) {
        setQ(next);
        setPage(0);
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, q]);

  useEffect(() => {
    const request = dispatch(actions.list({ q, limit: PAGE_SIZE, offset: page * PAGE_SIZE }));
    return () => request.abort();
  }, [dispatch, actions, q, page, attempt]);

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const busy = loading.list;
  const plural = config.plural;

  return (
    <div className="catalog">
      <div className="catalog__bar">
        <div className="field catalog__search">
          <label htmlFor={searchId}>Search {plural}</label>
          <input
            id={searchId}
            className="input"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <p className="catalog__total" aria-live="polite">
          {busy && items.length === 0
            ? ''
            : `${number.format(total)} ${total === 1 ? config.singular : plural}`}
        </p>
        <Link className="button catalog__add" to={`${listPath(config.name)}/new`}>
          {config.addLink}
        </Link>
      </div>

      {error.list ? (
        <div className="catalog__error" role="alert">
          <p className="alert alert--error">{error.list}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try again
          </button>
        </div>
      ) : busy ? (
        <ul className="catalog__cards" aria-busy="true" aria-label={`Loading ${plural}`}>
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="catalog-card catalog-card--skeleton">
              <span className="skeleton skeleton--title" />
              <span className="skeleton" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <div className="catalog__empty">
          {q ? (
            <p>
              No {plural} match “{q}”. Try another search.
            </p>
          ) : (
            <p>
              No {plural} yet.{' '}
              <Link to={`${listPath(config.name)}/new`}>Add the first {config.singular}</Link>.
            </p>
          )}
        </div>
      ) : (
        <ul className="catalog__cards">
          {items.map((item) => (
            <CatalogCard key={item.id} config={config} item={item} />
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav className="catalog__paging" aria-label="Pages">
          <button
            type="button"
            className="button button--quiet"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
          >
            Previous
          </button>
          <span>
            Page {page + 1} of {pages}
          </span>
          <button
            type="button"
            className="button button--quiet"
            disabled={page + 1 >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function CatalogCard({ config, item }: { config: CatalogConfig; item: CatalogEntity }) {
  return (
    <li className="catalog-card">
      <h2 className="catalog-card__name">
        <Link to={`${listPath(config.name)}/${item.id}`}>{item.name}</Link>
      </h2>
      {config.card.map((part) => {
        if (part === 'image') {
          return item.image_url ? (
            <img
              key={part}
              className="catalog-card__image"
              src={item.image_url}
              width={100}
              height={40}
              alt=""
              loading="lazy"
            />
          ) : (
            <span key={part} className="catalog-placeholder" role="img" aria-label="No image" />
          );
        }
        if (part === 'quantity') {
          return (
            <p key={part} className="catalog-card__quantity">
              Quantity: <span className="num">{number.format(item.quantity ?? 0)}</span>
            </p>
          );
        }
        return item.specification ? (
          <p key={part} className="catalog-card__text">
            {item.specification}
          </p>
        ) : null;
      })}
    </li>
  );
}

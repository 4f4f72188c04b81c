/** A load that failed, what it was, and Retry in its place. */
export function LoadError({
  what,
  error,
  retry,
}: {
  what: string;
  error: string;
  retry: () => void;
}) {
  return (
    <div className="kit-error" role="alert">
      <p>
        {what} could not be loaded: {error}
      </p>
      <button type="button" className="button button--quiet" onClick={retry}>
        Retry
      </button>
    </div>
  );
}

/** Rows' shapes while they load. */
export function RowSkeletons({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <ul className="kit-list__items kit-list__items--rows" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="kit-list__skeleton" aria-hidden="true">
          <span className="skeleton kit-list__skeleton-line" />
          <span className="skeleton kit-list__skeleton-line kit-list__skeleton-line--short" />
        </li>
      ))}
    </ul>
  );
}

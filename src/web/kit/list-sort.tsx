import type { SortField } from './use-resource-list';

interface Props {
  /** The list's plural noun: "Sort clients". */
  plural: string;
  fields: readonly SortField[];
  /** The current sort, as the URL and the API write it: `city`, `-city`. */
  sort: string;
  sortBy: (field: string) => void;
}

/**
 * The headers a list sorts by, above its rows or cards: one button each. The current one says
 * which way it is sorted, to the eye (an arrow) and to a screen reader (its name), and a click
 * turns it the other way; another header sorts by its field, ascending. The dashboard's lists are
 * lists of rows and cards rather than tables, so these are a labelled group of buttons rather
 * than a table's column headers (docs/decisions/0033-sortable-lists.md).
 */
export function ListSort({ plural, fields, sort, sortBy }: Props) {
  const field = sort.replace(/^-/, '');
  const descending = sort.startsWith('-');
  return (
    <div className="kit-sort" role="group" aria-label={`Sort ${plural}`}>
      <span className="kit-sort__label" aria-hidden="true">
        Sort by
      </span>
      {fields.map((f) => {
        const current = f.field === field;
        const way = descending ? 'descending' : 'ascending';
        return (
          <button
            key={f.field}
            type="button"
            className={`kit-sort__button${current ? ' kit-sort__button--current' : ''}`}
            aria-pressed={current}
            aria-label={current ? `${f.label}, sorted ${way}` : `${f.label}`}
            onClick={() => sortBy(f.field)}
          >
            {f.label}
            {current ? (
              <span className="kit-sort__arrow" aria-hidden="true">
                {descending ? ' ↓' : ' ↑'}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

import { useId } from 'react';
import type { ImportReport } from '../store/imports';
import { countOf } from './count';
import { ERRORS_SHOWN, moreErrors, previewCounts } from './import-text';

interface Props {
  report: ImportReport;
  /** A new run is on its way: the preview shown is the last one. */
  busy: boolean;
  /** The mapping cannot change (the import is being written). */
  locked: boolean;
  onMap: (header: string, field: string | null) => void;
}

/** The select's value for an ignored column. */
const IGNORE = '';

/**
 * A dry run's answer: how the file's columns map to fields (each changeable), what importing
 * would do, and every problem by row and column, then the rows someone changed since the file
 * was exported, which are left as they are.
 */
export function ImportPreview({ report, busy, locked, onMap }: Props) {
  const id = useId();
  const { errors, conflicts } = report;
  return (
    <div className="kit-import__preview" aria-busy={busy}>
      <table className="kit-import__columns">
        <caption className="kit-import__caption">Columns of {report.file_name}</caption>
        <thead>
          <tr>
            <th scope="col">Column in the file</th>
            <th scope="col">Goes to</th>
          </tr>
        </thead>
        <tbody>
          {report.columns.map((column, index) => (
            <tr key={`${index}-${column.header}`}>
              <th scope="row" id={`${id}-${index}`} className="kit-import__header">
                {column.header}
              </th>
              <td>
                <div className="kit-import__map">
                  <select
                    className="input"
                    aria-labelledby={`${id}-${index}`}
                    value={column.field ?? IGNORE}
                    disabled={locked}
                    onChange={(event) => onMap(column.header, event.target.value || null)}
                  >
                    <option value={IGNORE}>Ignore this column</option>
                    {report.fields.map((field) => (
                      <option key={field.field} value={field.field}>
                        {field.required ? `${field.label} (required)` : field.label}
                      </option>
                    ))}
                  </select>
                  {column.field === null ? (
                    <span className="kit-import__ignored">Ignored</span>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <p className="kit-import__counts" aria-live="polite">
        {countOf(report.rows, 'row')}: {previewCounts(report)}
      </p>

      {errors.length > 0 ? (
        <section className="kit-import__problems" aria-labelledby={`${id}-errors`}>
          <h3 id={`${id}-errors`} className="kit-import__subtitle">
            {countOf(errors.length, 'problem')} to fix in the file
          </h3>
          <ul className="kit-import__list">
            {errors.slice(0, ERRORS_SHOWN).map((error, index) => (
              <li key={index}>{error.message}</li>
            ))}
          </ul>
          {moreErrors(errors.length) ? (
            <p className="kit-import__more">{moreErrors(errors.length)}</p>
          ) : null}
        </section>
      ) : null}

      {conflicts.length > 0 ? (
        <section className="kit-import__conflicts" aria-labelledby={`${id}-conflicts`}>
          <h3 id={`${id}-conflicts`} className="kit-import__subtitle">
            {countOf(conflicts.length, 'row')} left as{' '}
            {conflicts.length === 1 ? 'it is' : 'they are'}
          </h3>
          <ul className="kit-import__list">
            {conflicts.map((conflict) => (
              <li key={conflict.row}>{conflict.message}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BusyButton } from '../components/busy-button';
import { SkeletonLines } from '../components/skeleton';
import { exactTime, timeAgo } from '../lib/time-ago';
import { useAppDispatch } from '../store/hooks';
import {
  loadImports,
  undoImport,
  type ImportRecord,
  type ImportResource,
  type UndoReport,
} from '../store/imports';
import type { ConfirmOptions } from './confirm-dialog';
import { failureMessage } from './failure';
import { importCounts, undoQuestion, undoneMessage, type Noun } from './import-text';
import { InlineAlert } from './inline-alert';
import { useToast } from './toast';

interface Props {
  resource: ImportResource;
  noun: Noun;
  /** Changes after an import: the list loads again, the new one first. */
  refreshKey: number;
  /** The kit's confirmation, shown by the dialog outside itself. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

const When = ({ at }: { at: string }) => (
  <time dateTime={at} title={exactTime(at)}>
    {timeAgo(at)}
  </time>
);

/**
 * "Last imports": the list's imports, newest first, each with its file, who and when, what it
 * did, a link to its changes in the activity log and Undo (once: an undone import says by whom).
 * What an Undo had to leave stays listed under its import.
 */
export function ImportHistory({ resource, noun, refreshKey, confirm }: Props) {
  const id = useId();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [imports, setImports] = useState<ImportRecord[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [error, setError] = useState('');
  const [undoing, setUndoing] = useState<number | null>(null);
  const [left, setLeft] = useState<Record<number, UndoReport['left']>>({});
  const [attempt, setAttempt] = useState(0);
  const section = useRef<HTMLElement>(null);

  useEffect(() => {
    const request = dispatch(loadImports(resource));
    void request.then((result) => {
      if (loadImports.fulfilled.match(result)) {
        setImports(result.payload);
        setLoadError('');
      } else if (!result.meta.aborted) setLoadError(failureMessage(result));
    });
    return () => request.abort();
  }, [dispatch, resource, refreshKey, attempt]);

  async function undo(record: ImportRecord) {
    if (undoing !== null) return;
    const sure = await confirm({
      title: 'Undo this import?',
      message: undoQuestion(record, noun),
      confirmLabel: 'Undo import',
      danger: true,
    });
    if (!sure) return;
    setUndoing(record.id);
    setError('');
    const result = await dispatch(undoImport({ resource, id: record.id }));
    setUndoing(null);
    setAttempt((n) => n + 1);
    if (!undoImport.fulfilled.match(result)) {
      setError(`The import of ${record.file_name} was not undone: ${failureMessage(result)}`);
      return;
    }
    toast({ message: undoneMessage(record, result.payload, noun) });
    // Its Undo is gone: the focus goes to what the row still has, its link.
    section.current?.querySelector<HTMLElement>(`[data-import="${record.id}"]`)?.focus();
    setLeft((all) => ({ ...all, [record.id]: result.payload.left }));
  }

  return (
    <section ref={section} className="kit-import__history" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="kit-import__subtitle">
        Last imports
      </h3>
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {loadError ? (
        <div className="kit-error" role="alert">
          <p>The last imports could not be loaded: {loadError}</p>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Retry
          </button>
        </div>
      ) : imports === null ? (
        <SkeletonLines lines={2} />
      ) : imports.length === 0 ? (
        <p className="kit-import__none">No {noun[1]} imported yet.</p>
      ) : (
        <ul className="kit-import__imports">
          {imports.map((record) => (
            <li key={record.id} className="kit-import__import">
              <div className="kit-import__import-text">
                <span className="kit-import__file">{record.file_name}</span>
                <span className="kit-row__meta">
                  {record.actor ?? 'Someone'} · <When at={record.at} /> · {importCounts(record)}
                </span>
                {record.undone_at ? (
                  <span className="kit-row__meta">
                    Undone by {record.undone_by ?? 'someone'} · <When at={record.undone_at} />
                  </span>
                ) : null}
                {left[record.id]?.length ? (
                  <ul className="kit-import__list">
                    {left[record.id]!.map((item) => (
                      <li key={item.id}>{item.message}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className="kit-import__import-actions">
                <Link
                  to={`/dashboard/activity?import_id=${record.id}`}
                  aria-label={`See its changes (${record.file_name})`}
                  data-import={record.id}
                >
                  See its changes
                </Link>
                {record.undone_at ? null : (
                  <BusyButton
                    type="button"
                    className="button button--quiet"
                    busy={undoing === record.id}
                    aria-label={`Undo the import of ${record.file_name}`}
                    onClick={() => void undo(record)}
                  >
                    Undo
                  </BusyButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

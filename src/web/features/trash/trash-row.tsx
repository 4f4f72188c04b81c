import { useState } from 'react';
import type { TrashEntry } from '../../../shared/trash';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { failureMessage } from '../../kit/failure';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { capitalized, nounOf } from '../../lib/records';
import { exactTime, timeAgo } from '../../lib/time-ago';
import { useAppDispatch } from '../../store/hooks';
import { eraseRecord, restoreRecord } from '../../store/trash-slice';
import { tookAlongText } from './took-along';
import { restoredPath } from './restored-path';

interface Props {
  entry: TrashEntry;
  /** Superusers may delete forever. */
  canErase: boolean;
  /** The row is about to go (restored or erased): the screen keeps the focus in the page. */
  onGone: () => void;
}

/**
 * A deleted record: what it is, who deleted it and when, what it took along; "Restore" and, for
 * superusers, "Delete forever" (asked first). A refused restore (409) says why, in the row.
 */
export function TrashRow({ entry, canErase, onGone }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState<'restore' | 'erase' | null>(null);
  const [error, setError] = useState('');
  const noun = nounOf(entry.resource);
  const name = `${capitalized(noun)} “${entry.title}”`;
  const key = { resource: entry.resource, id: entry.id };
  const along = tookAlongText(entry.took_along);

  async function restore() {
    if (busy) return;
    setBusy('restore');
    setError('');
    const result = await dispatch(restoreRecord(key));
    if (!restoreRecord.fulfilled.match(result)) {
      setBusy(null);
      setError(failureMessage(result));
      return;
    }
    onGone();
    const to = restoredPath(entry.resource, result.payload.record);
    toast({ message: `${name} restored`, ...(to && { link: { to, label: `View ${noun}` } }) });
  }

  async function erase() {
    if (busy) return;
    const sure = await confirm({
      title: `Delete ${noun} “${entry.title}” forever?`,
      message: along
        ? `It cannot be restored afterwards, nor what it took along: ${along}.`
        : 'It cannot be restored afterwards.',
      confirmLabel: 'Delete forever',
      danger: true,
    });
    if (!sure) return;
    setBusy('erase');
    setError('');
    const result = await dispatch(eraseRecord(key));
    if (!eraseRecord.fulfilled.match(result)) {
      setBusy(null);
      setError(failureMessage(result));
      return;
    }
    onGone();
    toast({ message: `${name} deleted forever` });
  }

  return (
    <article className="trash-row" aria-label={name}>
      <div className="trash-row__text">
        <p className="trash-row__title">
          <span className="trash-row__resource">{capitalized(noun)}</span> {entry.title}
        </p>
        <p className="kit-row__meta">
          Deleted by {entry.deleted_by ?? 'someone'}{' '}
          <time dateTime={entry.deleted_at} title={exactTime(entry.deleted_at)}>
            {timeAgo(entry.deleted_at)}
          </time>
          {along ? `, with ${along}` : ''}
        </p>
      </div>
      <div className="trash-row__actions">
        <BusyButton
          type="button"
          className="button button--secondary"
          busy={busy === 'restore'}
          onClick={() => void restore()}
        >
          Restore <span className="sr-only">{name}</span>
        </BusyButton>
        {canErase ? (
          <BusyButton
            type="button"
            className="button button--quiet trash-row__erase"
            busy={busy === 'erase'}
            onClick={() => void erase()}
          >
            Delete forever <span className="sr-only">{name}</span>
          </BusyButton>
        ) : null}
      </div>
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {dialog}
    </article>
  );
}

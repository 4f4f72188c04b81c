import { useState } from 'react';
import { BULK_MAX } from '../../shared/limits';
import type { ResourceName } from '../../shared/resources/names';
import { BusyButton } from '../components/busy-button';
import { useTrashDays } from './use-trash-days';
import { bulkDelete, bulkUpdate, collectMatching } from '../store/bulk-actions';
import { useAppDispatch } from '../store/hooks';
import { restoreMany } from '../store/trash-slice';
import { useConfirm } from './confirm-dialog';
import { countOf } from './count';
import { failureMessage } from './failure';
import { InlineAlert } from './inline-alert';
import { usePrompt, type PromptOptions } from './prompt-dialog';
import { SelectionExport } from './selection-export';
import { useToast } from './toast';
import type { Selection } from './use-selection';
import type { QueryValue } from '../lib/http-client';

/** A field set on every selected record at once (projects' "Set class"). */
export interface BulkChange {
  /** The bar's button, and the dialog's ("Set class"). */
  label: string;
  /** The dialog's text field ("Class"); without one, the change applies at once ("Mark done"). */
  field?: string;
  /** The bulk-update's `changes`: what a PUT of one record takes. */
  changes: (value: string) => object;
}

export interface BulkOptions<T> {
  resource: ResourceName;
  /** What a record's checkbox names ("Select Acme"). */
  titleOf: (item: T) => string;
  changes?: readonly BulkChange[];
}

interface Props {
  resource: ResourceName;
  noun: readonly [one: string, other: string];
  selection: Selection;
  /** The ids of the records shown. */
  shown: readonly number[];
  total: number;
  /** The list's search and filters: "Select all N matching" takes the same. */
  query: Record<string, QueryValue>;
  /**
   * The list's CSV under /api/v1 ("/clients.csv"), which "Export CSV" narrows to the selection;
   * none for a list that has no export (a project's tasks).
   */
  csv?: string;
  changes: readonly BulkChange[];
}

/**
 * Above a list whose records can be picked: "Select all" for those shown, "Select all N matching"
 * when there are more, and once some are picked, how many with Delete (Undo restores them all),
 * the resource's field changes and Export CSV. Each write lets the selection go when done.
 */
export function BulkBar({ resource, noun, selection, shown, total, query, csv, changes }: Props) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const trashDays = useTrashDays();
  const [confirm, confirmDialog] = useConfirm();
  const [prompt, promptDialog] = usePrompt();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [note, setNote] = useState('');
  const { selected, set, selectMatching: pickMatching, clear } = selection;
  const count = selected.size;
  const allShown = shown.length > 0 && shown.every((id) => selected.has(id));
  const counted = (n: number) => countOf(n, noun[0], noun[1]);

  async function run(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setError('');
    setNote('');
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  const selectMatching = () =>
    run(async () => {
      const result = await dispatch(collectMatching({ resource, query }));
      if (!collectMatching.fulfilled.match(result)) {
        setError(failureMessage(result));
        return;
      }
      pickMatching(result.payload.ids);
      if (result.payload.total > result.payload.ids.length) {
        setNote(
          `The first ${result.payload.ids.length.toLocaleString('en')} of ${counted(result.payload.total)} are selected: one action takes at most ${BULK_MAX.toLocaleString('en')}.`,
        );
      }
    });

  const remove = () =>
    run(async () => {
      const ids = [...selected];
      const ok = await confirm({
        title: `Delete ${counted(ids.length)}?`,
        message: `They go to the trash for ${trashDays} days, where they can be restored.`,
        confirmLabel: `Delete ${counted(ids.length)}`,
        danger: true,
      });
      if (!ok) return;
      const result = await dispatch(bulkDelete({ resource, ids }));
      if (!bulkDelete.fulfilled.match(result)) {
        setError(failureMessage(result));
        return;
      }
      clear();
      const gone = result.payload.ids;
      toast({
        message: `${counted(gone.length)} deleted`,
        action: { label: 'Undo', run: () => restoreAll(gone) },
      });
    });

  // One restore of the lot, all or none, as the delete was; a refusal says which and why.
  async function restoreAll(ids: number[]) {
    const result = await dispatch(restoreMany({ resource, ids }));
    if (restoreMany.fulfilled.match(result)) toast({ message: `${counted(ids.length)} restored` });
    else
      toast({
        message: `None of the ${counted(ids.length)} were restored: ${failureMessage(result)}`,
      });
  }

  const change = (option: BulkChange) =>
    run(async () => {
      const ids = [...selected];
      let value = '';
      if (option.field) {
        const asked: PromptOptions = {
          title: `${option.label} of ${counted(ids.length)}`,
          label: option.field,
          confirmLabel: option.label,
        };
        const answer = await prompt(asked);
        if (answer === null) return;
        value = answer;
      }
      const result = await dispatch(bulkUpdate({ resource, ids, changes: option.changes(value) }));
      if (!bulkUpdate.fulfilled.match(result)) {
        setError(failureMessage(result));
        return;
      }
      clear();
      toast({ message: `${counted(result.payload.ids.length)} updated` });
    });

  return (
    <div className="kit-bulk" role="group" aria-label={`Select ${noun[1]}`}>
      <div className="kit-bulk__bar">
        <label className="kit-list__flag">
          <input
            type="checkbox"
            checked={allShown}
            disabled={shown.length === 0}
            onChange={(e) => set(shown, e.target.checked)}
          />
          Select all
        </label>
        {total > shown.length && count < Math.min(total, BULK_MAX) ? (
          <BusyButton
            type="button"
            className="button button--quiet"
            busy={busy}
            onClick={() => void selectMatching()}
          >
            Select all {total.toLocaleString('en')} matching
          </BusyButton>
        ) : null}
        <p className="kit-bulk__count" aria-live="polite">
          {count > 0 ? `${count.toLocaleString('en')} selected` : ''}
        </p>
        {count > 0 ? (
          <>
            <BusyButton
              type="button"
              className="button button--danger"
              busy={busy}
              onClick={() => void remove()}
            >
              Delete
            </BusyButton>
            {changes.map((option) => (
              <BusyButton
                key={option.label}
                type="button"
                className="button button--quiet"
                busy={busy}
                onClick={() => void change(option)}
              >
                {option.label}
              </BusyButton>
            ))}
            {csv ? <SelectionExport path={csv} {...{ query, selection, total, noun }} /> : null}
            <button type="button" className="button button--quiet" onClick={clear}>
              Clear selection
            </button>
          </>
        ) : null}
      </div>
      {note ? <p className="kit-bulk__note">{note}</p> : null}
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {confirmDialog}
      {promptDialog}
    </div>
  );
}

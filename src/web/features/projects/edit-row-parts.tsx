import { BusyButton } from '../../components/busy-button';
import { ConflictNotice, type ConflictState } from '../../kit/conflict-notice';
import { InlineAlert } from '../../kit/inline-alert';

interface Controls {
  form: { pending: boolean; message: string; dismissMessage: () => void };
  submit: () => Promise<void>;
  cancel: () => void;
}

interface RowTools {
  id: number;
  what: string;
  opening: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and Delete for a record shown as text, each naming it for screen readers. */
export function EditDeleteButtons(props: RowTools) {
  return (
    <>
      <BusyButton
        type="button"
        className="button button--quiet project-table__tool"
        busy={props.opening}
        data-edit={props.id}
        onClick={props.onEdit}
      >
        Edit <span className="sr-only">{props.what}</span>
      </BusyButton>
      <BusyButton
        type="button"
        className="button button--quiet project-table__tool"
        busy={props.deleting}
        onClick={props.onDelete}
      >
        Delete <span className="sr-only">{props.what}</span>
      </BusyButton>
    </>
  );
}

/** The last cell of a table row shown as text: Edit and Delete. */
export function RowActions(props: RowTools) {
  return (
    <td className="project-table__action">
      <div className="project-table__buttons">
        <EditDeleteButtons {...props} />
      </div>
    </td>
  );
}

/** The last cell of a row being edited: Save and Cancel. `what` names the row for screen readers. */
export function EditActions({ row, what }: { row: Controls; what: string }) {
  return (
    <td className="project-table__action">
      <div className="project-table__buttons">
        <BusyButton
          type="button"
          className="button project-table__save"
          busy={row.form.pending}
          onClick={() => void row.submit()}
        >
          Save <span className="sr-only">{what}</span>
        </BusyButton>
        <button type="button" className="button button--quiet" onClick={row.cancel}>
          Cancel
        </button>
      </div>
    </td>
  );
}

/**
 * Under a row being edited, when there is something to say: a failure, or someone else's save
 * since it opened (Keep mine, Take theirs). Its own row, across the table.
 */
export function EditNotices({ row, colSpan }: { row: Controls; colSpan: number }) {
  const form = row.form as Controls['form'] & ConflictState;
  if (!form.message && !form.conflict) return null;
  return (
    <tr className="project-table__notice">
      <td colSpan={colSpan}>
        <InlineAlert message={form.message} onDismiss={form.dismissMessage} />
        {form.conflict ? <ConflictNotice form={form} /> : null}
      </td>
    </tr>
  );
}

import { useId, useState } from 'react';
import { BusyButton } from '../components/busy-button';
import { useConfirm, type ConfirmOptions } from './confirm-dialog';
import { useTrashDays } from './use-trash-days';
import { InlineAlert } from './inline-alert';
import './kit.css';

interface Props {
  /** The section's title and its button: "Delete this client". */
  action: string;
  /** Asks first, in an in-page dialog, where the product asks (projects, pages). */
  confirm?: ConfirmOptions;
  /** Deletes; answers an error message, or null once done. */
  onDelete: () => Promise<string | null>;
}

/** The delete section, last on a detail screen, in the danger colours. */
export function DangerZone({ action, confirm: confirmOptions, onDelete }: Props) {
  const id = useId();
  const trashDays = useTrashDays();
  const [confirm, dialog] = useConfirm();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');

  async function run() {
    if (pending) return;
    if (confirmOptions && !(await confirm(confirmOptions))) return;
    setPending(true);
    setError('');
    const failure = await onDelete();
    if (failure === null) return; // the screen moves on
    setPending(false);
    setError(failure);
  }

  return (
    <section className="kit-card kit-danger" aria-labelledby={id}>
      <h2 id={id} className="kit-card__title">
        {action}
      </h2>
      {/* True since the trash (ADR 0015): the toast after a delete offers Undo. */}
      <p>It goes to the trash for {trashDays} days, where it can be restored.</p>
      <BusyButton
        type="button"
        className="button button--danger"
        busy={pending}
        onClick={() => void run()}
      >
        {action}
      </BusyButton>
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {dialog}
    </section>
  );
}

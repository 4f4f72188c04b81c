import { useNavigate } from 'react-router';
import type { Enquiry } from '../../../shared/enquiries';
import { useConfirm } from '../../kit/confirm-dialog';
import { failureMessage } from '../../kit/failure';
import { useToast } from '../../kit/toast';
import { accountLists } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';
import { ENQUIRIES } from './enquiry-words';

const { destroy } = accountLists.enquiries.actions;

/**
 * Deletes an enquiry for good, when its sender asks (/privacy says so): no trash, no Undo, and
 * the history keeps that one was deleted and by whom, not the sender's name.
 */
export function DeleteEnquiry({ enquiry }: { enquiry: Enquiry }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();

  async function onDelete() {
    const sure = await confirm({
      title: 'Delete this enquiry?',
      message: `${enquiry.name}'s message is deleted for good: it cannot be restored.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!sure) return;
    const result = await dispatch(destroy(enquiry.id));
    if (!destroy.fulfilled.match(result)) {
      toast({ message: `Not deleted: ${failureMessage(result)}` });
      return;
    }
    toast({ message: `Deleted ${enquiry.name}'s enquiry.` });
    void navigate(ENQUIRIES);
  }

  return (
    <>
      {/* The kit's DangerZone speaks of the trash: this delete keeps nothing. */}
      <section className="kit-card kit-danger" aria-labelledby="delete-enquiry">
        <h2 id="delete-enquiry" className="kit-card__title">
          Delete this enquiry
        </h2>
        <p>When its sender asks us to forget it. It is deleted for good: no trash, no Undo.</p>
        <button type="button" className="button button--danger" onClick={() => void onDelete()}>
          Delete this enquiry
        </button>
      </section>
      {dialog}
    </>
  );
}

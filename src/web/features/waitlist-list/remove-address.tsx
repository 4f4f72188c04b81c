import { useState } from 'react';
import type { WaitlistEntry } from '../../../shared/waitlist';
import { useConfirm } from '../../kit/confirm-dialog';
import { useToast } from '../../kit/toast';
import { UNKNOWN_ERROR } from '../../lib/http-client';
import { accountLists } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';

const { destroy } = accountLists.waitlist.actions;

/**
 * "Remove" on a waitlist row, for an owner who asked to be taken off (/privacy): confirmed first,
 * since it is for good (no trash, no Undo), then the row leaves the list and a toast says so.
 */
export function useRemoveAddress() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [error, setError] = useState('');

  async function ask(entry: WaitlistEntry) {
    const sure = await confirm({
      title: 'Remove this address?',
      message:
        `${entry.email_address} is deleted from the waitlist at once and for good: it cannot be ` +
        'restored. The history records that an address was removed, not which one.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!sure) return;
    setError('');
    const result = await dispatch(destroy(entry.id));
    if (destroy.fulfilled.match(result)) {
      toast({ message: `Removed ${entry.email_address} from the waitlist.` });
    } else {
      setError(`${entry.email_address} could not be removed: ${result.payload ?? UNKNOWN_ERROR}`);
    }
  }

  return { ask, dialog, error, clearError: () => setError('') };
}

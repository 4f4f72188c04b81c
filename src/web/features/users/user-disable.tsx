import { useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { Card } from '../../kit/card';
import { useConfirm } from '../../kit/confirm-dialog';
import { staleOrFailure } from '../../kit/failure';
import type { UserChangeProps } from './user-fields';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { setDisabled } from '../../store/accounts';
import { useAppDispatch } from '../../store/hooks';

/** Disable (its sessions end at once; it cannot sign in) or enable an account again. */
export function UserDisable({ user, version, onChange }: UserChangeProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const disable = !user.disabled;
  const action = disable ? 'Disable this account' : 'Enable this account';

  async function run() {
    if (pending) return;
    if (
      disable &&
      !(await confirm({
        title: `Disable ${user.username}?`,
        message: 'Their sessions end at once, and they cannot sign in until enabled again.',
        confirmLabel: 'Disable',
        danger: true,
      }))
    )
      return;
    setPending(true);
    setError('');
    const result = await dispatch(
      setDisabled({ id: user.id, disabled: disable, ifMatch: version }),
    );
    setPending(false);
    if (!setDisabled.fulfilled.match(result)) {
      setError(staleOrFailure(result, 'account'));
      if (result.meta.stale) onChange();
      return;
    }
    toast({ message: disable ? 'Account disabled' : 'Account enabled' });
    onChange();
  }

  return (
    <Card title={action}>
      <p className="users-hint">
        {disable
          ? 'A disabled account is signed out everywhere and cannot sign in.'
          : 'This account is disabled. Enabling it lets it sign in again.'}
      </p>
      <BusyButton
        type="button"
        className={disable ? 'button button--danger' : 'button'}
        busy={pending}
        onClick={() => void run()}
      >
        {action}
      </BusyButton>
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {dialog}
    </Card>
  );
}

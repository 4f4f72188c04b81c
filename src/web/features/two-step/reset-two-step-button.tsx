import { useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/inline-alert';
import { twoStepApi } from './two-step-api';

/**
 * A superuser's "Reset two-step sign-in" for one user (for the Users screen): after a confirm,
 * DELETE /api/v1/users/{id}/two-step. The user then signs in with the password alone.
 */
export function ResetTwoStepButton({
  userId,
  username,
  onReset,
}: {
  userId: number;
  username: string;
  onReset?: () => void;
}) {
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [done, setDone] = useState(false);

  async function onClick() {
    if (busy) return;
    const ok = await confirm({
      title: `Reset two-step sign-in for ${username}?`,
      message: 'They will sign in with their password alone until they set it up again.',
      confirmLabel: 'Reset',
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    const result = await twoStepApi.reset(userId);
    setBusy(false);
    setMessage(result.ok ? '' : result.error);
    setDone(result.ok);
    if (result.ok) onReset?.();
  }

  return (
    <>
      <BusyButton busy={busy} type="button" className="button button--quiet" onClick={onClick}>
        Reset two-step sign-in
      </BusyButton>
      {done ? <p role="status">{username} now signs in with the password alone.</p> : null}
      <InlineAlert message={message} onDismiss={() => setMessage('')} />
      {dialog}
    </>
  );
}

import { useState } from 'react';
import { ROLE_LABELS } from '../../../shared/accounts';
import type { Invitation } from '../../../shared/mail';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { invitationsApi } from './invitations-api';
import { invitationState } from './invitation-state';

interface Props {
  invitation: Invitation;
  onSent: (invitation: Invitation) => void;
  onWithdrawn: (id: number) => void;
}

/**
 * One invitation: to whom, as what, its state and who sent it. A pending or expired one can be
 * sent again (a new link, the old one dies); a pending one withdrawn, asked first.
 */
export function InvitationRow({ invitation, onSent, onWithdrawn }: Props) {
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState<'send' | 'withdraw' | null>(null);
  const [error, setError] = useState('');
  const to = invitation.email_address;
  const { state } = invitation;

  async function sendAgain() {
    if (busy) return;
    setBusy('send');
    setError('');
    const result = await invitationsApi.resend(invitation.id);
    setBusy(null);
    if (!result.ok) return setError(`The invitation could not be sent again: ${result.error}`);
    onSent(result.data);
    toast({ message: `Invitation sent again to ${to}` });
  }

  async function withdraw() {
    if (busy) return;
    const sure = await confirm({
      title: `Withdraw the invitation to ${to}?`,
      message: 'Its link stops working at once. You can invite the address again later.',
      confirmLabel: 'Withdraw',
      danger: true,
    });
    if (!sure) return;
    setBusy('withdraw');
    setError('');
    const result = await invitationsApi.withdraw(invitation.id);
    setBusy(null);
    if (!result.ok) return setError(`The invitation could not be withdrawn: ${result.error}`);
    onWithdrawn(invitation.id);
    toast({ message: `Invitation to ${to} withdrawn` });
  }

  return (
    <article className="users-invitation" aria-label={`Invitation to ${to}`}>
      <div className="kit-row__main">
        <span className="users-invitation__to">{to}</span>
        <span className="kit-row__meta">
          {ROLE_LABELS[invitation.role]}
          {invitation.client ? ` · ${invitation.client.organization_name}` : ''} · invited by{' '}
          {invitation.invited_by ?? 'an account since deleted'}
        </span>
      </div>
      <span className={state === 'pending' ? 'kit-badge kit-badge--warning' : 'kit-badge'}>
        {invitationState(invitation)}
      </span>
      {state !== 'accepted' ? (
        <div className="users-actions">
          <BusyButton
            type="button"
            className="button button--secondary"
            busy={busy === 'send'}
            onClick={() => void sendAgain()}
          >
            Send again <span className="sr-only">to {to}</span>
          </BusyButton>
          {state === 'pending' ? (
            <BusyButton
              type="button"
              className="button button--quiet"
              busy={busy === 'withdraw'}
              onClick={() => void withdraw()}
            >
              Withdraw <span className="sr-only">the invitation to {to}</span>
            </BusyButton>
          ) : null}
        </div>
      ) : null}
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {dialog}
    </article>
  );
}

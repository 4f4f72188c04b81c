import { useState } from 'react';
import { API_TOKEN_SCOPE_LABELS, type ApiToken } from '../../../shared/api-tokens';
import { BusyButton } from '../../components/busy-button';
import { useConfirm } from '../../kit/confirm-dialog';
import { InlineAlert } from '../../kit/inline-alert';
import { useToast } from '../../kit/toast';
import { dayOf, timeAgo } from '../../lib/time-ago';
import { apiTokensApi } from './api-tokens-api';

interface Props {
  token: ApiToken;
  onRevoked: (id: number) => void;
  now?: number;
}

function expiry(expiresAt: string | null, now: number): string {
  if (expiresAt === null) return 'never expires';
  return `${Date.parse(expiresAt) <= now ? 'expired' : 'expires'} ${dayOf(expiresAt)}`;
}

/** One token: name, access, made, expiry and last use, and Revoke (asked first). */
export function TokenRow({ token, onRevoked, now = Date.now() }: Props) {
  const toast = useToast();
  const [confirm, dialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function revoke() {
    if (busy) return;
    const sure = await confirm({
      title: `Revoke the token “${token.name}”?`,
      message: 'Whatever uses it stops working at once. This cannot be undone.',
      confirmLabel: 'Revoke',
      danger: true,
    });
    if (!sure) return;
    setBusy(true);
    setError('');
    const result = await apiTokensApi.revoke(token.id);
    setBusy(false);
    if (!result.ok) return setError(`The token could not be revoked: ${result.error}`);
    onRevoked(token.id);
    toast({ message: `Token “${token.name}” revoked` });
  }

  const used = token.last_used_at ? `last used ${timeAgo(token.last_used_at, now)}` : 'never used';
  return (
    <article className="api-tokens-row" aria-label={`Token ${token.name}`}>
      <div className="kit-row__main">
        <span className="api-tokens-row__name">{token.name}</span>
        <span className="kit-row__meta">
          {API_TOKEN_SCOPE_LABELS[token.scope]} · made {dayOf(token.created_at)} ·{' '}
          {expiry(token.expires_at, now)} · {used}
        </span>
      </div>
      <BusyButton
        type="button"
        className="button button--quiet"
        busy={busy}
        onClick={() => void revoke()}
      >
        Revoke <span className="sr-only">the token {token.name}</span>
      </BusyButton>
      <InlineAlert message={error} onDismiss={() => setError('')} />
      {dialog}
    </article>
  );
}

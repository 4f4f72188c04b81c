import type { Role } from '../../shared/accounts';
import type { Invitation, InvitationState } from '../../shared/mail';
import type { InvitationListRow } from '../repositories/invitations';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export function invitationState(
  row: { accepted_at: number | null; expires_at: number },
  now: number,
): InvitationState {
  if (row.accepted_at !== null) return 'accepted';
  return row.expires_at > now ? 'pending' : 'expired';
}

/** An invitation as GET /invitations shows it: never its token (only its hash is kept anyway). */
export const toInvitation = (row: InvitationListRow, now = Date.now()): Invitation => ({
  id: row.id,
  email_address: row.email_address,
  role: row.role as Role,
  client:
    row.client_id !== null && row.organization_name !== null
      ? { id: row.client_id, organization_name: row.organization_name }
      : null,
  state: invitationState(row, now),
  invited_by: row.invited_by,
  created_at: iso(row.created_at),
  expires_at: iso(row.expires_at),
  accepted_at: row.accepted_at === null ? null : iso(row.accepted_at),
  accepted_user:
    row.accepted_user_id !== null && row.accepted_username !== null
      ? { id: row.accepted_user_id, username: row.accepted_username }
      : null,
});

import type { Invitation } from '../../../shared/mail';
import { dayOf } from '../../lib/time-ago';

/** "Pending until 5 Dec 2026", "Accepted by ivy on 29 Nov 2026", "Expired". */
export function invitationState(invitation: Invitation): string {
  if (invitation.state === 'pending')
    return `Pending until ${dayOf(invitation.expires_at) ?? 'its link expires'}`;
  if (invitation.state === 'accepted') {
    const who = invitation.accepted_user?.username ?? 'an account since deleted';
    const on = dayOf(invitation.accepted_at ?? undefined);
    return on ? `Accepted by ${who} on ${on}` : `Accepted by ${who}`;
  }
  return 'Expired';
}

import type { Invitation } from '../../../shared/mail';
import type { Role } from '../../../shared/accounts';
import { http } from '../../lib/http-client';

/** What the invite dialog sends: a client only for an ordinary account. */
export interface InvitationBody {
  email_address: string;
  role: Role;
  client_id?: number;
}

/** The invitations' calls (superusers). */
export const invitationsApi = {
  list: (signal?: AbortSignal) => http.get<Invitation[]>('/invitations', { signal }),
  create: (body: InvitationBody) => http.post<Invitation>('/invitations', body),
  /** A new link, seven more days; the old link dies. */
  resend: (id: number) =>
    http.post<Invitation>(`/invitations/${id}/resend`, undefined, { expect: 200 }),
  /** Withdrawn: its link dies. */
  withdraw: (id: number) => http.delete<{ id: number }>(`/invitations/${id}`),
};

import { Card } from '../../kit/card';
import { InvitationRow } from './invitation-row';
import type { InvitationList } from './use-invitations';
import '../../components/skeleton.css';

/** The Users screen's "Invitations": pending, accepted and expired, newest first. */
export function Invitations({ list }: { list: InvitationList }) {
  let body;
  if (list.error)
    body = (
      <div className="kit-error" role="alert">
        <p>The invitations could not be loaded: {list.error}</p>
        <button type="button" className="button button--quiet" onClick={list.retry}>
          Retry
        </button>
      </div>
    );
  else if (!list.items)
    body = (
      <div aria-busy="true" aria-label="Loading invitations" className="kit-list__skeleton">
        <span className="skeleton kit-list__skeleton-line" />
        <span className="skeleton kit-list__skeleton-line kit-list__skeleton-line--short" />
      </div>
    );
  else if (list.items.length === 0) body = <p className="users-hint">No invitations.</p>;
  else
    body = (
      <ul className="users-invitations" aria-label="Invitations">
        {list.items.map((invitation) => (
          <li key={invitation.id}>
            <InvitationRow
              invitation={invitation}
              onSent={list.replace}
              onWithdrawn={list.remove}
            />
          </li>
        ))}
      </ul>
    );
  return <Card title="Invitations">{body}</Card>;
}

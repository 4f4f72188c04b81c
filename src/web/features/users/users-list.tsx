import { useState } from 'react';
import { Link } from 'react-router';
import { ListScreen } from '../../kit/list-screen';
import { ScreenAction } from '../../kit/screen-action';
import { useResourceList } from '../../kit/use-resource-list';
import { accountLists } from '../../store/accounts';
import { Invitations } from './invitations';
import { InviteDialog } from './invite-dialog';
import { useInvitations } from './use-invitations';
import { USERS, standing, userPath } from './user-fields';

const list = accountLists.users.actions.list;

/**
 * /dashboard/users (superusers): every account by username, searched by username or email;
 * beside "Add user", "Invite" mails a link to choose one's own; the invitations below.
 */
export function UsersList() {
  const users = useResourceList(list, (state) => state.users);
  const invitations = useInvitations();
  const [inviting, setInviting] = useState(false);
  return (
    <div className="users-screen">
      <ListScreen
        list={users}
        noun={['account', 'accounts']}
        add={{ to: `${USERS}/new`, label: '+ Add User' }}
        csv="/users.csv"
        layout="rows"
      >
        {(user) => (
          <Link className="kit-row" to={userPath(user.id)}>
            <span className="kit-row__title">{user.username}</span>
            <span className="kit-row__meta">
              {user.email_address} · {standing(user)}
              {user.client ? ` · ${user.client.organization_name}` : ''}
            </span>
          </Link>
        )}
      </ListScreen>
      {/* After the list's own "+ Add User" in the top bar. On a phone it is an envelope named
          by its word (kit-action), as that action is a plus: the bar's row has no room for words. */}
      <ScreenAction>
        <button
          type="button"
          className="button button--secondary kit-action users-invite"
          onClick={() => setInviting(true)}
        >
          <svg
            className="kit-action__icon"
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M3 5h14v10H3zM3 5l7 6 7-6" />
          </svg>
          <span className="kit-action__text">Invite</span>
        </button>
      </ScreenAction>
      <Invitations list={invitations} />
      {inviting ? (
        <InviteDialog onClose={() => setInviting(false)} onInvited={invitations.add} />
      ) : null}
    </div>
  );
}

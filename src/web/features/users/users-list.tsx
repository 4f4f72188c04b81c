import { Link } from 'react-router';
import { ListScreen } from '../../kit/list-screen';
import { useResourceList } from '../../kit/use-resource-list';
import { accountLists } from '../../store/accounts';
import { USERS, standing, userPath } from './user-fields';

const list = accountLists.users.actions.list;

/** /dashboard/users (superusers): every account by username, searched by username or email. */
export function UsersList() {
  const users = useResourceList(list, (state) => state.users);
  return (
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
  );
}

import { useReducer, type ReactNode } from 'react';
import type { UserAccount } from '../../../shared/accounts';
import { BackLink } from '../../kit/back-link';
import { Card } from '../../kit/card';
import { DetailSkeleton } from '../../kit/detail-skeleton';
import { RecordHistory } from '../../kit/record-history';
import { useDetail } from '../../kit/use-detail';
import { accountLists } from '../../store/accounts';
import { UserClientLink } from './user-client-link';
import { UserDisable } from './user-disable';
import { UserPassword } from './user-password';
import { UserRole } from './user-role';
import { USER_HISTORY_LABELS, USERS, standing } from './user-fields';

const show = accountLists.users.actions.show;

/** What another feature adds to an account's page; `changed` says it wrote to the account. */
export type AccountActions = (user: UserAccount, changed: () => void) => ReactNode;

/**
 * /dashboard/users/{id}: who the account is, its role, a password reset, its client (ordinary
 * accounts) and disable or enable. Each change reloads the account from the server; a reset
 * (password, two-step) leaves the account's version as it is, so it reloads the history itself.
 */
export function UserDetail({ actions }: { actions?: AccountActions }) {
  const { item: user, version, reload } = useDetail(show, (state) => state.users, USERS);
  const [resets, noteReset] = useReducer((n: number) => n + 1, 0);
  if (!user) return <DetailSkeleton noun="account" />;
  // Each change reloads the account; its cards start again from the version then loaded.
  const change = { user, version, onChange: reload };
  return (
    <div className="kit-detail">
      <BackLink to={USERS}>Users</BackLink>
      <UserFacts user={user} />
      <UserRole key={`role-${user.id}-${version}`} {...change} />
      <UserPassword key={`password-${user.id}`} user={user} onReset={noteReset} />
      {user.role === 'ordinary' ? (
        <UserClientLink key={`client-${user.id}-${version}`} {...change} />
      ) : null}
      {actions?.(user, noteReset)}
      <RecordHistory
        resource="users"
        id={user.id}
        labels={USER_HISTORY_LABELS}
        refreshKey={`${version}:${resets}`}
      />
      <UserDisable {...change} />
    </div>
  );
}

function UserFacts({ user }: { user: UserAccount }) {
  return (
    <Card title={user.username}>
      <dl className="users-facts">
        <dt>Email address</dt>
        <dd>{user.email_address}</dd>
        <dt>Role</dt>
        <dd>{standing(user)}</dd>
        <dt>Client</dt>
        <dd>{user.client?.organization_name ?? 'None'}</dd>
        <dt>Created</dt>
        <dd>{new Date(user.created_at).toLocaleDateString('en-GB', { dateStyle: 'long' })}</dd>
      </dl>
    </Card>
  );
}

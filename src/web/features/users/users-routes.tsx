import { Navigate, Route, Routes } from 'react-router';
import { NewUser } from './new-user';
import { UserDetail, type AccountActions } from './user-detail';
import { UsersList } from './users-list';
import { USERS } from './user-fields';
import './users.css';

/**
 * Everything under /dashboard/users (superusers only; the server answers 403 to others).
 * `accountActions` lets other features add to an account's page (two-step reset, say): features do
 * not import each other, the app composes them.
 */
export function UsersRoutes({ accountActions }: { accountActions?: AccountActions }) {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="new" element={<NewUser />} />
      <Route path=":id" element={<UserDetail actions={accountActions} />} />
      <Route path="*" element={<Navigate to={USERS} replace />} />
    </Routes>
  );
}

import { Navigate, Route, Routes } from 'react-router';
import { NewUser } from './new-user';
import { UserDetail } from './user-detail';
import { UsersList } from './users-list';
import { USERS } from './user-fields';
import './users.css';

/** Everything under /dashboard/users (superusers only; the server answers 403 to others). */
export function UsersRoutes() {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path="new" element={<NewUser />} />
      <Route path=":id" element={<UserDetail />} />
      <Route path="*" element={<Navigate to={USERS} replace />} />
    </Routes>
  );
}

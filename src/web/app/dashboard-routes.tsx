import { Navigate, Route, Routes } from 'react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { homePath } from '../features/dashboard/dashboard-screen';
import { useAppSelector } from '../store/hooks';
import { adminScreens, superuserScreens, userScreens } from './dashboard-screens';

/**
 * Everything under /dashboard, loaded as one lazy chunk by routes.tsx. A role sees only its own
 * screens (dashboard-screens.tsx); /dashboard and any unknown path go to that role's home.
 */
export default function DashboardRoutes() {
  const superuser = useAppSelector((state) => state.session.superuser);
  const admin = useAppSelector((state) => state.session.admin) || superuser;
  const screens = superuser ? superuserScreens : admin ? adminScreens : userScreens;
  return (
    <Routes>
      <Route element={<DashboardLayout screens={screens} />}>
        {screens.map((screen) => (
          <Route key={screen.path} path={`${screen.path}/*`} element={screen.element} />
        ))}
        <Route path="*" element={<Navigate to={homePath(admin)} replace />} />
      </Route>
    </Routes>
  );
}

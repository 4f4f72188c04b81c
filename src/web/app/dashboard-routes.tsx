import { Navigate, Route, Routes } from 'react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { homePath } from '../features/dashboard/dashboard-screen';
import { useAppSelector } from '../store/hooks';
import { adminScreens, userScreens } from './dashboard-screens';

/**
 * Everything under /dashboard: the layout, loaded as a lazy chunk by routes.tsx, and the screens,
 * each a chunk of its own (dashboard-screens.tsx). A role sees only its own screens; /dashboard
 * and any unknown path go to that role's home.
 */
export default function DashboardRoutes() {
  const admin = useAppSelector((state) => state.session.admin || state.session.superuser);
  const screens = admin ? adminScreens : userScreens;
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

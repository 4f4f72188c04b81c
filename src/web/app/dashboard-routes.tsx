import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CatalogRoutes } from '../features/catalog/catalog-routes';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { adminScreens, homePath, userScreens } from '../features/dashboard/dashboard-screens';
import { ScreenPlaceholder } from '../features/dashboard/screen-placeholder';
import { ClientsRoutes } from '../features/clients/clients-routes';
import { EditPage } from '../features/page-editor/edit-page';
import { NewPage } from '../features/page-editor/new-page';
import { OverviewScreen } from '../features/overview/overview-screen';
import { useAppSelector } from '../store/hooks';

/**
 * The screens that exist, by their path in dashboard-screens.ts. A feature task adds one line
 * here (e.g. clients: <ClientsRoutes />); every other screen shows its placeholder.
 */
const built: Partial<Record<string, ReactNode>> = {
  overview: <OverviewScreen />,
  clients: <ClientsRoutes />,
  inventory: <CatalogRoutes name="inventory" />,
  stickers: <CatalogRoutes name="stickers" />,
  tools: <CatalogRoutes name="tools" />,
  'pages/new': <NewPage />,
  'pages/edit/:id': <EditPage variant="dashboard" />,
};

/**
 * Everything under /dashboard, loaded as one lazy chunk by routes.tsx. A role sees only its own
 * screens; /dashboard and any unknown path go to that role's home.
 */
export default function DashboardRoutes() {
  const admin = useAppSelector((state) => state.session.admin || state.session.superuser);
  const screens = admin ? adminScreens : userScreens;
  return (
    <Routes>
      <Route element={<DashboardLayout screens={screens} />}>
        {screens.map((screen) => (
          <Route
            key={screen.path}
            path={`${screen.path}/*`}
            element={built[screen.path] ?? <ScreenPlaceholder title={screen.title} />}
          />
        ))}
        <Route path="*" element={<Navigate to={homePath(admin)} replace />} />
      </Route>
    </Routes>
  );
}

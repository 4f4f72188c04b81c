import { Navigate, Route, Routes } from 'react-router';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { dashboardActions, homePath } from '../features/dashboard/dashboard-screen';
import { Palette } from '../features/palette/palette';
import { NotificationBell } from '../features/notifications/notification-bell';
import { ThemeToggle } from '../features/theme/theme-toggle';
import { RecordHistorySlot } from '../kit/record-history';
import { RecordCommentsSlot } from '../kit/record-comments';
import { CommentsToggle } from '../features/comments/comments-toggle';
import { useAppSelector } from '../store/hooks';
import { accountScreen, adminScreens, superuserScreens, userScreens } from './dashboard-screens';
import { RememberedHistory } from './remembered-history';

/**
 * Everything under /dashboard: the layout, loaded as a lazy chunk by routes.tsx, and the screens,
 * each a chunk of its own (dashboard-screens.tsx). A role sees only its own screens; /dashboard
 * and any unknown path go to that role's home.
 */
export default function DashboardRoutes() {
  const superuser = useAppSelector((state) => state.session.superuser);
  const admin = useAppSelector((state) => state.session.admin) || superuser;
  // REQUIRE_TWO_STEP_FOR_ADMINS: until it is set up, My account is the only screen.
  const setupFirst = useAppSelector((state) => state.session.twoStepSetupRequired === true);
  const roleScreens = superuser ? superuserScreens : admin ? adminScreens : userScreens;
  const screens = setupFirst ? [accountScreen] : roleScreens;
  const home = setupFirst ? `/dashboard/${accountScreen.path}` : homePath(admin);
  // The palette opens what this role's screens offer; only admins and superusers search records.
  const palette = <Palette actions={dashboardActions(screens)} search={admin && !setupFirst} />;
  // Every detail screen's History card is the history feature's panel (kit/record-history.tsx),
  // which also remembers the record as recently opened; a row's comments (a task's) are the
  // comments feature's toggle, for staff only.
  return (
    <RecordHistorySlot.Provider value={RememberedHistory}>
      <RecordCommentsSlot.Provider value={admin ? CommentsToggle : null}>
        <Routes>
          <Route
            element={
              <DashboardLayout
                screens={screens}
                palette={palette}
                themeToggle={<ThemeToggle />}
                bell={<NotificationBell />}
              />
            }
          >
            {screens.map((screen) => (
              <Route key={screen.path} path={`${screen.path}/*`} element={screen.element} />
            ))}
            <Route path="*" element={<Navigate to={home} replace />} />
          </Route>
        </Routes>
      </RecordCommentsSlot.Provider>
    </RecordHistorySlot.Provider>
  );
}

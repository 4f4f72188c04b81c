import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RouteLoading } from '../components/route-loading';
import { HomePage } from '../features/home/home-page';
import { LoginPage } from '../features/login/login-page';
import { RegisterPage } from '../features/login/register-page';
import { NotFoundPage } from '../features/page-view/not-found-page';
import { PeoplePage } from '../features/people/people-page';
import { PortfolioPage } from '../features/portfolio/portfolio-page';
import { ServicesPage } from '../features/services/services-page';
import { SignedIn, SignedOut } from './guards';
import { PublicLayout } from './public-layout';

// The dashboard is its own chunk: the homepage never downloads it.
const DashboardRoutes = lazy(() => import('./dashboard-routes'));

/** Every route of SPEC.md §2, composed from the feature folders. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="portfolio" element={<PortfolioPage />} />
        <Route path="people" element={<PeoplePage />} />
        <Route
          path="login"
          element={
            <SignedOut>
              <LoginPage />
            </SignedOut>
          }
        />
        <Route
          path="register"
          element={
            <SignedOut>
              <RegisterPage />
            </SignedOut>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route
        path="dashboard/*"
        element={
          <SignedIn>
            <Suspense fallback={<RouteLoading />}>
              <DashboardRoutes />
            </Suspense>
          </SignedIn>
        }
      />
    </Routes>
  );
}

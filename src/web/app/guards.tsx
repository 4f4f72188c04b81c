import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RouteLoading } from '../components/route-loading';
import { useAppSelector } from '../store/hooks';

/** Renders its children only for a signed-in visitor; others go to /login. */
export function SignedIn({ children }: { children: ReactNode }) {
  const { active, checked } = useAppSelector((state) => state.session);
  const location = useLocation();
  if (!checked) return <RouteLoading label="Checking your session…" />;
  if (!active) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** Renders its children only for a signed-out visitor; others go to /dashboard. */
export function SignedOut({ children }: { children: ReactNode }) {
  const { active, checked } = useAppSelector((state) => state.session);
  if (!checked) return <RouteLoading label="Checking your session…" />;
  if (active) return <Navigate to="/dashboard" replace />;
  return children;
}

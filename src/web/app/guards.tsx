import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { RouteLoading } from '../components/route-loading';
import { useAppSelector } from '../store/hooks';
import { selectCanEditPages } from '../store/pages';

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

/**
 * /edit/{id}: signed-out visitors go to /login; signed-in users who may not edit pages go back to
 * the page itself. The server refuses them anyway (403); this keeps them off a form they cannot use.
 */
export function PageEditorGuard({ children }: { children: ReactNode }) {
  const canEdit = useAppSelector(selectCanEditPages);
  const { id } = useParams();
  return <SignedIn>{canEdit ? children : <Navigate to={`/${id ?? ''}`} replace />}</SignedIn>;
}

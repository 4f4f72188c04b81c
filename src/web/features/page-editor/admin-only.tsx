import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { SignedIn } from '../../app/guards';
import { useAppSelector } from '../../store/hooks';
import { selectCanEditPages } from '../../store/pages';

/**
 * /edit/{id}: signed-out visitors go to /login; signed-in users who may not edit pages go back to
 * the page itself. The server refuses them anyway (403); this keeps them off a form they cannot use.
 */
export function PageEditorGuard({ children }: { children: ReactNode }) {
  const canEdit = useAppSelector(selectCanEditPages);
  const { id } = useParams();
  return <SignedIn>{canEdit ? children : <Navigate to={`/${id ?? ''}`} replace />}</SignedIn>;
}

import { useCallback, useEffect, useState } from 'react';
import type { Invitation } from '../../../shared/mail';
import { invitationsApi } from './invitations-api';

/**
 * The invitations, newest first, held by the Users screen: the invite dialog adds to them and
 * each row replaces or removes its own, without loading them all again.
 */
export function useInvitations() {
  const [items, setItems] = useState<Invitation[] | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setError('');
    void invitationsApi.list(abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if (result.ok) setItems(result.data);
      else setError(result.error);
    });
    return () => abort.abort();
  }, [attempt]);

  return {
    items,
    error,
    retry: () => setAttempt((n) => n + 1),
    add: useCallback((made: Invitation) => setItems((prev) => [made, ...(prev ?? [])]), []),
    replace: useCallback(
      (made: Invitation) =>
        setItems((prev) => prev?.map((i) => (i.id === made.id ? made : i)) ?? null),
      [],
    ),
    remove: useCallback(
      (id: number) => setItems((prev) => prev?.filter((i) => i.id !== id) ?? null),
      [],
    ),
  };
}

export type InvitationList = ReturnType<typeof useInvitations>;

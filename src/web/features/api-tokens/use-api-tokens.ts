import { useCallback, useEffect, useState } from 'react';
import type { ApiToken } from '../../../shared/api-tokens';
import { apiTokensApi } from './api-tokens-api';

/** An account's tokens, newest first: a new one is added and a revoked one removed in place. */
export function useApiTokens(userId?: number) {
  const [items, setItems] = useState<ApiToken[] | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setError('');
    void apiTokensApi.list(userId, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if (result.ok) setItems(result.data);
      else setError(result.error);
    });
    return () => abort.abort();
  }, [userId, attempt]);

  return {
    items,
    error,
    retry: () => setAttempt((n) => n + 1),
    add: useCallback((made: ApiToken) => setItems((prev) => [made, ...(prev ?? [])]), []),
    remove: useCallback(
      (id: number) => setItems((prev) => prev?.filter((t) => t.id !== id) ?? null),
      [],
    ),
  };
}

export type ApiTokenList = ReturnType<typeof useApiTokens>;

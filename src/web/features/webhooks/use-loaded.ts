import { useCallback, useEffect, useState } from 'react';
import type { HttpResult } from '../../lib/http-client';

/**
 * One GET's answer, loaded on mount and again on `reload()` (Refresh, Retry), keeping what was
 * shown meanwhile. Each load aborts the one before, so an old answer never lands over a newer
 * one; `set` puts a write's answer in place without asking again.
 */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<HttpResult<T>>) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [status, setStatus] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setError('');
    setStatus(null);
    void load(abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      setLoading(false);
      if (!result.ok) {
        setStatus(result.status);
        return setError(result.error);
      }
      setData(result.data);
    });
    return () => abort.abort();
  }, [load, attempt]);

  return {
    data,
    set: setData,
    loading,
    error,
    /** The failed answer's status: a 404 means the webhook is gone. */
    status,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
  };
}

import { useCallback, useEffect, useState } from 'react';
import { http, UNKNOWN_ERROR } from '../../lib/http-client';

/** A link that no longer works: made up (404), expired or used (410), or taken meanwhile (409). */
export const isDeadLink = (status: number | null) =>
  status === 404 || status === 409 || status === 410;

export type LinkState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'dead'; message: string }
  /** Anything else (offline, 429, 500): the link may still work, so the page offers a retry. */
  | { kind: 'failed'; message: string };

/**
 * Reads what a link is for (GET /password-resets/{token}, GET /invitations/{token}) once the page
 * opens. A GET changes nothing, so reading on load is safe even for a mail scanner.
 */
export function useLink<T>(path: string) {
  const [state, setState] = useState<LinkState<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    void http.get<T>(path, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setState({ kind: 'ready', data: result.data });
      else if (isDeadLink(result.status)) setState({ kind: 'dead', message: result.error });
      else setState({ kind: 'failed', message: result.error || UNKNOWN_ERROR });
    });
    return () => controller.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** The link died while the form was open (a 410 on submit). */
  const die = useCallback((message: string) => setState({ kind: 'dead', message }), []);
  return { state, retry, die };
}

/** An API path with the link's token as one segment, whatever it holds. */
export const tokenPath = (base: string, token: string | undefined) =>
  `${base}/${encodeURIComponent(token ?? '')}`;

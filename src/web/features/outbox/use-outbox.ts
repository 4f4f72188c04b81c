import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { OUTBOX_STATES, type OutboxEntry, type OutboxState } from '../../../shared/mail';
import { totalCount } from '../../lib/http-client';
import { outboxApi } from './outbox-api';

/** The page sizes offered: the API's limit is 100. */
export const OUTBOX_SIZES = [20, 100] as const;

const isState = (value: string | null): value is OutboxState =>
  (OUTBOX_STATES as readonly (string | null)[]).includes(value);

interface Loaded {
  configured: boolean;
  entries: OutboxEntry[];
  total: number;
}

/**
 * A page of the outbox, its filter and page in the URL (`?state=failed&page=2&size=100`) as
 * every list keeps them. Each load aborts the one before, so an old answer never lands over a
 * newer one; "Refresh" loads the same page again, keeping the rows shown meanwhile.
 */
export function useOutbox() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = isState(raw) ? raw : undefined;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const size = OUTBOX_SIZES.find((s) => String(s) === params.get('size')) ?? OUTBOX_SIZES[0];
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const abort = new AbortController();
    setLoading(true);
    setError('');
    void outboxApi
      .list({ state, limit: size, offset: (page - 1) * size }, abort.signal)
      .then((result) => {
        if (abort.signal.aborted) return;
        setLoading(false);
        if (!result.ok) return setError(result.error);
        const { mail_configured: configured, entries } = result.data;
        setLoaded({ configured, entries, total: totalCount(result.headers, entries.length) });
      });
    return () => abort.abort();
  }, [state, page, size, attempt]);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: name === 'state' },
    );

  const pageSearch = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '';
  };

  /** A mail sent again comes back waiting: it takes its row's place. */
  const replace = useCallback((entry: OutboxEntry) => {
    setLoaded(
      (prev) =>
        prev && { ...prev, entries: prev.entries.map((e) => (e.id === entry.id ? entry : e)) },
    );
  }, []);

  return {
    state,
    setState: (value: OutboxState | undefined) => setParam('state', value ?? null),
    loaded,
    loading,
    error,
    refresh: () => setAttempt((n) => n + 1),
    replace,
    page,
    pages: Math.max(1, Math.ceil((loaded?.total ?? 0) / size)),
    size,
    setSize: (value: number) => setParam('size', value === OUTBOX_SIZES[0] ? null : String(value)),
    pageSearch,
  };
}

export type OutboxList = ReturnType<typeof useOutbox>;

import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../kit/use-resource-list';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resources } from '../../store/resources';

const listClients = resources.clients.actions.list;

/**
 * The clients to pick from, as linking a client does (user-client-link.tsx): searched on the
 * server (there may be thousands), twenty at a time, after typing pauses. Off: nothing is asked.
 */
export function useClientOptions(on: boolean) {
  const dispatch = useAppDispatch();
  const clients = useAppSelector((state) => state.clients.items);
  const [text, setText] = useState('');
  // The client picked stays a choice while a new search lists others, so the select shows it.
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);

  useEffect(() => {
    if (!on) return;
    let request: { abort: () => void } | undefined;
    const timer = setTimeout(() => {
      request = dispatch(listClients({ q: text.trim(), limit: 20, offset: 0 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, text, on]);

  const listed = clients.map((c) => ({ value: String(c.id), label: c.organization_name }));
  const options = [
    { value: '', label: 'No client' },
    ...(picked && !listed.some((o) => o.value === picked.value) ? [picked] : []),
    ...listed,
  ];
  return {
    filter: { label: 'Find a client', value: text, onChange: setText },
    options,
    /** Remembers the option picked by its value. */
    pick: (value: string) => setPicked(options.find((o) => o.value === value && value) ?? null),
  };
}

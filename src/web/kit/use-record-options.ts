import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { resources } from '../store/resources';
import type { SelectFilter } from './form-fields';

/** The API's largest page: the records to pick from, by name as the server sorts them. */
const LIMIT = 500;
/** A pause in typing before the records are asked for again. */
const TYPING_PAUSE_MS = 250;

/** The lists a select can pick a record from, and how each names one. */
const PICKABLE = {
  projects: { noun: 'project', labelOf: (r: { name: string }) => r.name },
  clients: {
    noun: 'client',
    labelOf: (r: { organization_name: string }) => r.organization_name,
  },
} as const;
type Pickable = keyof typeof PICKABLE;

export interface RecordChoice {
  /** Whether the records are wanted yet (Adjust stock: once the reason is "Used"). */
  wanted: boolean;
  /** The record picked: it stays an option when a search leaves it out. */
  chosen: string;
  /** The first option once the records have come: "--- No project ---". */
  none: string;
  /** Narrows the list on the server (`without_client`), and the same here until it comes. */
  narrow?: { query: Record<string, boolean>; keeps: (record: never) => boolean };
}

/**
 * The records of a list to pick one from, as a select's options, loaded once `wanted`: the first
 * says none, or that they are still loading. With more than one page holds, `filter` narrows
 * them by name on the server. `reload` asks again (after a connect has taken one); `noneListed`
 * says that a list of this hook's own has come empty, not another screen's still in the store.
 */
export function useRecordOptions(
  resource: Pickable,
  { wanted, chosen, none, narrow }: RecordChoice,
) {
  const { noun, labelOf } = PICKABLE[resource];
  const dispatch = useAppDispatch();
  const { items: all, loading } = useAppSelector((state) => state[resource]);
  const [query, setQuery] = useState('');
  const [reloads, setReloads] = useState(0);
  // What this hook's last list was for (its search), and whether more records matched than came.
  const [listed, setListed] = useState<{ q: string; more: boolean } | null>(null);
  // Every record's name seen here, so the chosen one keeps its label when a search leaves it out.
  const names = useRef(new Map<string, string>());
  const narrowing = JSON.stringify(narrow?.query ?? {});

  useEffect(() => {
    if (!wanted) return;
    const q = query.trim();
    // One list's thunk stands for either: only its items' count and total are read here.
    const list = resources[resource].actions.list as typeof resources.projects.actions.list;
    let request: { abort(): void } | undefined;
    const timer = setTimeout(
      () => {
        const listing = dispatch(list({ limit: LIMIT, ...(JSON.parse(narrowing) as object), q }));
        request = listing;
        void listing.then((result) => {
          if (!list.fulfilled.match(result)) return;
          setListed({ q, more: result.payload.total > result.payload.items.length });
        });
      },
      q ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, resource, wanted, narrowing, query, reloads]);

  const searched = query.trim();
  // Narrowed here too: until this hook's list arrives, the store may hold another screen's.
  const items = (narrow ? all.filter(narrow.keeps as (r: unknown) => boolean) : all) as never[];
  const label = labelOf as (record: never) => string;
  for (const record of items)
    names.current.set(String((record as { id: number }).id), label(record));
  const choices = items.map((record) => ({
    value: String((record as { id: number }).id),
    label: label(record),
  }));
  const kept =
    chosen && !choices.some((option) => option.value === chosen)
      ? [{ value: chosen, label: names.current.get(chosen) ?? `${capital(noun)} ${chosen}` }]
      : [];
  const options = [
    {
      value: '',
      label: loading.list
        ? `Loading ${noun}s…`
        : searched && choices.length === 0
          ? `No ${noun} matches the search`
          : none,
    },
    ...kept,
    ...choices,
  ];
  // Once the whole list has overflowed one page, the search stays: a search that finds few (or
  // none) must not take away the box being typed in.
  const searchable = query !== '' || (listed !== null && (listed.q !== '' || listed.more));
  const filter: SelectFilter | undefined = searchable
    ? { label: `Find a ${noun}`, value: query, onChange: setQuery }
    : undefined;
  return {
    options,
    filter,
    /** This hook's own unsearched list has come, and it holds none. */
    noneListed: listed?.q === '' && !searched && !loading.list && items.length === 0,
    reload: () => setReloads((n) => n + 1),
  };
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

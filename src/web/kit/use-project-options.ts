import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { resources } from '../store/resources';
import type { SelectFilter } from './form-fields';

/** The API's largest page: the projects to pick from, by name as the server sorts them. */
const PROJECTS_LIMIT = 500;
/** A pause in typing before the projects are asked for again. */
const TYPING_PAUSE_MS = 250;

interface Choice {
  /** Whether the projects are wanted yet (Adjust stock: once the reason is "Used"). */
  wanted: boolean;
  /** The project picked: it stays an option when a search leaves it out. */
  chosen: string;
  /** The first option once the projects have come: "--- No project ---". */
  none: string;
  /** Only the projects without a client, as the server selects them (Connect project). */
  withoutClient?: boolean;
}

/**
 * The projects to pick one from, as a select's options, loaded once `wanted`: the first says
 * none, or that they are still loading. With more projects than one page holds, `filter` narrows
 * them by name on the server. `reload` asks again (after a connect has taken one); `noneListed`
 * says that a list of this hook's own has come empty, not another screen's still in the store.
 */
export function useProjectOptions({ wanted, chosen, none, withoutClient = false }: Choice) {
  const dispatch = useAppDispatch();
  const { items: all, loading } = useAppSelector((state) => state.projects);
  const [query, setQuery] = useState('');
  const [reloads, setReloads] = useState(0);
  // What this hook's last list was for (its search), and whether more projects matched than came.
  const [listed, setListed] = useState<{ q: string; more: boolean } | null>(null);
  // Every project's name seen here, so the chosen one keeps its label when a search leaves it out.
  const names = useRef(new Map<string, string>());

  useEffect(() => {
    if (!wanted) return;
    const q = query.trim();
    let request: { abort(): void } | undefined;
    const timer = setTimeout(
      () => {
        const listing = dispatch(
          resources.projects.actions.list({
            limit: PROJECTS_LIMIT,
            ...(withoutClient && { without_client: true }),
            q,
          }),
        );
        request = listing;
        void listing.then((result) => {
          if (!resources.projects.actions.list.fulfilled.match(result)) return;
          setListed({ q, more: result.payload.total > result.payload.items.length });
        });
      },
      q ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, wanted, withoutClient, query, reloads]);

  const searched = query.trim();
  // Filtered here too: until this hook's list arrives, the store may hold another screen's.
  const items = withoutClient ? all.filter((project) => project.client_id === null) : all;
  for (const project of items) names.current.set(String(project.id), project.name);
  const choices = items.map((project) => ({ value: String(project.id), label: project.name }));
  const kept =
    chosen && !choices.some((option) => option.value === chosen)
      ? [{ value: chosen, label: names.current.get(chosen) ?? `Project ${chosen}` }]
      : [];
  const options = [
    {
      value: '',
      label: loading.list
        ? 'Loading projects…'
        : searched && choices.length === 0
          ? 'No project matches the search'
          : none,
    },
    ...kept,
    ...choices,
  ];
  // Once the whole list has overflowed one page, the search stays: a search that finds few (or
  // none) must not take away the box being typed in.
  const searchable = query !== '' || (listed !== null && (listed.q !== '' || listed.more));
  const filter: SelectFilter | undefined = searchable
    ? { label: 'Find a project', value: query, onChange: setQuery }
    : undefined;
  return {
    options,
    filter,
    /** This hook's own unsearched list has come, and it holds no project. */
    noneListed: listed?.q === '' && !searched && !loading.list && items.length === 0,
    reload: () => setReloads((n) => n + 1),
  };
}

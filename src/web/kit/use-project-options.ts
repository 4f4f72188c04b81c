import { useEffect, useRef, useState } from 'react';
import type { SelectFilter } from '../../kit/form-fields';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resources } from '../../store/resources';

/** The API's largest page: the projects to pick from, by name as the server sorts them. */
const PROJECTS_LIMIT = 500;
/** A pause in typing before the projects are asked for again. */
const TYPING_PAUSE_MS = 250;

/**
 * The projects stock can be used on, as a select's options, loaded once `wanted` (the reason is
 * "Used"): the first says none, or that they are still loading. With more projects than one page
 * holds, `filter` narrows them by name on the server, and the project `chosen` stays an option.
 */
export function useProjectOptions(wanted: boolean, chosen: string) {
  const dispatch = useAppDispatch();
  const { items, loading, total } = useAppSelector((state) => state.projects);
  const [query, setQuery] = useState('');
  // Every project's name seen here, so the chosen one keeps its label when a search leaves it out.
  const names = useRef(new Map<string, string>());

  useEffect(() => {
    if (!wanted) return;
    let request: { abort(): void } | undefined;
    const q = query.trim();
    const timer = setTimeout(
      () => (request = dispatch(resources.projects.actions.list({ limit: PROJECTS_LIMIT, q }))),
      q ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      request?.abort();
    };
  }, [dispatch, wanted, query]);

  for (const project of items) names.current.set(String(project.id), project.name);
  const listed = items.map((project) => ({ value: String(project.id), label: project.name }));
  const kept =
    chosen && !listed.some((option) => option.value === chosen)
      ? [{ value: chosen, label: names.current.get(chosen) ?? `Project ${chosen}` }]
      : [];
  const options = [
    { value: '', label: loading.list ? 'Loading projects…' : '--- No project ---' },
    ...kept,
    ...listed,
  ];
  const filter: SelectFilter | undefined =
    total > items.length || query
      ? { label: 'Find a project', value: query, onChange: setQuery }
      : undefined;
  return { options, filter };
}

import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { resources } from '../../store/resources';

/** The API's largest page: the projects to pick from, by name as the server sorts them. */
const PROJECTS_LIMIT = 500;

/**
 * The projects stock can be used on, as a select's options, loaded once `wanted` (the reason is
 * "Used"): the first says none, or that they are still loading.
 */
export function useProjectOptions(wanted: boolean) {
  const dispatch = useAppDispatch();
  const { items, loading } = useAppSelector((state) => state.projects);

  useEffect(() => {
    if (!wanted) return;
    const request = dispatch(resources.projects.actions.list({ limit: PROJECTS_LIMIT }));
    return () => request.abort();
  }, [dispatch, wanted]);

  return [
    { value: '', label: loading.list ? 'Loading projects…' : '--- No project ---' },
    ...items.map((project) => ({ value: String(project.id), label: project.name })),
  ];
}

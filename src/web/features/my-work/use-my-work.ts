import { useEffect, useState } from 'react';
import type { Project } from '../../../shared/resources/projects';
import type { Task } from '../../../shared/resources/tasks';
import { http } from '../../lib/http-client';

/** The most tasks the screen lists: a person's open work fits one page. */
export const MY_WORK_LIMIT = 200;

export type MyWork =
  | { state: 'loading' }
  | { state: 'failed'; error: string }
  | { state: 'loaded'; tasks: Task[]; total: number; projects: Map<number, string> };

/**
 * The signed-in account's open tasks across projects, in the server's order (overdue first,
 * then by due date, no date last), with each task's project name. The names come from each
 * project once (a person's work spans a few projects); a project that cannot be read is named
 * by its number.
 */
export function useMyWork(attempt: number): MyWork {
  const [work, setWork] = useState<MyWork>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    setWork({ state: 'loading' });
    void (async () => {
      const query = { assignee: 'me', open: true, limit: MY_WORK_LIMIT };
      const listed = await http.get<Task[]>('/tasks', { query, signal });
      if (signal.aborted) return;
      if (!listed.ok) return setWork({ state: 'failed', error: listed.error });
      const ids = [...new Set(listed.data.map((task) => task.project_id))];
      const named = await Promise.all(
        ids.map(async (id) => {
          const project = await http.get<Project>(`/projects/${id}`, { signal });
          return [id, project.ok ? project.data.name : `Project ${id}`] as const;
        }),
      );
      if (signal.aborted) return;
      const total = Number(listed.headers.get('X-Total-Count') ?? listed.data.length);
      setWork({ state: 'loaded', tasks: listed.data, total, projects: new Map(named) });
    })();
    return () => controller.abort();
  }, [attempt]);
  return work;
}

import type { SearchResource } from '../../shared/search';

/**
 * The dashboard screen that opens each kind of hit: the routes of src/web/app/dashboard-screens.tsx
 * and of each feature's routes file (a page is edited at pages/edit/:id; a task shows on its
 * project's screen).
 */
type Screen = (id: number, opensId: number | null, on: string | null) => string;

const SCREENS: Record<SearchResource, Screen> = {
  pages: (id) => `/dashboard/pages/edit/${id}`,
  notes: (id) => `/dashboard/notes/${id}`,
  projects: (id) => `/dashboard/projects/${id}`,
  clients: (id) => `/dashboard/clients/${id}`,
  inventory: (id) => `/dashboard/inventory/${id}`,
  stickers: (id) => `/dashboard/stickers/${id}`,
  tools: (id) => `/dashboard/tools/${id}`,
  tasks: (_id, projectId) => `/dashboard/projects/${projectId}`,
  users: (id) => `/dashboard/users/${id}`,
  // Its record's screen: `on` names the record's resource (a task's comment opens the project).
  comments: (_id, recordId, on) =>
    on && on !== 'comments' && on in SCREENS
      ? SCREENS[on as SearchResource](recordId ?? 0, recordId, null)
      : '/dashboard',
};

/** `on`: a comment's record's resource (comments are on records of several resources). */
export const screenUrl = (
  resource: SearchResource,
  id: number,
  opensId: number | null,
  on: string | null = null,
) => SCREENS[resource](id, opensId, on);

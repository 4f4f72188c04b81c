import type { SearchResource } from '../../shared/search';

/**
 * The dashboard screen that opens each kind of hit: the routes of src/web/app/dashboard-screens.tsx
 * and of each feature's routes file (a page is edited at pages/edit/:id; a task shows on its
 * project's screen).
 */
const SCREENS = {
  pages: (id) => `/dashboard/pages/edit/${id}`,
  notes: (id) => `/dashboard/notes/${id}`,
  projects: (id) => `/dashboard/projects/${id}`,
  clients: (id) => `/dashboard/clients/${id}`,
  inventory: (id) => `/dashboard/inventory/${id}`,
  stickers: (id) => `/dashboard/stickers/${id}`,
  tools: (id) => `/dashboard/tools/${id}`,
  tasks: (_id, projectId) => `/dashboard/projects/${projectId}`,
  users: (id) => `/dashboard/users/${id}`,
} satisfies Record<SearchResource, (id: number, opensId: number | null) => string>;

export const screenUrl = (resource: SearchResource, id: number, opensId: number | null) =>
  SCREENS[resource](id, opensId);

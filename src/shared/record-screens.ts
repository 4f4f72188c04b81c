/**
 * The dashboard screen a record of its own is shown on, by resource. Shared by the web app (the
 * history, the trash, the bell) and the server (a notification's mail links to its record).
 */
export const RECORD_SCREENS: Record<string, ((id: number) => string) | undefined> = {
  clients: (id) => `/dashboard/clients/${id}`,
  projects: (id) => `/dashboard/projects/${id}`,
  notes: (id) => `/dashboard/notes/${id}`,
  inventory: (id) => `/dashboard/inventory/${id}`,
  stickers: (id) => `/dashboard/stickers/${id}`,
  tools: (id) => `/dashboard/tools/${id}`,
  // The edit screen: it is the one that shows a page's history.
  pages: (id) => `/dashboard/pages/edit/${id}`,
  users: (id) => `/dashboard/users/${id}`,
  enquiries: (id) => `/dashboard/enquiries/${id}`,
};

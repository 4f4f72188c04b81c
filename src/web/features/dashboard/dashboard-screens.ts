import { matchPath } from 'react-router';

/** A dashboard screen: its path under /dashboard, its title, and whether the side nav lists it. */
export interface DashboardScreen {
  path: string;
  title: string;
  nav: boolean;
}

/** Admins and superusers (SPEC.md §2, §6). */
export const adminScreens: DashboardScreen[] = [
  { path: 'overview', title: 'Overview', nav: true },
  { path: 'clients', title: 'Clients', nav: true },
  { path: 'projects', title: 'Projects', nav: true },
  { path: 'inventory', title: 'Inventory', nav: true },
  { path: 'stickers', title: 'Stickers', nav: true },
  { path: 'tools', title: 'Tools', nav: true },
  { path: 'notes', title: 'Notes', nav: true },
  { path: 'pages/new', title: 'New page', nav: false },
  { path: 'pages/edit/:id', title: 'Edit page', nav: false },
];

/** Ordinary signed-in users. */
export const userScreens: DashboardScreen[] = [
  { path: 'my-projects', title: 'My projects', nav: true },
];

export const homePath = (admin: boolean) =>
  admin ? '/dashboard/overview' : '/dashboard/my-projects';

/** The screen a pathname belongs to, including its sub-paths (/dashboard/clients/3 → Clients). */
export function screenFor(screens: DashboardScreen[], pathname: string) {
  return screens.find((s) => matchPath({ path: `/dashboard/${s.path}`, end: false }, pathname));
}

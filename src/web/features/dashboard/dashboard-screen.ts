import type { ReactNode } from 'react';
import { matchPath } from 'react-router';

/** A dashboard screen: its path under /dashboard, its title, whether the side nav lists it, and what it shows. */
export interface DashboardScreen {
  path: string;
  title: string;
  nav: boolean;
  element: ReactNode;
}

export const homePath = (admin: boolean) =>
  admin ? '/dashboard/overview' : '/dashboard/my-projects';

/** The screen a pathname belongs to, including its sub-paths (/dashboard/clients/3 → Clients). */
export function screenFor(screens: DashboardScreen[], pathname: string) {
  return screens.find((s) => matchPath({ path: `/dashboard/${s.path}`, end: false }, pathname));
}

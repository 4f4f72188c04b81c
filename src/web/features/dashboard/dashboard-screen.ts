import type { ReactNode } from 'react';
import { matchPath } from 'react-router';

/** A dashboard screen: its path under /dashboard, its title, whether the side nav lists it, and what it shows. */
export interface DashboardScreen {
  path: string;
  title: string;
  nav: boolean;
  element: ReactNode;
  /** What its New form, at <path>/new, makes ("client"), when it has one. */
  create?: string;
}

/** Something the palette can do: open a screen. */
export interface DashboardAction {
  label: string;
  to: string;
}

/** The screens the side navigation lists. */
export const navScreens = (screens: DashboardScreen[]) => screens.filter((s) => s.nav);

/**
 * What the palette offers a role, from that role's own screens: "New …" for each with a New form,
 * "Go to …" for each the side navigation lists.
 */
export function dashboardActions(screens: DashboardScreen[]): DashboardAction[] {
  return [
    ...newFormActions(screens),
    ...navScreens(screens).map((s) => ({ label: `Go to ${s.title}`, to: `/dashboard/${s.path}` })),
  ];
}

/** "New client" and the like: a link to each screen's New form, for the palette and "New…". */
export const newFormActions = (screens: DashboardScreen[]): DashboardAction[] =>
  screens.flatMap((s) =>
    s.create ? [{ label: `New ${s.create}`, to: `/dashboard/${s.path}/new` }] : [],
  );

export const homePath = (admin: boolean) =>
  admin ? '/dashboard/overview' : '/dashboard/my-projects';

/** The screen a pathname belongs to, including its sub-paths (/dashboard/clients/3 → Clients). */
export function screenFor(screens: DashboardScreen[], pathname: string) {
  return screens.find((s) => matchPath({ path: `/dashboard/${s.path}`, end: false }, pathname));
}

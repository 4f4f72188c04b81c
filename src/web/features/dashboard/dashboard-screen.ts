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
  /** The palette's first entry, offered even with nothing typed (My work). */
  pinned?: boolean;
}

/** Something the palette can do: open a screen. */
export interface DashboardAction {
  label: string;
  to: string;
  pinned?: boolean;
}

/** The screens the side navigation lists. */
export const navScreens = (screens: DashboardScreen[]) => screens.filter((s) => s.nav);

/**
 * What the palette offers a role, from that role's own screens: "Go to …" for a pinned screen
 * first (My work), then "New …" for each with a New form, "Go to …" for each other the side
 * navigation lists.
 */
export function dashboardActions(screens: DashboardScreen[]): DashboardAction[] {
  const goTo = (s: DashboardScreen) => ({ label: `Go to ${s.title}`, to: `/dashboard/${s.path}` });
  const listed = navScreens(screens);
  return [
    ...listed.filter((s) => s.pinned).map((s) => ({ ...goTo(s), pinned: true })),
    ...newFormActions(screens),
    ...listed.filter((s) => !s.pinned).map(goTo),
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

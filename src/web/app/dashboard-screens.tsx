import type { ResourceName } from '../../shared/resources/names';
import { CatalogRoutes } from '../features/catalog/catalog-routes';
import { ClientsRoutes } from '../features/clients/clients-routes';
import type { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { ScreenPlaceholder } from '../features/dashboard/screen-placeholder';
import { NotesRoutes } from '../features/notes/notes-routes';
import { OverviewScreen } from '../features/overview/overview-screen';
import { EditPage } from '../features/page-editor/edit-page';
import { NewPage } from '../features/page-editor/new-page';
import { PagesList } from '../features/pages-list/pages-list';
import { ProjectsRoutes } from '../features/projects/projects-routes';
import { TwoStepSection } from '../features/two-step/two-step-section';

const screen = (path: string, title: string, element: DashboardScreen['element'], nav = true) => ({
  path,
  title,
  nav,
  element,
});

/**
 * Where staff manage each resource: its own screens, or the name of the resource whose screen
 * holds it (a project's fundings). Keyed by every resource name, so a new resource without a
 * screen is a type error. Written in side-navigation order.
 */
const resourceScreens = {
  clients: [screen('clients', 'Clients', <ClientsRoutes />)],
  projects: [screen('projects', 'Projects', <ProjectsRoutes />)],
  fundings: 'projects',
  expenses: 'projects',
  tasks: 'projects',
  inventory: [screen('inventory', 'Inventory', <CatalogRoutes name="inventory" />)],
  stickers: [screen('stickers', 'Stickers', <CatalogRoutes name="stickers" />)],
  tools: [screen('tools', 'Tools', <CatalogRoutes name="tools" />)],
  notes: [screen('notes', 'Notes', <NotesRoutes />)],
  sections: 'notes',
  // The editor's screens first: a path finds the first screen it falls under.
  pages: [
    screen('pages/new', 'New page', <NewPage />, false),
    screen('pages/edit/:id', 'Edit page', <EditPage variant="dashboard" />, false),
    screen('pages', 'Pages', <PagesList />),
  ],
} satisfies Record<ResourceName, DashboardScreen[] | ResourceName>;

/**
 * My account, for every role: for now its two-step sign-in section alone (out of the side nav
 * until the full account screen joins it).
 */
export const accountScreen = screen('account', 'My account', <TwoStepSection />, false);

/** Admins and superusers: the overview, then every resource's screens. */
export const adminScreens: DashboardScreen[] = [
  screen('overview', 'Overview', <OverviewScreen />),
  ...Object.values(resourceScreens).flatMap((s) => (typeof s === 'string' ? [] : s)),
  accountScreen,
];

/** Ordinary signed-in users. */
export const userScreens: DashboardScreen[] = [
  screen('my-projects', 'My projects', <ScreenPlaceholder title="My projects" />),
  accountScreen,
];

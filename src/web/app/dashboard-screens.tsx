import type { ResourceName } from '../../shared/resources/names';
import type { DashboardScreen } from '../features/dashboard/dashboard-screen';
import { ScreenPlaceholder } from '../features/dashboard/screen-placeholder';
import { lazyScreen } from './lazy-screen';

// One chunk per screen (lazy-screen.tsx); the three catalogs share theirs.
const ClientsRoutes = lazyScreen(
  async () => (await import('../features/clients/clients-routes')).ClientsRoutes,
);
const ProjectsRoutes = lazyScreen(
  async () => (await import('../features/projects/projects-routes')).ProjectsRoutes,
);
const CatalogRoutes = lazyScreen(
  async () => (await import('../features/catalog/catalog-routes')).CatalogRoutes,
);
const NotesRoutes = lazyScreen(
  async () => (await import('../features/notes/notes-routes')).NotesRoutes,
);
const OverviewScreen = lazyScreen(
  async () => (await import('../features/overview/overview-screen')).OverviewScreen,
);
const NewPage = lazyScreen(async () => (await import('../features/page-editor/new-page')).NewPage);
const EditPage = lazyScreen(
  async () => (await import('../features/page-editor/edit-page')).EditPage,
);
const PagesList = lazyScreen(
  async () => (await import('../features/pages-list/pages-list')).PagesList,
);

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

/** Admins and superusers: the overview, then every resource's screens. */
export const adminScreens: DashboardScreen[] = [
  screen('overview', 'Overview', <OverviewScreen />),
  ...Object.values(resourceScreens).flatMap((s) => (typeof s === 'string' ? [] : s)),
];

/** Ordinary signed-in users. */
export const userScreens: DashboardScreen[] = [
  screen('my-projects', 'My projects', <ScreenPlaceholder title="My projects" />),
];

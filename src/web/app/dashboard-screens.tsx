import type { ResourceName } from '../../shared/resources/names';
import { newFormActions, type DashboardScreen } from '../features/dashboard/dashboard-screen';
import type { NewForm } from '../kit/new-menu';
import type { AccountSection } from '../features/account/account-screen';
import { Card } from '../kit/card';
import { ResetTwoStepButton } from '../features/two-step/reset-two-step-button';
import { TwoStepSection } from '../features/two-step/two-step-section';
import { PasswordChange } from '../features/account/password-change';
import { AccountDetails } from '../features/account/account-details';
import { EmailChange } from '../features/account/email-change';
import { NotificationChoicesSection } from '../features/notifications/notification-choices';
import { ThemeSection } from '../features/theme/theme-section';
import { ApiTokensSection, UserApiTokens } from '../features/api-tokens/api-tokens-section';
import { lazyScreen } from './lazy-screen';

// My account's sections and the reset card are small: they come with the dashboard's entry.
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
// The overview names the latest activity in the log's own words: the labels come with it.
const OverviewScreen = lazyScreen(async () => {
  const [{ OverviewScreen: Screen }, { LatestActivity }, { HISTORY_LABELS }] = await Promise.all([
    import('../features/overview/overview-screen'),
    import('../features/history/latest-activity'),
    import('./history-labels'),
  ]);
  return function Overview({ newForms }: { newForms: readonly NewForm[] }) {
    return (
      <Screen newForms={newForms} latestActivity={<LatestActivity labels={HISTORY_LABELS} />} />
    );
  };
});
const NewPage = lazyScreen(async () => (await import('../features/page-editor/new-page')).NewPage);
const EditPage = lazyScreen(
  async () => (await import('../features/page-editor/edit-page')).EditPage,
);
const PagesList = lazyScreen(
  async () => (await import('../features/pages-list/pages-list')).PagesList,
);
const AccountScreen = lazyScreen(
  async () => (await import('../features/account/account-screen')).AccountScreen,
);
const MyProjectsScreen = lazyScreen(
  async () => (await import('../features/my-projects/my-projects-screen')).MyProjectsScreen,
);
const MyWorkScreen = lazyScreen(
  async () => (await import('../features/my-work/my-work-screen')).MyWorkScreen,
);
const UsersRoutes = lazyScreen(
  async () => (await import('../features/users/users-routes')).UsersRoutes,
);
// The activity log shows every resource's fields: their labels come with it (history-labels.ts).
const ActivityScreen = lazyScreen(async () => {
  const [{ ActivityScreen: Screen }, { HISTORY_LABELS }] = await Promise.all([
    import('../features/history/activity-screen'),
    import('./history-labels'),
  ]);
  return function Activity() {
    return <Screen labels={HISTORY_LABELS} />;
  };
});
const OutboxScreen = lazyScreen(
  async () => (await import('../features/outbox/outbox-screen')).OutboxScreen,
);
const WebhooksRoutes = lazyScreen(
  async () => (await import('../features/webhooks/webhooks-routes')).WebhooksRoutes,
);
const TrashScreen = lazyScreen(
  async () => (await import('../features/trash/trash-screen')).TrashScreen,
);
const EnquiriesRoutes = lazyScreen(
  async () => (await import('../features/enquiries/enquiries-routes')).EnquiriesRoutes,
);
const WaitlistList = lazyScreen(
  async () => (await import('../features/waitlist-list/waitlist-list')).WaitlistList,
);

/** A screen; `nav: false` keeps it out of the side navigation, `create` names its New form's record. */
const screen = (
  path: string,
  title: string,
  element: DashboardScreen['element'],
  { nav = true, create, pinned }: { nav?: boolean; create?: string; pinned?: boolean } = {},
): DashboardScreen => ({ path, title, nav, element, create, ...(pinned && { pinned }) });

/**
 * Where staff manage each resource: its own screens, or the name of the resource whose screen
 * holds it (a project's fundings). Keyed by every resource name, so a new resource without a
 * screen is a type error. Written in side-navigation order.
 */
const resourceScreens = {
  clients: [screen('clients', 'Clients', <ClientsRoutes />, { create: 'client' })],
  projects: [screen('projects', 'Projects', <ProjectsRoutes />, { create: 'project' })],
  fundings: 'projects',
  expenses: 'projects',
  tasks: 'projects',
  inventory: [
    screen('inventory', 'Inventory', <CatalogRoutes name="inventory" />, {
      create: 'inventory item',
    }),
  ],
  stickers: [
    screen('stickers', 'Stickers', <CatalogRoutes name="stickers" />, { create: 'sticker' }),
  ],
  tools: [screen('tools', 'Tools', <CatalogRoutes name="tools" />, { create: 'tool' })],
  notes: [screen('notes', 'Notes', <NotesRoutes />, { create: 'note' })],
  sections: 'notes',
  // The editor's screens first: a path finds the first screen it falls under.
  pages: [
    screen('pages/new', 'New page', <NewPage />, { nav: false }),
    screen('pages/edit/:id', 'Edit page', <EditPage variant="dashboard" />, { nav: false }),
    screen('pages', 'Pages', <PagesList />, { create: 'page' }),
  ],
} satisfies Record<ResourceName, DashboardScreen[] | ResourceName>;

/**
 * My account's sections, in order. A feature with something to say about your account adds its
 * section here (features do not import each other; this file composes them).
 */
const accountSections: AccountSection[] = [
  { key: 'details', element: <AccountDetails /> },
  { key: 'email', element: <EmailChange /> },
  { key: 'password', element: <PasswordChange /> },
  { key: 'two-step', element: <TwoStepSection /> },
  { key: 'notifications', element: <NotificationChoicesSection /> },
  { key: 'theme', element: <ThemeSection /> },
  { key: 'api-tokens', element: <ApiTokensSection /> },
];

/** My account, for every role; with REQUIRE_TWO_STEP_FOR_ADMINS it is also where setup happens. */
export const accountScreen = screen(
  'account',
  'My account',
  <AccountScreen sections={accountSections} />,
);

const resourceList = Object.values(resourceScreens).flatMap((s) =>
  typeof s === 'string' ? [] : s,
);
/** After the resources, for admins and superusers alike. */
const adminTools = [
  screen('enquiries', 'Enquiries', <EnquiriesRoutes />),
  screen('waitlist', 'Waitlist', <WaitlistList />),
  screen('activity', 'Activity', <ActivityScreen />),
  screen('trash', 'Trash', <TrashScreen />),
];
const usersScreen = screen(
  'users',
  'Users',
  <UsersRoutes
    accountActions={(user, changed) => (
      <>
        <Card key={`two-step-${user.id}`} title="Two-step sign-in">
          <ResetTwoStepButton userId={user.id} username={user.username} onReset={changed} />
        </Card>
        <UserApiTokens key={`api-tokens-${user.id}`} userId={user.id} />
      </>
    )}
  />,
  { create: 'user' },
);
/** Every mail the product wrote, and whether it went: superusers only, as Users. */
const outboxScreen = screen('outbox', 'Outbox', <OutboxScreen />);
/** Which programs are told of which events, and how each delivery went: superusers only. */
const webhooksScreen = screen('webhooks', 'Webhooks', <WebhooksRoutes />, { create: 'webhook' });
/** The signed-in person's open tasks across projects: the palette's first entry. */
const myWorkScreen = screen('my-work', 'My work', <MyWorkScreen />, { pinned: true });
/** The overview's "New…" offers every New form of the role's other screens. */
const overview = (others: DashboardScreen[]) =>
  screen('overview', 'Overview', <OverviewScreen newForms={newFormActions(others)} />);

/**
 * Admins: the overview, My work, every resource's screens, the enquiries, the waitlist, the activity log and the trash,
 * then My account.
 */
export const adminScreens: DashboardScreen[] = [
  overview(resourceList),
  myWorkScreen,
  ...resourceList,
  ...adminTools,
  accountScreen,
];

/**
 * Superusers: what admins have, plus Users, the Outbox and Webhooks (the superuser route group
 * of product.md §6).
 */
export const superuserScreens: DashboardScreen[] = [
  overview([...resourceList, usersScreen]),
  myWorkScreen,
  ...resourceList,
  ...adminTools,
  usersScreen,
  outboxScreen,
  webhooksScreen,
  accountScreen,
];

/** Ordinary signed-in users. */
export const userScreens: DashboardScreen[] = [
  screen('my-projects', 'My projects', <MyProjectsScreen />),
  accountScreen,
];

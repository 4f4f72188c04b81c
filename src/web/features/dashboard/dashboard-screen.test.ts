import { describe, expect, it } from 'vitest';
import { dashboardActions, navScreens, type DashboardScreen } from './dashboard-screen';

const screen = (path: string, title: string, extra: Partial<DashboardScreen> = {}) => ({
  path,
  title,
  nav: true,
  element: null,
  ...extra,
});

describe('dashboardActions', () => {
  it('offers "New …" for each screen with a New form and "Go to …" for each the nav lists', () => {
    const screens = [
      screen('overview', 'Overview'),
      screen('clients', 'Clients', { create: 'client' }),
      screen('pages/edit/:id', 'Edit page', { nav: false }),
      screen('pages', 'Pages', { create: 'page' }),
    ];
    expect(navScreens(screens).map((s) => s.path)).toEqual(['overview', 'clients', 'pages']);
    expect(dashboardActions(screens)).toEqual([
      { label: 'New client', to: '/dashboard/clients/new' },
      { label: 'New page', to: '/dashboard/pages/new' },
      { label: 'Go to Overview', to: '/dashboard/overview' },
      { label: 'Go to Clients', to: '/dashboard/clients' },
      { label: 'Go to Pages', to: '/dashboard/pages' },
    ]);
  });
});
